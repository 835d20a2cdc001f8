import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProductCard } from '@/components/product-card-fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp, storeSession } from '@/testing/render-app';

describe('favourites page (SPEC §2 Favourites)', { timeout: 20_000 }, () => {
  it("lists 'Mis favoritos' and 'Vistos recientemente' as product cards", async () => {
    storeSession();
    mockApi({
      'GET /api/sales-operator/favorite-products/all': () =>
        jsonResponse({
          favorite_products: [
            makeProductCard({ id: 3, name: 'Taza Térmica Mágica', is_favorite: true, users_favorite: [{ id: 1 }] }),
          ],
        }),
      'GET /api/sales-operator/product-views/all': () =>
        jsonResponse({
          products_views: [
            makeProductCard({ id: 3, name: 'Taza Térmica Mágica', is_favorite: true }),
            makeProductCard({ id: 9, name: 'Gorra Trucker', minimum_units: 50, price: 32.5 }),
          ],
        }),
    });
    renderApp('/favorites');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis Favoritos' }, { timeout: 10_000 })).toBeInTheDocument();

    const favorites = await screen.findByRole('region', { name: /Mis favoritos/ });
    expect(await within(favorites).findByRole('link', { name: 'Taza Térmica Mágica' }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      '/products/3',
    );
    expect(within(favorites).getByRole('button', { name: 'Quitar Taza Térmica Mágica de favoritos' })).toBeInTheDocument();

    const views = screen.getByRole('region', { name: /Vistos recientemente/ });
    expect(await within(views).findByRole('link', { name: 'Gorra Trucker' })).toHaveAttribute('href', '/products/9');
    expect(within(views).getByText('Mínimo 50 pzas')).toBeInTheDocument();
    expect(within(views).getByText('Desde $32.50 MXN')).toBeInTheDocument();
  });

  it('explains empty lists', async () => {
    storeSession();
    mockApi({
      'GET /api/sales-operator/favorite-products/all': () => jsonResponse({ favorite_products: [] }),
      'GET /api/sales-operator/product-views/all': () => jsonResponse({ products_views: [] }),
    });
    renderApp('/favorites');
    expect(await screen.findByText('Aún no tienes productos favoritos', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Todavía no has visto productos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explorar el catálogo' })).toHaveAttribute('href', '/catalogue');
  });
});
