import type { AdminUser, AdminUsersResponse, UserCreateBody, UserUpdateBody } from '@cotizador/contracts/admin-accounts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_AUDIT_KEY } from '@/components/admin-audit-history';
import { adminApi, adminRequest } from '@/lib/admin-api-client';
import { adminAccountsKeys, pageQuery, type UserListParams } from './keys';

/** GET /admin/users */
export function getUsers(params: UserListParams): Promise<AdminUsersResponse> {
  return adminApi.get<AdminUsersResponse>('admin/users', {
    query: { ...pageQuery(params), company_id: params.company_id, role: params.role, state: params.state },
  });
}

export function usersQueryOptions(params: UserListParams) {
  return queryOptions({
    queryKey: adminAccountsKeys.userList(params),
    queryFn: () => getUsers(params),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(params: UserListParams) {
  return useQuery(usersQueryOptions(params));
}

type UserAnswer = { user: AdminUser };
type UserActionAnswer = { message: string; user: AdminUser };

/** POST /admin/users: the account is created inactive and the activation code is e-mailed. */
export function inviteUser(body: UserCreateBody): Promise<UserAnswer> {
  return adminApi.post<UserAnswer>('admin/users', body);
}

/** PATCH /admin/users/{id} */
export function updateUser(id: number, body: UserUpdateBody): Promise<UserAnswer> {
  return adminRequest<UserAnswer>(`admin/users/${id}`, { method: 'PATCH', body });
}

export type UserVerb = 'deactivate' | 'activate' | 'resend-invitation';

/** POST /admin/users/{id}/{deactivate|activate|resend-invitation} */
export function userAction(id: number, verb: UserVerb): Promise<UserActionAnswer> {
  return adminApi.post<UserActionAnswer>(`admin/users/${id}/${verb}`);
}

/** Every user mutation refreshes the lists, the companies' user counts and the audit history. */
export function useUserMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminAccountsKeys.all }),
      queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY }),
    ]);
  return {
    invite: useMutation({ mutationFn: inviteUser, onSuccess: refresh, meta: { errorToast: false } }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: UserUpdateBody }) => updateUser(id, body),
      onSuccess: refresh,
      meta: { errorToast: false },
    }),
    action: useMutation({
      mutationFn: ({ id, verb }: { id: number; verb: UserVerb }) => userAction(id, verb),
      onSuccess: refresh,
    }),
  };
}
