import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { selectIsLoggedIn, useSessionStore } from '@/stores/session-store';

/** SPEC §2 access rules: who may open a route. */
export type Access = 'guest' | 'public' | 'auth';

/**
 * 'guest' routes send a logged-in user to /, 'auth' routes send a guest to /login, 'public' routes
 * are open to all. It re-renders on session changes, so signing out anywhere leaves the page.
 */
export function AccessGate({ access }: { access: Access }) {
  const isLoggedIn = useSessionStore(selectIsLoggedIn);
  if (access === 'guest' && isLoggedIn) return <Navigate to={paths.home.href()} replace />;
  if (access === 'auth' && !isLoggedIn) return <Navigate to={paths.login.href()} replace />;
  return <Outlet />;
}
