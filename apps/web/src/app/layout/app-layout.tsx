// Signed-in screens get every Mantine style (in the `mantine` layer; see main.tsx).
import '@mantine/core/styles.layer.css';
import { Outlet } from 'react-router';
import { selectIsLoggedIn, useSessionStore } from '@/stores/session-store';
import { RealtimeBridge } from '../realtime-bridge';
import { Footer } from './footer';
import classes from './layout.module.css';
import { PublicHeader } from './public-header';
import { TopNav } from './top-nav';

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
