import { Navigate, Outlet } from 'react-router';
import { adminPaths } from '@/config/admin-paths';
import { selectIsAdminSignedIn, useAdminSessionStore } from '@/stores/admin-session-store';

/** /admin/login: a signed-in admin goes to the inbox. The operator session plays no part here. */
export function AdminGuestGate() {
  const signedIn = useAdminSessionStore(selectIsAdminSignedIn);
  if (signedIn) return <Navigate to={adminPaths.inbox.href()} replace />;
  return <Outlet />;
}
