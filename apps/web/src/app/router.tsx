import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type LoaderFunction,
  Navigate,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import type { RouteHandle } from '@/lib/route-title';
import { type Access, AccessGate } from './guards';
import { Root } from './root';
import type { RouteDataContext } from './route-data';
import { RouteError } from './route-error';

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

/**
 * How long a navigation waits for the screen's first data. Within it, the screen's first render
 * already has its data: one render, one commit and one layout, instead of a skeleton and then the
 * content re-rendered synchronously as each answer arrives (query results reach React through
 * `useSyncExternalStore`, which is never time-sliced; issue 18: total blocking time on a phone).
 * Past it (a slow network), the screen opens with its skeletons and the data fills them in.
 */
export const FIRST_DATA_WAIT_MS = 2500;

/** Settles with `promise`, or after `ms` at the latest (the timer is cleared either way). */
function within(promise: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

/**
 * A loader that starts the route's queries (issue 18: the data in parallel with the screen's code,
 * not after it rendered) and waits for them up to `FIRST_DATA_WAIT_MS`. It never fails the
 * navigation: a failed query is the screen's to show. Without a query client (tests of the route
 * table alone) there is nothing to prime.
 */
export function primingLoader(
  queryClient: QueryClient | undefined,
  prime: ((context: RouteDataContext) => Promise<void>) | undefined,
): LoaderFunction | undefined {
  if (!queryClient || !prime) return undefined;
  return async ({ params, request }) => {
    if (codeStillDownloading(request.url)) return null;
    const primed = prime({ queryClient, params, url: new URL(request.url) }).catch(() => undefined);
    await within(primed, FIRST_DATA_WAIT_MS);
    return null;
  };
}

/**
 * A priming loader is for a screen's first render: a change of the URL's query alone (filters and
 * paging the screen writes there) does not run it again (the screen's own queries answer it, with
 * the rows on screen meanwhile, and the URL follows each change at once); another path (another
 * product or quotation) does.
 */
export const primeOnNewPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname;

/**
 * On a first visit with nothing cached, the page's code still queues on HTTP/1.1's six connections
 * when the first loaders run; requests for data there only delay the code (the screens ask for their
 * data when they render). Measured: the cold screens lost 300–600 ms of first paint with the early
 * requests, the cached ones gained. Known from the entry script's transfer size (0 from the cache);
 * unknown (no timing entry, as in tests) counts as cached.
 */
function codeStillDownloading(url: string): boolean {
  // Decided once, for the loaders of the first navigation (the frame's and the screen's).
  if (!firstNavigation) {
    const src = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;
    const timing = src ? (performance.getEntriesByName(src)[0] as PerformanceResourceTiming | undefined) : undefined;
    firstNavigation = { url, downloading: (timing?.transferSize ?? 0) > 0 };
  }
  return firstNavigation.url === url && firstNavigation.downloading;
}
let firstNavigation: { url: string; downloading: boolean } | undefined;

function screensFor(access: Access, queryClient: QueryClient | undefined): RouteObject[] {
  return ROUTE_TABLE.filter((route) => route.access === access).map(({ path, title, load, data }) => ({
    path,
    handle: { title } satisfies RouteHandle,
    lazy: async () => ({ Component: await load() }),
    loader: primingLoader(queryClient, data),
    shouldRevalidate: primeOnNewPath,
  }));
}

/** The navigation, footer and the guest header: loaded only for screens that show them. */
const loadShellLayout = async () => ({
  Component: (await import('./layout/app-layout')).AppLayout,
});

/** The route tree; with a query client, signed-in screens start their first queries in their loaders. */
export function createRoutes(queryClient?: QueryClient): RouteObject[] {
  return [
    {
      element: <Root />,
      HydrateFallback: PageLoader,
      errorElement: <RouteError />,
      children: [
        // Guest screens have their own frame (AuthShell) and never load the app navigation.
        { element: <AccessGate access="guest" />, errorElement: <RouteError />, children: screensFor('guest', queryClient) },
        {
          lazy: loadShellLayout,
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
export function adminRoutesPatcher(queryClient?: QueryClient): PatchRoutesOnNavigationFunction {
  return async ({ path, patch }) => {
    if (path !== '/admin' && !path.startsWith('/admin/')) return;
    const { adminBranch } = await import('./admin/admin-routes');
    // The branch has an id: patching it again (every /admin navigation with a param) is a no-op.
    patch(null, [adminBranch({ fallback: PageLoader, error: <RouteError /> }, queryClient)]);
  };
}

export function createAppRouter(queryClient?: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient), { patchRoutesOnNavigation: adminRoutesPatcher(queryClient) });
}
