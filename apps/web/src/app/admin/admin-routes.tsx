import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { adminPaths } from '@/config/admin-paths';
import { inboxQueryOptions } from '@/features/admin-inbox/api/get-inbox';
import { parseInboxView } from '@/features/admin-inbox/lib/inbox-params';
import { adminNotificationsQueryOptions } from '@/features/admin-notifications/api/admin-notifications';
import { appConfigQueryOptions } from '@/lib/app-config';
import type { RouteHandle } from '@/lib/route-title';
import { selectIsAdminSignedIn, useAdminSessionStore } from '@/stores/admin-session-store';
import { primeOnNewPath, primingLoader } from '../priming-loader';
import { type QueryClientSource, readyQueryClient } from '../query-client-source';
import type { RouteDataContext } from '../route-data';
import type { AppRoute } from '../router';
import { withQueryClient } from '../with-query-client';

const adminSignedIn = () => selectIsAdminSignedIn(useAdminSessionStore.getState());

/** The inbox's first page for the view in the URL (issue 18: one render, with its data). */
function prefetchInbox({ queryClient, url }: RouteDataContext): Promise<void> {
  if (!adminSignedIn()) return Promise.resolve();
  return queryClient.prefetchQuery(inboxQueryOptions(parseInboxView(url.searchParams)));
}

/** What the admin frame shows first: the brand and the bell. */
function prefetchAdminFrame({ queryClient }: RouteDataContext): Promise<void> {
  const first = [queryClient.prefetchQuery(appConfigQueryOptions)];
  if (adminSignedIn()) first.push(queryClient.prefetchQuery(adminNotificationsQueryOptions));
  return Promise.all(first).then(() => undefined);
}

// The admin desk (issue 13): its own lazy part, this module included. The router adds these routes
// on the first navigation under /admin (`patchRoutesOnNavigation` in app/router.tsx), so the
// operator's bundle has none of it. A new admin screen adds its line here and its entry to
// config/admin-nav.ts.
type AdminRoute = Omit<AppRoute, 'access'> & { access: 'admin-guest' | 'admin' };

export const ADMIN_ROUTE_TABLE: readonly AdminRoute[] = [
  {
    path: adminPaths.login.pattern,
    access: 'admin-guest',
    title: 'Iniciar sesión',
    load: () => import('@/features/admin-auth/components/admin-login-page').then((m) => m.AdminLoginPage),
  },
  {
    path: adminPaths.inbox.pattern,
    access: 'admin',
    title: 'Cotizaciones',
    data: prefetchInbox,
    load: () => import('./routes/admin-screens').then((m) => m.InboxPage),
  },
  {
    path: adminPaths.quotation.pattern,
    access: 'admin',
    title: 'Detalle de cotización',
    load: () => import('./routes/admin-screens').then((m) => m.AdminQuotationPage),
  },
  {
    path: adminPaths.users.pattern,
    access: 'admin',
    title: 'Usuarios',
    load: () => import('@/features/admin-accounts/components/users-page').then((m) => m.UsersPage),
  },
  {
    path: adminPaths.companies.pattern,
    access: 'admin',
    title: 'Empresas',
    load: () => import('@/features/admin-accounts/components/companies-page').then((m) => m.CompaniesPage),
  },
  {
    path: adminPaths.clients.pattern,
    access: 'admin',
    title: 'Clientes y marcas',
    load: () => import('@/features/admin-accounts/components/clients-page').then((m) => m.ClientsPage),
  },
  {
    path: adminPaths.channels.pattern,
    access: 'admin',
    title: 'Canales de venta',
    load: () => import('@/features/admin-accounts/components/channels-page').then((m) => m.ChannelsPage),
  },
  {
    path: adminPaths.content.pattern,
    access: 'admin',
    title: 'Contenido',
    load: () => import('@/features/admin-content/components/content-page').then((m) => m.ContentPage),
  },
  {
    path: adminPaths.catalogue.pattern,
    access: 'admin',
    title: 'Productos',
    load: () => import('@/features/admin-catalogue/components/products-page').then((m) => m.ProductsPage),
  },
  {
    path: adminPaths.product.pattern,
    access: 'admin',
    title: 'Producto',
    load: () => import('@/features/admin-catalogue/components/product-editor-page').then((m) => m.ProductEditorPage),
  },
  {
    path: adminPaths.catalogueTaxonomies.pattern,
    access: 'admin',
    title: 'Clasificaciones',
    load: () => import('@/features/admin-catalogue/taxonomies/taxonomies-page').then((m) => m.TaxonomiesPage),
  },
  {
    path: adminPaths.catalogueImport.pattern,
    access: 'admin',
    title: 'Importar catálogo',
    load: () => import('./routes/admin-screens').then((m) => m.CatalogueImportPage),
  },
];

function adminScreensFor(access: AdminRoute['access'], queryClient: QueryClientSource | undefined): RouteObject[] {
  return ADMIN_ROUTE_TABLE.filter((route) => route.access === access).map(({ path, title, load, data }) => ({
    path,
    handle: { title } satisfies RouteHandle,
    lazy: async () => ({ Component: await load() }),
    loader: primingLoader(queryClient, data),
    shouldRevalidate: primeOnNewPath,
  }));
}

/**
 * The admin branch, a sibling of the operator's `Root`; its id lets the router patch it once. The
 * spinner and the error screen come from the router (they are in the entry already): importing them
 * here would make the bundler split them out of the entry into chunks of their own.
 */
export function adminBranch(shell: { fallback: ComponentType; error: ReactNode }, client?: QueryClient): RouteObject {
  const queryClient = client && readyQueryClient(client);
  return {
    id: 'admin',
    lazy: async () => ({ Component: withQueryClient((await import('./admin-root')).AdminRoot, client) }),
    HydrateFallback: shell.fallback,
    errorElement: shell.error,
    children: [
      {
        lazy: async () => ({ Component: (await import('./admin-guest-gate')).AdminGuestGate }),
        children: adminScreensFor('admin-guest', queryClient),
      },
      {
        lazy: async () => ({ Component: (await import('./admin-layout')).AdminLayout }),
        loader: primingLoader(queryClient, prefetchAdminFrame),
        shouldRevalidate: () => false,
        errorElement: shell.error,
        children: adminScreensFor('admin', queryClient),
      },
    ],
  };
}
