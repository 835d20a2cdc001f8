import { RouterProvider } from 'react-router/dom';
import { requestAppConfig } from '@/lib/brand';
import { setProductPrefetcher } from '@/lib/prefetch';
import { AppProvider } from './provider';
import { lazyQueryClient } from './query-client-source';
import { createAppRouter } from './router';
import { installSessionExpiry, refreshSessionAtStart } from './session';

const queryClient = lazyQueryClient();
let router: ReturnType<typeof createAppRouter> | undefined;

/**
 * Starts the router (its first navigation: matching, the screen's code, the first requests) and the
 * session's listeners. main.tsx calls it in the task after the modules' evaluation, so a phone runs
 * two shorter tasks instead of one long one (issue 18: total blocking time).
 */
export function startApp(): void {
  if (router) return;
  // Every screen shows the brand (SPEC §1): its config is asked for at once, not after the first render.
  requestAppConfig().catch(() => undefined);
  router = createAppRouter(queryClient);
  installSessionExpiry(router, queryClient);
  void refreshSessionAtStart();
  setProductPrefetcher((productId) => {
    void Promise.all([import('./routes/product-route'), queryClient.load()])
      .then(([screen, client]) => screen.prefetchProductOnIntent(client, productId))
      .catch(() => undefined);
  });
}

export function App() {
  if (!router) throw new Error('startApp() va antes de renderizar <App />');
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
