import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { endSession } from '@/lib/session-end';
import { type LoginFlashKind, setLoginFlash } from '@/stores/login-flash';

/**
 * SPEC §4 Profile changes: after a password or e-mail change the API has revoked every token, so
 * the session ends here too and login shows the matching message. Uses the app's one way to end a
 * session (`endSession`, the same as logout and expiry).
 */
export function useEndSessionWith() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (flash: LoginFlashKind) => {
      setLoginFlash(flash);
      endSession(queryClient);
      void navigate(paths.login.href(), { replace: true });
    },
    [queryClient, navigate],
  );
}
