import type { AuthInfo } from '@cotizador/contracts/auth';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { adminRoutesPatcher, createRoutes } from '@/app/router';
import { installSessionExpiry, refreshSessionAtStart } from '@/app/session';
import { createQueryClient } from '@/lib/query-client';
import { SESSION_STORAGE_KEY, useSessionStore } from '@/stores/session-store';
import { demoInfo } from './fixtures';

/** Stores a session the way the app persists it, then loads it into the store. */
export function storeSession(token = 'token-valido', info: AuthInfo = demoInfo): void {
  localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ state: { token, user: info.user, company: info.company }, version: 1 }),
  );
  void useSessionStore.persist.rehydrate();
}

/** Renders the whole app (real route table, guards and layout) at a path, like a page load. */
export function renderApp(initialPath: string) {
  void useSessionStore.persist.rehydrate();
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), {
    initialEntries: [initialPath],
    patchRoutesOnNavigation: adminRoutesPatcher(queryClient),
  });
  const uninstall = installSessionExpiry(router, queryClient);
  void refreshSessionAtStart(queryClient);
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  const unmount = () => {
    view.unmount();
    uninstall();
    queryClient.clear();
  };
  return { ...view, unmount, router, queryClient, user };
}
