import { RouterProvider } from 'react-router/dom';
import { setProductPrefetcher } from '@/lib/prefetch';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import { installSessionExpiry, refreshSessionAtStart } from './session';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
installSessionExpiry(router, queryClient);
void refreshSessionAtStart(queryClient);
setProductPrefetcher((productId) => {
  void import('./routes/product-route')
    .then((screen) => screen.prefetchProductOnIntent(queryClient, productId))
    .catch(() => undefined);
});

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
