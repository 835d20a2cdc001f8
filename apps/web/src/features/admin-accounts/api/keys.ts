import type { AdminUserRole, AdminUserState } from '@cotizador/contracts/admin-accounts';

/** Query keys of the admin's accounts screens; mutations invalidate through these. */
export type PageParams = { page: number; perPage: number; search: string };
export type UserListParams = PageParams & {
  company_id?: number | undefined;
  role?: AdminUserRole | undefined;
  state?: AdminUserState | undefined;
};

export const adminAccountsKeys = {
  all: ['admin-accounts'] as const,
  users: () => [...adminAccountsKeys.all, 'users'] as const,
  userList: (params: UserListParams) => [...adminAccountsKeys.users(), params] as const,
  companies: () => [...adminAccountsKeys.all, 'companies'] as const,
  companyList: (params: PageParams) => [...adminAccountsKeys.companies(), params] as const,
  clients: () => [...adminAccountsKeys.all, 'clients'] as const,
  clientList: (params: PageParams) => [...adminAccountsKeys.clients(), params] as const,
  channels: () => [...adminAccountsKeys.all, 'channels'] as const,
  channelList: (params: PageParams) => [...adminAccountsKeys.channels(), params] as const,
};

export function pageQuery(params: PageParams) {
  return { page: params.page, per_page: params.perPage, search: params.search.trim() || undefined };
}
