import type { ModifyUserDataBody, UserResponse } from '@cotizador/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type ModifyUserDataInput = ModifyUserDataBody;

/** POST /auth/modify-user-data → the updated user (SPEC §7). */
export function modifyUserData(input: ModifyUserDataInput): Promise<UserResponse> {
  return apiClient.post<UserResponse>('auth/modify-user-data', input);
}

export function useModifyUserData() {
  return useMutation({ mutationFn: modifyUserData });
}
