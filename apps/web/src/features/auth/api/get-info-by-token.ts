import type { AuthInfo } from '@cotizador/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const authKeys = {
  all: ['auth'] as const,
  info: (token: string) => [...authKeys.all, 'info', token] as const,
};

/** GET /auth/info-by-token: the stored session's user and company, fresh from the server. */
export function getInfoByToken(): Promise<AuthInfo> {
  return apiClient.get<AuthInfo>('auth/info-by-token');
}

export function infoByTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: authKeys.info(token),
    queryFn: getInfoByToken,
    staleTime: Number.POSITIVE_INFINITY,
    // A 401 is announced by the session-expiry path; other failures keep the stored user.
    meta: { errorToast: false },
  });
}

export function useInfoByToken(token: string | null) {
  return useQuery({ ...infoByTokenQueryOptions(token ?? ''), enabled: Boolean(token) });
}
