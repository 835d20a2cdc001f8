import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { adminPaths } from '@/config/admin-paths';
import { paths } from '@/config/paths';
import type { RouteHandle } from '@/lib/route-title';
import { type Access, AccessGate } from './guards';
import { Root } from './root';
import { RouteError } from './route-error';

type AppRoute = {
  path: string;
  access: Access;
  /** Tab title (SPEC §2); also the screen heading. */
  title: string;
  /** Code-split screen: only the screens a user opens are downloaded. */
  load: () => Promise<ComponentType>;
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
    title: 'Página Principal',
    load: () => import('@/features/home/components/home-page').then((m) => m.HomePage),
  },
  {
    path: paths.catalogue.pattern,
    access: 'auth',
    title: 'Catálogo de Productos',
    load: () => import('@/features/catalogue/components/catalogue-page').then((m) => m.CataloguePage),
  },
  {
    path: paths.quotations.pattern,
    access: 'auth',
    title: 'Mis cotizaciones',
    load: () => import('@/features/quotations/components/quotations-page').then((m) => m.QuotationsPage),
  },
  {
    path: paths.product.pattern,
    access: 'auth',
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
    title: 'Detalle de cotización',
    load: () => import('@/features/quotations/components/quotation-page').then((m) => m.QuotationPage),
  },
];

// The admin desk (issue 13): its own lazy part. Only this table and the branch below are in the
// operator's bundle; the admin root, layout, gates and screens load under /admin only. A new admin
// screen adds its line here and its entry to config/admin-nav.ts.
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
    load: () => import('./admin/routes/admin-screens').then((m) => m.InboxPage),
  },
  {
    path: adminPaths.quotation.pattern,
    access: 'admin',
    title: 'Detalle de cotización',
    load: () => import('./admin/routes/admin-screens').then((m) => m.AdminQuotationPage),
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
    path: adminPaths.catalogueImport.pattern,
    access: 'admin',
    title: 'Importar catálogo',
    load: () => import('./admin/routes/admin-screens').then((m) => m.CatalogueImportPage),
  },
];

function screensFor(access: Access): RouteObject[] {
  return ROUTE_TABLE.filter((route) => route.access === access).map(({ path, title, load }) => ({
    path,
    handle: { title } satisfies RouteHandle,
    lazy: async () => ({ Component: await load() }),
  }));
}

/** The navigation, footer and the guest header: loaded only for screens that show them. */
const loadShellLayout = async () => ({
  Component: (await import('./layout/app-layout')).AppLayout,
});

function adminScreensFor(access: AdminRoute['access']): RouteObject[] {
  return ADMIN_ROUTE_TABLE.filter((route) => route.access === access).map(({ path, title, load }) => ({
    path,
    handle: { title } satisfies RouteHandle,
    lazy: async () => ({ Component: await load() }),
  }));
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    HydrateFallback: PageLoader,
    errorElement: <RouteError />,
    children: [
      // Guest screens have their own frame (AuthShell) and never load the app navigation.
      { element: <AccessGate access="guest" />, errorElement: <RouteError />, children: screensFor('guest') },
      {
        lazy: loadShellLayout,
        children: [
          // One error boundary per area: a failing screen keeps the navigation and footer around it.
          { element: <AccessGate access="public" />, errorElement: <RouteError />, children: screensFor('public') },
          { element: <AccessGate access="auth" />, errorElement: <RouteError />, children: screensFor('auth') },
        ],
      },
      // SPEC §2: any other path redirects to /.
      { path: '*', element: <Navigate to={paths.home.href()} replace /> },
    ],
  },
  {
    lazy: async () => ({ Component: (await import('./admin/admin-root')).AdminRoot }),
    HydrateFallback: PageLoader,
    errorElement: <RouteError />,
    children: [
      {
        lazy: async () => ({ Component: (await import('./admin/admin-guest-gate')).AdminGuestGate }),
        children: adminScreensFor('admin-guest'),
      },
      {
        lazy: async () => ({ Component: (await import('./admin/admin-layout')).AdminLayout }),
        errorElement: <RouteError />,
        children: adminScreensFor('admin'),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
