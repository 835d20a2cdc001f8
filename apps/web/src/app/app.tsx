import { RouterProvider } from 'react-router/dom';
import { setProductPrefetcher } from '@/lib/prefetch';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import { installSessionExpiry, refreshSessionAtStart } from './session';

const queryClient = createQueryClient();
let router: ReturnType<typeof createAppRouter> | undefined;

/**
 * Starts the router (its first navigation: matching, the screen's code, the first requests) and the
 * session's listeners. main.tsx calls it in the task after the modules' evaluation, so a phone runs
 * two shorter tasks instead of one long one (issue 18: total blocking time).
 */
export function startApp(): void {
  if (router) return;
  router = createAppRouter(queryClient);
  installSessionExpiry(router, queryClient);
  void refreshSessionAtStart(queryClient);
  setProductPrefetcher((productId) => {
    void import('./routes/product-route')
      .then((screen) => screen.prefetchProductOnIntent(queryClient, productId))
      .catch(() => undefined);
  });
}

export function App() {
  if (!router) throw new Error('startApp() va antes de renderizar <App />');
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
