import { Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect } from 'react';
import { type Location, Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useBrand } from '@/lib/brand';
import { useBlockingRequests } from '@/lib/request-effects';
import { useRouteTitle } from '@/lib/route-title';
import classes from './busy-overlay.module.css';

/** SPEC §1: the tab shows '{title} | {brand} Seller', or '{brand} Seller' (the product name by default). */
function useDocumentTitle() {
  const title = useRouteTitle();
  const appTitle = `${useBrand().name} Seller`;
  useEffect(() => {
    document.title = title ? `${title} | ${appTitle}` : appTitle;
  }, [title, appTitle]);
}

/**
 * Scroll positions are kept per history entry. The document's first entry (key "default", a fresh
 * tab or a reload) gets a key of its own for this page load: a position saved by an earlier load
 * is not restored there, since restoring it is a router state update that re-renders every screen
 * right after its first render (issue 18: blocking time on a phone). Back and forward inside the
 * app restore positions as before.
 */
const FIRST_ENTRY_KEY = `first-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
export const scrollKey = (location: Location): string => (location.key === 'default' ? FIRST_ENTRY_KEY : location.key);

const SPINNER_DELAY_MS = 150;

/** SPEC §4: a spinner shows during route loads and blocking actions (not for quick ones). */
export function BusyOverlay() {
  const navigation = useNavigation();
  const blockingRequests = useBlockingRequests();
  const busy = navigation.state !== 'idle' || blockingRequests;
  const [delayedBusy] = useDebouncedValue(busy, SPINNER_DELAY_MS);
  // A cover of our own rather than Mantine's LoadingOverlay: the sign-in screen's JavaScript does
  // without LoadingOverlay and Overlay (issue 18).
  if (!(busy && delayedBusy)) return null;
  return (
    <div className={classes.cover}>
      <Loader aria-label="Cargando" />
    </div>
  );
}

export function Root() {
  useDocumentTitle();
  return (
    <>
      {/* SPEC §2: each navigation scrolls to the top, or restores the earlier position on back. */}
      <ScrollRestoration getKey={scrollKey} />
      <BusyOverlay />
      <Outlet />
    </>
  );
}
