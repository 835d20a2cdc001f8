import type { AuthInfo } from '@cotizador/contracts/auth';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { readyQueryClient } from '@/app/query-client-source';
import { adminRoutesPatcher, createRoutes } from '@/app/router';
import { installSessionExpiry, refreshSessionAtStart } from '@/app/session';
import { forgetAppConfig, requestAppConfig } from '@/lib/brand';
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
  const source = readyQueryClient(queryClient);
  // As the app does at start (app/app.tsx).
  forgetAppConfig();
  requestAppConfig().catch(() => undefined);
  const router = createMemoryRouter(createRoutes(source), {
    initialEntries: [initialPath],
    patchRoutesOnNavigation: adminRoutesPatcher(source),
  });
  const uninstall = installSessionExpiry(router, source);
  void refreshSessionAtStart();
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
