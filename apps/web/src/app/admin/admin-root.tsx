import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { ADMIN_APP_SUFFIX } from '@/config/admin-nav';
import { useBrand } from '@/lib/brand';
import { useRouteTitle } from '@/lib/route-title';
import { BusyOverlay, scrollKey } from '../root';

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
      {/* The same keys as the operator's root: a reload does not restore an earlier load's position,
          a router update that would render the whole desk again right after its first render. */}
      <ScrollRestoration getKey={scrollKey} />
      <BusyOverlay />
      <Outlet />
    </>
  );
}
