import type { SignOutResponse } from '@cotizador/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { adminPaths } from '@/config/admin-paths';
import { adminApi } from '@/lib/admin-api-client';
import { useAdminSessionStore } from '@/stores/admin-session-store';

/** 'Cerrar sesión': signs the token out, then always forgets the admin session and goes to /admin/login. */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => adminApi.post<SignOutResponse>('auth/sign-out-by-token'),
    meta: { errorToast: false, blocking: true },
    onSettled: () => {
      useAdminSessionStore.getState().clear();
      queryClient.removeQueries({ queryKey: ['admin'] });
      void navigate(adminPaths.login.href(), { replace: true });
    },
  });
}
