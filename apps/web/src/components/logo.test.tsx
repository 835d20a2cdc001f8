import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BRAND_STORAGE_KEY, useBrandStore } from '@/stores/brand-store';
import { demoAppConfig } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp, storeSession } from '@/testing/render-app';

// The first render downloads (transforms) the lazy screen: allow for a busy machine.
const FIRST_RENDER = { timeout: 5000 };

const marca = { name: 'Marca Demo', logoUrl: '/brands/marca-demo.svg' };

function serveBrand(brand: { name: string; logoUrl: string | null }) {
  mockApi({ 'GET /api/app-config': () => jsonResponse({ ...demoAppConfig, brand }) });
}

afterEach(() => {
  useBrandStore.getState().clear();
});

describe('brand by host (SPEC §1)', () => {
  it('shows the default logo and title when the host has no brand', async () => {
    mockApi();
    renderApp('/login');

    expect(await screen.findAllByRole('img', { name: 'Cotizador' }, FIRST_RENDER)).not.toHaveLength(0);
    for (const logo of screen.getAllByRole('img', { name: 'Cotizador' })) {
      expect(logo).toHaveAttribute('src', '/logo.svg');
    }
    await waitFor(() => expect(document.title).toBe('Iniciar sesión | Cotizador Seller'), FIRST_RENDER);
  });

  it("shows the brand's logo on the login and in the tab title, and remembers it", async () => {
    serveBrand(marca);
    renderApp('/login');

    await waitFor(() => expect(document.title).toBe('Iniciar sesión | Marca Demo Seller'), FIRST_RENDER);
    for (const logo of screen.getAllByRole('img', { name: 'Marca Demo' })) {
      expect(logo).toHaveAttribute('src', '/brands/marca-demo.svg');
    }
    expect(useBrandStore.getState().brand).toEqual(marca);
    expect(JSON.parse(localStorage.getItem(BRAND_STORAGE_KEY) ?? '{}').state.brand).toEqual(marca);
  });

  it('shows the brand seen last at once, before the config answers', async () => {
    useBrandStore.getState().setBrand(marca);
    mockApi({ 'GET /api/app-config': () => new Promise<Response>(() => {}) });
    renderApp('/conditions');

    const header = await screen.findByRole('banner', {}, FIRST_RENDER);
    expect(within(header).getByRole('img', { name: 'Marca Demo' })).toHaveAttribute('src', '/brands/marca-demo.svg');
    await waitFor(() => expect(document.title).toBe('Terminos y condiciones | Marca Demo Seller'), FIRST_RENDER);
  });

  it('replaces a remembered brand with the one of the current host', async () => {
    useBrandStore.getState().setBrand(marca);
    mockApi();
    renderApp('/login');

    await waitFor(() => expect(document.title).toBe('Iniciar sesión | Cotizador Seller'), FIRST_RENDER);
    expect(screen.queryByRole('img', { name: 'Marca Demo' })).not.toBeInTheDocument();
    expect(useBrandStore.getState().brand).toEqual(demoAppConfig.brand);
  });

  it('draws a wordmark for a brand without a logo, in the navigation and the footer', async () => {
    storeSession();
    serveBrand({ name: 'EcoPromo', logoUrl: null });
    renderApp('/help');

    await screen.findByRole('heading', { name: 'Preguntas frecuentes' }, FIRST_RENDER);
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('img', { name: 'EcoPromo' })).toHaveTextContent('EcoPromo Seller');
    expect(within(screen.getByRole('contentinfo')).getByRole('img', { name: 'EcoPromo' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Preguntas frecuentes | EcoPromo Seller'), FIRST_RENDER);
  });
});
