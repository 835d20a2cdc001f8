import { LoadingOverlay } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useIsMutating } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useBrand } from '@/lib/app-config';
import { useRouteTitle } from '@/lib/route-title';

/** SPEC §1: the tab shows '{title} | {brand} Seller', or '{brand} Seller' (the product name by default). */
function useDocumentTitle() {
  const title = useRouteTitle();
  const appTitle = `${useBrand().name} Seller`;
  useEffect(() => {
    document.title = title ? `${title} | ${appTitle}` : appTitle;
  }, [title, appTitle]);
}

const SPINNER_DELAY_MS = 150;

/** SPEC §4: a spinner shows during route loads and blocking actions (not for quick ones). */
export function BusyOverlay() {
  const navigation = useNavigation();
  const blockingMutations = useIsMutating({ predicate: (mutation) => mutation.options.meta?.blocking === true });
  const busy = navigation.state !== 'idle' || blockingMutations > 0;
  const [delayedBusy] = useDebouncedValue(busy, SPINNER_DELAY_MS);
  return (
    <LoadingOverlay
      visible={busy && delayedBusy}
      pos="fixed"
      zIndex={1000}
      overlayProps={{ backgroundOpacity: 0.3, blur: 1 }}
      loaderProps={{ 'aria-label': 'Cargando' }}
    />
  );
}

export function Root() {
  useDocumentTitle();
  return (
    <>
      {/* SPEC §2: each navigation scrolls to the top, or restores the earlier position on back. */}
      <ScrollRestoration />
      <BusyOverlay />
      <Outlet />
    </>
  );
}
