import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { cssVariablesResolver, theme } from '@/config/theme';
import { subscribeToastsRequested, toastsRequested } from '@/lib/notify';
import toastClasses from './toasts.module.css';

// The toasts' container (with its transitions and scroll lock) loads with the first toast, not with
// the first screen (issue 18): the toast waits in the notifications store and appears with it.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

function Toasts() {
  const requested = useSyncExternalStore(subscribeToastsRequested, toastsRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      {/* SPEC §8: one toast path; placed where it covers no navigation (toasts.module.css). */}
      <Notifications position="top-right" limit={3} zIndex={2000} classNames={{ root: toastClasses.root }} />
    </Suspense>
  );
}

type AppProviderProps = {
  /**
   * For tests that render a screen alone. The app leaves it out: its frames get the client with
   * their code (app/with-query-client.tsx), and the sign-in screens need none.
   */
  queryClient?: QueryClient;
  children: ReactNode;
  /** 'test' turns off transitions and portals (component tests). */
  env?: 'default' | 'test';
};

export function AppProvider({ queryClient, children, env = 'default' }: AppProviderProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" env={env} cssVariablesResolver={cssVariablesResolver}>
      <Toasts />
      {queryClient ? <QueryClientProvider client={queryClient}>{children}</QueryClientProvider> : children}
    </MantineProvider>
  );
}
