// Signed-in screens get every Mantine style (in the `mantine` layer; see main.tsx).
import '@mantine/core/styles.layer.css';
import type { QueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { cartQueryOptions } from '@/features/cart/api/get-cart';
import { notificationsQueryOptions } from '@/features/notifications/api/notifications';
import { appConfigQueryOptions } from '@/lib/app-config';
import { isDirectQuoteCompany } from '@/lib/user';
import { selectIsLoggedIn, useSessionStore } from '@/stores/session-store';
import { RealtimeBridge } from '../realtime-bridge';
import { Footer } from './footer';
import classes from './layout.module.css';
import { PublicHeader } from './public-header';
import { TopNav } from './top-nav';

/**
 * The route's loader (issue 18): what the frame shows — brand, bell and cart button — requested
 * with this code instead of after the frame has rendered.
 */
export function prefetchShellData(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(appConfigQueryOptions);
  const session = useSessionStore.getState();
  if (!selectIsLoggedIn(session)) return;
  void queryClient.prefetchQuery(notificationsQueryOptions);
  if (!isDirectQuoteCompany(session.company)) void queryClient.prefetchQuery(cartQueryOptions);
}

/** The frame of signed-in screens and public pages: navigation (or the guest header) and footer. */
export function AppLayout() {
  const isLoggedIn = useSessionStore(selectIsLoggedIn);
  return (
    <div className={classes.shell}>
      <a href="#contenido" className={classes.skipLink}>
        Saltar al contenido
      </a>
      {isLoggedIn ? <TopNav /> : <PublicHeader />}
      {isLoggedIn && <RealtimeBridge />}
      <main id="contenido" className={classes.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
