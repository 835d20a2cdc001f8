import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { User } from '@/types/api';

export type ModifyUserDataInput = { name: string; last_name: string };

/** POST /auth/modify-user-data → the updated user (SPEC §7). */
export function modifyUserData(input: ModifyUserDataInput): Promise<{ user: User }> {
  return apiClient.post<{ user: User }>('auth/modify-user-data', input);
}

export function useModifyUserData() {
  return useMutation({ mutationFn: modifyUserData });
}
