import type { AvatarUploadFields, UserResponse } from '@cotizador/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';
import { type AvatarId, avatarImageUrl } from '../lib/avatars';

/**
 * POST /auth/modify-image-profile (multipart): SPEC §7 sends the PNG of the chosen predefined
 * avatar, fetched from /avatars/userN.png; the answer's user.avatar is what the app keeps.
 */
export async function modifyImageProfile(avatar: AvatarId): Promise<UserResponse> {
  const response = await fetch(avatarImageUrl(avatar));
  if (!response.ok) throw new ApiError(response.status, 'No se pudo cargar la imagen del avatar.');
  const image = new File([await response.blob()], `${avatar}.png`, { type: 'image/png' });
  const body = new FormData();
  body.append('image' satisfies keyof AvatarUploadFields, image);
  return apiClient.post<UserResponse>('auth/modify-image-profile', body);
}

export function useModifyImageProfile() {
  return useMutation({ mutationFn: modifyImageProfile, meta: { blocking: true } });
}
