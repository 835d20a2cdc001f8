// Signed-in screens add the styles of every Mantine component the operator's screens bundle (in the
// `mantine` layer; see main.tsx, which already loads the base and the first screen's components), in
// the order of Mantine's own styles.css so a component's rules follow those of the parts it is built
// on. Not the whole styles.css: a third of it is components the app never shows, and parsing
// stylesheets is main-thread time on a phone (issue 18). Components only the admin desk shows load
// with it (app/admin/admin-styles.ts). A new Mantine component adds its file here or there
// (app/layout/mantine-styles.test.ts says which).
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Accordion.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/ColorSwatch.layer.css';
import '@mantine/core/styles/ColorPicker.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Slider.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Typography.layer.css';
import type { QueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { cartQueryOptions } from '@/features/cart/api/get-cart';
import { notificationsQueryOptions } from '@/features/notifications/api/notifications';
import { hydrateStoredNotifications } from '@/features/notifications/stores/notifications-store';
import { appConfigQueryOptions } from '@/lib/app-config';
import { isDirectQuoteCompany } from '@/lib/user';
import { selectIsLoggedIn, useSessionStore } from '@/stores/session-store';
import { RealtimeBridge } from '../realtime-bridge';
import { sessionRefreshed } from '../session';
import { Footer } from './footer';
import classes from './layout.module.css';
import { PublicHeader } from './public-header';
import { TopNav } from './top-nav';

/**
 * The route's loader (issue 18): what the frame shows — brand, bell and cart button — requested
 * with this code instead of after the frame has rendered; settles when those answers and the
 * session's refresh at start have arrived, so the frame's first render already shows them.
 */
export function prefetchShellData(queryClient: QueryClient): Promise<void> {
  const first: Promise<unknown>[] = [queryClient.prefetchQuery(appConfigQueryOptions)];
  const session = useSessionStore.getState();
  if (selectIsLoggedIn(session)) {
    first.push(
      queryClient.fetchQuery(notificationsQueryOptions).then(hydrateStoredNotifications, () => undefined),
      sessionRefreshed(),
    );
    if (!isDirectQuoteCompany(session.company)) first.push(queryClient.prefetchQuery(cartQueryOptions));
  }
  return Promise.all(first).then(() => undefined);
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
