import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { ADMIN_APP_SUFFIX } from '@/config/admin-nav';
import { useBrand } from '@/lib/brand';
import { useRouteTitle } from '@/lib/route-title';
import { BusyOverlay } from '../root';

/** Issue 13: admin tabs read '{title} | {brand} Admin'. */
function useAdminDocumentTitle() {
  const title = useRouteTitle();
  const appTitle = `${useBrand().name} ${ADMIN_APP_SUFFIX}`;
  useEffect(() => {
    document.title = title ? `${title} | ${appTitle}` : appTitle;
  }, [title, appTitle]);
}

/** The root of the admin desk (beside the operator's Root, loaded only under /admin). */
export function AdminRoot() {
  useAdminDocumentTitle();
  return (
    <>
      <ScrollRestoration />
      <BusyOverlay />
      <Outlet />
    </>
  );
}
