import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import type { RouteHandle } from '@/lib/route-title';
import { type Access, AccessGate } from './guards';
import { primeOnNewPath, primingLoader } from './priming-loader';
import type { QueryClientSource } from './query-client-source';
import { Root } from './root';
import type { RouteDataContext } from './route-data';
import { RouteError } from './route-error';
import { withQueryClient } from './with-query-client';

export type AppRoute = {
  path: string;
  access: Access;
  /** Tab title (SPEC §2); also the screen heading. */
  title: string;
  /** Code-split screen: only the screens a user opens are downloaded. */
  load: () => Promise<ComponentType>;
  /**
   * Starts the screen's first queries from its loader, beside the screen's code, and settles when
   * they have (issue 18); loads the module that knows them (`route-data.ts`, or the screen's chunk).
   */
  data?: (context: RouteDataContext) => Promise<void>;
};

// SPEC §2 route table: path, access rule and title of every screen.
export const ROUTE_TABLE: readonly AppRoute[] = [
  {
    path: paths.login.pattern,
    access: 'guest',
    title: 'Iniciar sesión',
    load: () => import('@/features/auth/components/login-page').then((m) => m.LoginPage),
  },
  {
    path: paths.recovery.pattern,
    access: 'guest',
    title: 'Recuperar contraseña',
    load: () => import('@/features/account/components/recovery-page').then((m) => m.RecoveryPage),
  },
  {
    path: paths.resetPassword.pattern,
    access: 'guest',
    title: 'Cambiar contraseña',
    load: () => import('@/features/account/components/reset-password-page').then((m) => m.ResetPasswordPage),
  },
  {
    path: paths.activate.pattern,
    access: 'guest',
    title: 'Activar cuenta',
    load: () => import('@/features/account/components/activate-page').then((m) => m.ActivatePage),
  },
  {
    path: paths.otp.pattern,
    access: 'guest',
    title: 'Validar cuenta',
    load: () => import('@/features/account/components/otp-page').then((m) => m.OtpPage),
  },
  {
    path: paths.conditions.pattern,
    access: 'public',
    title: 'Terminos y condiciones',
    load: () => import('@/features/legal/components/conditions-page').then((m) => m.ConditionsPage),
  },
  {
    path: paths.privacity.pattern,
    access: 'public',
    title: 'Aviso de privacidad',
    load: () => import('@/features/legal/components/privacity-page').then((m) => m.PrivacityPage),
  },
  {
    path: paths.contact.pattern,
    access: 'auth',
    title: 'Contacto',
    load: () => import('@/features/support/components/contact-page').then((m) => m.ContactPage),
  },
  {
    path: paths.help.pattern,
    access: 'auth',
    title: 'Preguntas frecuentes',
    load: () => import('@/features/support/components/help-page').then((m) => m.HelpPage),
  },
  {
    path: paths.home.pattern,
    access: 'auth',
    data: (context) => import('./route-data').then((m) => m.prefetchScreenData('home', context)),
    title: 'Página Principal',
    load: () => import('@/features/home/components/home-page').then((m) => m.HomePage),
  },
  {
    path: paths.catalogue.pattern,
    access: 'auth',
    data: (context) => import('./route-data').then((m) => m.prefetchScreenData('catalogue', context)),
    title: 'Catálogo de Productos',
    load: () => import('@/features/catalogue/components/catalogue-page').then((m) => m.CataloguePage),
  },
  {
    path: paths.quotations.pattern,
    access: 'auth',
    data: (context) => import('./route-data').then((m) => m.prefetchScreenData('quotations', context)),
    title: 'Mis cotizaciones',
    load: () => import('@/features/quotations/components/quotations-page').then((m) => m.QuotationsPage),
  },
  {
    path: paths.product.pattern,
    access: 'auth',
    data: (context) => import('./routes/product-route').then((m) => m.prefetchProductData(context)),
    title: 'Detalle del producto',
    load: () => import('./routes/product-route').then((m) => m.ProductRoute),
  },
  {
    path: paths.profile.pattern,
    access: 'auth',
    title: 'Mi Perfil',
    load: () => import('@/features/profile/components/profile-page').then((m) => m.ProfilePage),
  },
  {
    path: paths.favorites.pattern,
    access: 'auth',
    title: 'Mis Favoritos',
    load: () => import('@/features/favorites/components/favorites-page').then((m) => m.FavoritesPage),
  },
  {
    path: paths.cart.pattern,
    access: 'auth',
    title: 'Carrito de cotizaciones',
    load: () => import('@/features/cart/components/cart-page').then((m) => m.CartPage),
  },
  {
    path: paths.quotation.pattern,
    access: 'auth',
    data: (context) => import('./route-data').then((m) => m.prefetchScreenData('quotation', context)),
    title: 'Detalle de cotización',
    load: () => import('@/features/quotations/components/quotation-page').then((m) => m.QuotationPage),
  },
];

function screensFor(access: Access, queryClient: QueryClientSource | undefined): RouteObject[] {
  return ROUTE_TABLE.filter((route) => route.access === access).map(({ path, title, load, data }) => ({
    path,
    handle: { title } satisfies RouteHandle,
    lazy: async () => ({ Component: await load() }),
    loader: primingLoader(queryClient, data),
    shouldRevalidate: primeOnNewPath,
  }));
}

/** The navigation, footer and the guest header: loaded only for screens that show them. */
function shellLayout(queryClient: QueryClientSource | undefined) {
  return async () => {
    const [{ AppLayout }, client] = await Promise.all([import('./layout/app-layout'), queryClient?.load()]);
    return { Component: withQueryClient(AppLayout, client) };
  };
}

/** The route tree; with a query client, signed-in screens start their first queries in their loaders. */
export function createRoutes(queryClient?: QueryClientSource): RouteObject[] {
  return [
    {
      element: <Root />,
      HydrateFallback: PageLoader,
      errorElement: <RouteError />,
      children: [
        // Guest screens have their own frame (AuthShell) and never load the app navigation.
        { element: <AccessGate access="guest" />, errorElement: <RouteError />, children: screensFor('guest', queryClient) },
        {
          lazy: shellLayout(queryClient),
          // The frame's own data (brand, bell, cart) starts with its code too.
          loader: primingLoader(queryClient, (context) =>
            import('./layout/app-layout').then((m) => m.prefetchShellData(context.queryClient)),
          ),
          // The frame's data is for its first render: moving between its screens does not wait for it.
          shouldRevalidate: () => false,
          children: [
            // One error boundary per area: a failing screen keeps the navigation and footer around it.
            {
              element: <AccessGate access="public" />,
              errorElement: <RouteError />,
              children: screensFor('public', queryClient),
            },
            { element: <AccessGate access="auth" />, errorElement: <RouteError />, children: screensFor('auth', queryClient) },
          ],
        },
        // SPEC §2: any other path redirects to /.
        { path: '*', element: <Navigate to={paths.home.href()} replace /> },
      ],
    },
  ];
}

export const routes: RouteObject[] = createRoutes();

/**
 * The admin desk (issue 13, decision 021) is not in this table: its routes, root, gates and screens
 * are one lazy module (`admin/admin-routes.tsx`) added to the router on the first navigation under
 * /admin, so operator routes load not a byte of it. Until then `/admin…` only matches the catch-all
 * above, whose splat lets React Router ask for more specific routes first. With a query client, the
 * admin frame and inbox start (and wait for) their first data in their loaders too.
 */
export function adminRoutesPatcher(queryClient?: QueryClientSource): PatchRoutesOnNavigationFunction {
  return async ({ path, patch }) => {
    if (path !== '/admin' && !path.startsWith('/admin/')) return;
    const [{ adminBranch }, client] = await Promise.all([import('./admin/admin-routes'), queryClient?.load()]);
    // The branch has an id: patching it again (every /admin navigation with a param) is a no-op.
    patch(null, [adminBranch({ fallback: PageLoader, error: <RouteError /> }, client)]);
  };
}

export function createAppRouter(queryClient?: QueryClientSource) {
  return createBrowserRouter(createRoutes(queryClient), { patchRoutesOnNavigation: adminRoutesPatcher(queryClient) });
}
