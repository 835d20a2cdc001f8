import type { AdminInboxItem, AdminInboxResponse } from '@cotizador/contracts/admin-quotations';
import type { User } from '@cotizador/contracts/auth';
import { ADMIN_SESSION_STORAGE_KEY, useAdminSessionStore } from '@/stores/admin-session-store';

export const demoAdmin: User = { id: 900, name: 'Andrea', last_name: 'Morales Díaz', email: 'admin@demo.mx', avatar: [] };

/** Stores an admin session the way the app persists it, then loads it into the store. */
export function storeAdminSession(token = 'admin-token'): void {
  localStorage.setItem(ADMIN_SESSION_STORAGE_KEY, JSON.stringify({ state: { token, user: demoAdmin }, version: 1 }));
  void useAdminSessionStore.persist.rehydrate();
}

export function inboxItem(overrides: Partial<AdminInboxItem> = {}): AdminInboxItem {
  return {
    id: 41,
    status: 'SENT',
    created_at: '2026-11-20T18:00:00.000Z',
    last_activity_at: '2026-11-21T18:00:00.000Z',
    units: 300,
    special_quotation: false,
    product: { id: 7, name: 'Termo de Acero Inoxidable 500 ml', sku: 'TER-3001', image: [] },
    sales_operator: {
      id: 5,
      name: 'Valeria',
      last_name: 'Hernández Ruiz',
      email: 'vendedor@demo.mx',
      company: { id: 2, name: 'Promocionales del Norte', code: 'promo-norte' },
    },
    brand: null,
    channel: null,
    admin: null,
    final_price: 57354,
    last_message: { excerpt: '¿Se puede grabar a dos caras?', created_at: '2026-11-21T18:00:00.000Z', from_operator: true },
    unread: false,
    ...overrides,
  };
}

export function inboxPage(data: AdminInboxItem[], counts = { SENT: 3, IN_PROCESS: 2, CLOSE: 1, ALL: 6 }): AdminInboxResponse {
  return {
    data,
    current_page: 1,
    last_page: 1,
    per_page: 20,
    total: data.length,
    from: data.length ? 1 : null,
    to: data.length || null,
    counts,
  };
}
