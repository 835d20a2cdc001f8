import type { AppConfig } from '@cotizador/contracts/app-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useBrandStore } from '@/stores/brand-store';

/** The product name when the config has not arrived yet; the tab title adds ' Seller' (SPEC §1). */
export const DEFAULT_APP_NAME = 'Cotizador';
export const DEFAULT_LOGO_URL = '/logo.svg';
/** The square mark of the default logo (also the favicon), used beside a brand name without a logo. */
export const BRAND_MARK_URL = '/favicon.svg';

export const appConfigKeys = { all: ['app-config'] as const };

export async function getAppConfig(): Promise<AppConfig> {
  const config = await apiClient.get<AppConfig>('app-config', { auth: false });
  // Remembered for the next visit, so the right logo shows before this call answers.
  useBrandStore.getState().setBrand(config.brand);
  return config;
}

export const appConfigQueryOptions = queryOptions({
  queryKey: appConfigKeys.all,
  queryFn: getAppConfig,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  meta: { errorToast: false },
});

export function useAppConfig() {
  return useQuery(appConfigQueryOptions);
}

export function useAppName(): string {
  return useAppConfig().data?.appName || DEFAULT_APP_NAME;
}

export type BrandView = {
  /** The brand name (the default product name when the site is not served for a brand). */
  name: string;
  /** The logo to show; null when a brand has a name but no logo (a wordmark is drawn instead). */
  logoUrl: string | null;
  isDefault: boolean;
};

/**
 * SPEC §1: the brand of the host the site is served from — from the config, else the one seen last
 * on this device (brand store), else the default logo and name.
 */
export function useBrand(): BrandView {
  const configBrand = useAppConfig().data?.brand;
  const storedBrand = useBrandStore((state) => state.brand);
  const brand = configBrand ?? storedBrand;
  const name = brand?.name.trim() || DEFAULT_APP_NAME;
  const isDefault = name === DEFAULT_APP_NAME && !brand?.logoUrl;
  return { name, logoUrl: brand?.logoUrl || (isDefault ? DEFAULT_LOGO_URL : null), isDefault };
}

/**
 * The company that runs the portal, as named in the legal pages and the contact directory
 * (fictional demo data; a deployment replaces it together with the legal texts).
 */
export const PROVIDER_COMPANY = {
  legalName: 'Cotizador Promocionales, S.A. de C.V.',
  taxId: 'CPR150310QX4',
  address: 'Av. Promoción 123, piso 4, Col. Del Valle Centro, Alcaldía Benito Juárez, C.P. 03100, Ciudad de México',
  phone: '+52 55 5555 0100',
  phoneHref: 'tel:+525555550100',
  salesEmail: 'ventas@cotizador-promocionales.mx',
  privacyEmail: 'privacidad@cotizador-promocionales.mx',
  legalEmail: 'legal@cotizador-promocionales.mx',
  /** SPEC §2 Static pages: attention hours. */
  attentionHours: 'Lunes a viernes de 8:00 a 18:00',
} as const;
