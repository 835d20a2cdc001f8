import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderApp, storeSession } from '@/testing/render-app';
import { ROUTE_TABLE } from './router';

describe('route table (SPEC §2)', () => {
  it('holds the 17 routes with their access rule and title', () => {
    expect(ROUTE_TABLE.map(({ path, access, title }) => [path, access, title])).toEqual([
      ['/login', 'guest', 'Iniciar sesión'],
      ['/recovery', 'guest', 'Recuperar contraseña'],
      ['/reset-password/:email/:otp', 'guest', 'Cambiar contraseña'],
      ['/activate', 'guest', 'Activar cuenta'],
      ['/otp/:email', 'guest', 'Validar cuenta'],
      ['/conditions', 'public', 'Terminos y condiciones'],
      ['/privacity', 'public', 'Aviso de privacidad'],
      ['/contact', 'auth', 'Contacto'],
      ['/help', 'auth', 'Preguntas frecuentes'],
      ['/', 'auth', 'Página Principal'],
      ['/catalogue/:categoryId?', 'auth', 'Catálogo de Productos'],
      ['/quotations', 'auth', 'Mis cotizaciones'],
      ['/products/:id', 'auth', 'Detalle del producto'],
      ['/my-profile', 'auth', 'Mi Perfil'],
      ['/favorites', 'auth', 'Mis Favoritos'],
      ['/cart', 'auth', 'Carrito de cotizaciones'],
      ['/quotation/:id', 'auth', 'Detalle de cotización'],
    ]);
  });
});

describe('guards', () => {
  it('sends a guest at a signed-in screen to /login', async () => {
    mockApi();
    const { router } = renderApp('/cart');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(document.title).toBe('Iniciar sesión | Cotizador Seller'));
  });

  it('sends a signed-in user at /login to /', async () => {
    storeSession();
    mockApi();
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Página Principal' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['/activate', 'Activar cuenta'],
    ['/recovery', 'Recuperar contraseña'],
    ['/otp/vendedor%40demo.mx', 'Validar cuenta'],
    ['/reset-password/vendedor%40demo.mx/123456', 'Cambiar contraseña'],
  ])('lets a guest open %s', async (path, heading) => {
    mockApi();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${heading} | Cotizador Seller`));
  });

  it('lets a signed-in user open /quotation/5, titled "Detalle de cotización" (its heading is "Solicitud 5")', async () => {
    storeSession();
    mockApi();
    renderApp('/quotation/5');
    expect(await screen.findByRole('link', { name: 'Volver a mis cotizaciones' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Detalle de cotización | Cotizador Seller'));
  });

  it.each([
    ['/catalogue', 'Catálogo de Productos'],
    ['/catalogue/4', 'Catálogo de Productos'],
    ['/products/12', 'Detalle del producto'],
    ['/quotations', 'Mis cotizaciones'],
    ['/my-profile', 'Mi Perfil'],
    ['/favorites', 'Mis Favoritos'],
    ['/cart', 'Carrito de cotizaciones'],
    ['/contact', 'Contacto'],
    ['/help', 'Preguntas frecuentes'],
  ])('lets a signed-in user open %s', async (path, heading) => {
    storeSession();
    mockApi();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${heading} | Cotizador Seller`));
  });

  it('opens the public pages to a guest, with the guest header', async () => {
    mockApi();
    renderApp('/conditions');
    expect(await screen.findByRole('heading', { name: 'Terminos y condiciones' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ingresar' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('navigation', { name: 'Principal' })).not.toBeInTheDocument();
  });

  it('opens the public pages to a signed-in user, with the navigation', async () => {
    storeSession();
    mockApi();
    renderApp('/privacity');
    expect(await screen.findByRole('heading', { name: 'Aviso de privacidad' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
  });

  it('redirects any other path to / (and a guest on to /login)', async () => {
    storeSession();
    mockApi();
    const signedIn = renderApp('/no-existe/para-nada');
    expect(await screen.findByRole('heading', { name: 'Página Principal' })).toBeInTheDocument();
    expect(signedIn.router.state.location.pathname).toBe('/');
  });

  it('treats a stored token without a user as a guest', async () => {
    mockApi({ 'GET /api/auth/info-by-token': () => new Promise<Response>(() => {}) });
    localStorage.setItem('cotizador.session', JSON.stringify({ state: { token: 'x', user: null }, version: 1 }));
    const { router } = renderApp('/favorites');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
