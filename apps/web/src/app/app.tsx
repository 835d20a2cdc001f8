import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import { installSessionExpiry, refreshSessionAtStart } from './session';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
installSessionExpiry(router, queryClient);
void refreshSessionAtStart(queryClient);

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
