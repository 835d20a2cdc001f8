import { SESSION_EXPIRED_MESSAGE } from '@cotizador/domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartItem } from '@/features/cart/testing/cart-fixtures';
import { useNotificationsStore } from '@/features/notifications/stores/notifications-store';
import { useCartCacheStore } from '@/stores/cart-cache-store';
import { SESSION_STORAGE_KEY, useSessionStore } from '@/stores/session-store';
import { cpaCompany, demoInfo, demoUser } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp, storeSession } from '@/testing/render-app';

async function openHome() {
  const app = renderApp('/');
  await screen.findByRole('heading', { name: 'Página Principal' });
  return app;
}

describe('session at start (SPEC §4)', () => {
  it('replaces the stored user with the one from info-by-token', async () => {
    storeSession('token-valido', { ...demoInfo, user: { ...demoUser, name: 'Nombre viejo' } });
    const { requests } = mockApi();
    await openHome();

    expect(await screen.findByRole('button', { name: /Ana Martínez/ })).toBeInTheDocument();
    const info = requests.find((request) => request.path === '/api/auth/info-by-token');
    expect(info?.headers.get('Authorization')).toBe('Bearer token-valido');
  });

  it('ends an expired session: toast, session cleared, login page', async () => {
    storeSession('token-falso');
    mockApi({
      'GET /api/auth/info-by-token': () => jsonResponse({ message: SESSION_EXPIRED_MESSAGE }, 401),
      'GET /api/sales-operator/cart': () => jsonResponse({ message: SESSION_EXPIRED_MESSAGE }, 401),
    });
    const { router } = renderApp('/quotations');

    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(await screen.findAllByText(SESSION_EXPIRED_MESSAGE)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/login');
    expect(useSessionStore.getState().token).toBeNull();
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').state.token).toBeNull();
  });
});

describe('top navigation (SPEC §2)', () => {
  it('shows the main links, the bell, the cart with its count and the user menu', async () => {
    storeSession();
    mockApi({
      'GET /api/sales-operator/cart': () => jsonResponse({ multi_quotation: [{ id: 1 }, { id: 2 }] }),
    });
    const { user } = await openHome();

    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Catálogo' })).toHaveAttribute('href', '/catalogue');
    expect(within(nav).getByRole('link', { name: 'Mis cotizaciones' })).toHaveAttribute('href', '/quotations');
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');

    expect(await screen.findByRole('link', { name: 'Carrito de cotizaciones: 2' })).toHaveAttribute('href', '/cart');
    expect(useCartCacheStore.getState().items).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: /Ana Martínez/ }));
    expect(await screen.findByRole('menuitem', { name: 'Mi perfil' })).toHaveAttribute('href', '/my-profile');
    expect(screen.getByRole('menuitem', { name: 'Mis favoritos' })).toHaveAttribute('href', '/favorites');
    expect(screen.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });

  it('hides the cart for company cpa and does not ask for it', async () => {
    const cpaInfo = { ...demoInfo, company: cpaCompany };
    storeSession('token-cpa', cpaInfo);
    const { requests } = mockApi({ 'GET /api/auth/info-by-token': () => jsonResponse(cpaInfo) });
    await openHome();

    expect(screen.getByRole('button', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Carrito de cotizaciones/ })).not.toBeInTheDocument();
    expect(requests.some((request) => request.path.startsWith('/api/sales-operator/cart'))).toBe(false);
  });

  it('lists no notifications, and marks new ones with a bullet until the bell is opened', async () => {
    storeSession();
    mockApi();
    const { user } = await openHome();

    await user.click(screen.getByRole('button', { name: 'Notificaciones' }));
    expect(await screen.findByText('No tienes notificaciones')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    useNotificationsStore.getState().add({ type: 'STATUS_QUOTATION', data: { id: 42 } });
    expect(await screen.findByText('Tienes notificaciones nuevas')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Notificaciones/ }));
    expect(await screen.findByRole('menuitem', { name: 'El estatus de la cotización 42 ha cambiado' })).toHaveAttribute(
      'href',
      '/quotation/42',
    );
    expect(screen.queryByText('Tienes notificaciones nuevas')).not.toBeInTheDocument();
  });

  it('offers the same entries in the phone menu', async () => {
    storeSession();
    mockApi();
    const { user } = await openHome();

    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const drawer = await screen.findByRole('dialog');
    for (const name of ['Inicio', 'Catálogo', 'Mis cotizaciones', 'Mi perfil', 'Mis favoritos']) {
      expect(within(drawer).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(drawer).getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();

    await user.click(within(drawer).getByRole('link', { name: 'Catálogo' }));
    expect(await screen.findByRole('heading', { name: 'Catálogo de Productos' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the footer with social links and the legal and contact links', async () => {
    storeSession();
    mockApi();
    await openHome();

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', '/contact');
    expect(within(footer).getByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute('href', '/privacity');
    expect(within(footer).getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute('href', '/conditions');
    expect(await within(footer).findByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://facebook.com/demo');
    expect(within(footer).getByRole('link', { name: 'Instagram' })).toHaveAttribute('target', '_blank');
    expect(within(footer).getByRole('link', { name: 'LinkedIn' })).toBeInTheDocument();
  });
});

describe('logout (SPEC §4)', () => {
  it.each([
    ['succeeds', () => jsonResponse({ message: 'ok' })],
    ['fails', () => jsonResponse({ message: 'Error' }, 500)],
  ])('ends the session and goes to /login when sign-out %s', async (_case, signOut) => {
    storeSession('token-valido');
    useCartCacheStore.getState().setItems([cartItem({ id: 9 })]);
    const { requests } = mockApi({ 'POST /api/auth/sign-out-by-token': signOut });
    const { user, router } = await openHome();

    await user.click(screen.getByRole('button', { name: /Ana Martínez/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cerrar sesión' }));

    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null, company: null });
    expect(localStorage.getItem('cotizador.cart')).toBeNull();
    const signOutRequest = requests.find((request) => request.path === '/api/auth/sign-out-by-token');
    expect(signOutRequest?.method).toBe('POST');
    expect(signOutRequest?.headers.get('Authorization')).toBe('Bearer token-valido');
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });
});
