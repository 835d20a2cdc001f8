import type { AuthInfo } from '@cotizador/contracts/auth';
import { apiClient } from '@/lib/api-client';

/**
 * GET /auth/info-by-token: the stored session's user and company, fresh from the server (asked once
 * at start, app/session.ts). A 401 goes through the session-expiry path.
 */
export function getInfoByToken(): Promise<AuthInfo> {
  return apiClient.get<AuthInfo>('auth/info-by-token');
}
