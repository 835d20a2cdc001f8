import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { signOut } from '@/features/auth/api/sign-out';
import { endSession } from '@/lib/session-end';

/** SPEC §4: logout calls sign-out, then always clears the session and goes to login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    meta: { errorToast: false, blocking: true },
    onSettled: () => {
      endSession(queryClient);
      void navigate(paths.login.href(), { replace: true });
    },
  });
}
