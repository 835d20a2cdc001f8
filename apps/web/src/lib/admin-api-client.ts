import { SESSION_EXPIRED_MESSAGE } from '@cotizador/domain/messages';
import { getAdminToken, useAdminSessionStore } from '@/stores/admin-session-store';
import { ApiError, apiRequest, type RequestOptions } from './api-client';
import { notifyError } from './notify';

/**
 * Calls of the admin desk: the admin session's bearer token (never the operator's). A 401 ends the
 * admin session ('Su sesión ha expirado'); the admin gate then goes to /admin/login.
 */
export async function adminRequest<T>(path: string, options: Omit<RequestOptions, 'auth' | 'token'> = {}): Promise<T> {
  const token = getAdminToken();
  try {
    return await apiRequest<T>(path, { ...options, auth: false, token: token ?? undefined, expireSessionOn401: false });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'UNAUTHENTICATED' && token && token === getAdminToken()) {
      error.sessionExpired = true;
      useAdminSessionStore.getState().clear();
      notifyError(SESSION_EXPIRED_MESSAGE, { id: 'admin-session-expired' });
    }
    throw error;
  }
}

export const adminApi = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body' | 'auth' | 'token'>) =>
    adminRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body' | 'auth' | 'token'>) =>
    adminRequest<T>(path, { ...options, method: 'POST', body }),
};
