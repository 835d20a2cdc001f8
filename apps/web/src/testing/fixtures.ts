import type { AppConfig } from '@cotizador/contracts/app-config';
import type { AuthInfo, Company, User } from '@cotizador/contracts/auth';

export const demoUser: User = {
  id: 1,
  name: 'Ana',
  last_name: 'Martínez',
  email: 'vendedor@demo.mx',
  avatar: [],
};

export const demoCompany: Company = {
  id: 1,
  code: 'promo',
  name: 'Promocionales Demo',
  percentage_indirect_expenses: 20,
};

export const cpaCompany: Company = { id: 2, code: 'cpa', name: 'CPA', percentage_indirect_expenses: null };

export const demoInfo: AuthInfo = { user: demoUser, company: demoCompany };

export const demoAppConfig: AppConfig = {
  appName: 'Cotizador',
  brand: { name: 'Cotizador', logoUrl: null },
  social: {
    facebook: 'https://facebook.com/demo',
    instagram: 'https://instagram.com/demo',
    linkedin: 'https://linkedin.com/company/demo',
  },
  pusher: { key: 'local', cluster: 'mt1', wsHost: null, wsPort: null, forceTLS: false },
};
