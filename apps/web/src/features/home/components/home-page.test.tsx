import type { HomeData } from '@cotizador/contracts/home';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeProductCard, makeProductFilters, makeProductPage } from '@/components/product-card-fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp, storeSession } from '@/testing/render-app';

const homeData: HomeData = {
  categories: [
    { id: 1, name: 'Bolígrafos', image: '/media/demo/product-types/boligrafos.svg' },
    { id: 2, name: 'Tazas y termos', image: '/media/demo/product-types/tazas.svg' },
  ],
  sliders: [
    {
      id: 1,
      title: 'Regreso a clases',
      description: 'Mochilas y libretas con el logo de tu cliente.',
      image: ['/media/demo/sliders/1-wide.svg'],
      image_mobile: ['/media/demo/sliders/1-mobile.svg'],
      status: true,
      product: { id: 33, productcolors: [] },
    },
    {
      id: 2,
      title: 'Slider inactivo',
      description: null,
      image: ['/media/demo/sliders/2-wide.svg'],
      image_mobile: [],
      status: false,
      product: null,
    },
  ],
  banner: {
    id: 1,
    title: 'Temporada Día de las Madres',
    description: 'Regalos corporativos que enamoran.',
    image: ['/media/demo/banners/home.svg'],
    status: true,
    category_id: 3,
  },
};

function mockHome(data: HomeData = homeData) {
  return mockApi({
    'GET /api/sales-operator/home/data': () => jsonResponse(data),
    'GET /api/sales-operator/products/product-filters': () => jsonResponse({ filters: makeProductFilters() }),
    'GET /api/sales-operator/products/products-by-search-specific': () => jsonResponse(makeProductPage([makeProductCard()])),
  });
}

describe('home page (SPEC §2 Home)', { timeout: 20_000 }, () => {
  it('shows only active sliders, category tiles to the catalogue and the banner to its season', async () => {
    storeSession();
    mockHome();
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Regreso a clases' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Slider inactivo')).not.toBeInTheDocument();

    const categories = screen.getByRole('region', { name: 'Categorías' });
    expect(within(categories).getByRole('link', { name: 'Tazas y termos' })).toHaveAttribute('href', '/catalogue?categoryId=2');

    const banner = screen.getByRole('region', { name: 'Temporada Día de las Madres' });
    expect(within(banner).getByRole('link', { name: 'Ver productos' })).toHaveAttribute('href', '/catalogue?temporalityId=3');

    expect(await screen.findByRole('link', { name: 'Navidad' }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      '/catalogue?temporalityId=11',
    );
    expect(screen.getByRole('link', { name: 'Ver catálogo completo' })).toHaveAttribute('href', '/catalogue');
    expect(screen.getByRole('link', { name: 'Ver preguntas frecuentes' })).toHaveAttribute('href', '/help');
    expect(screen.getByRole('img', { name: 'Tinta Viva' })).toBeInTheDocument();
  });

  it('hides a banner whose status is false', async () => {
    storeSession();
    mockHome({ ...homeData, banner: { ...homeData.banner, status: false } as HomeData['banner'] });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Regreso a clases' }, { timeout: 10_000 });
    expect(screen.queryByText('Temporada Día de las Madres')).not.toBeInTheDocument();
  });

  it("says there is no stock for a slider's product without colours, else opens it", async () => {
    storeSession();
    mockHome({
      ...homeData,
      sliders: [
        ...homeData.sliders,
        {
          id: 3,
          title: 'Día del Padre',
          description: null,
          image: ['/media/demo/sliders/3-wide.svg'],
          image_mobile: [],
          status: true,
          product: { id: 19, productcolors: [{ id: 1, color: { id: 1, name: 'Negro', hex: '#000000' }, images: [], stock: 5 }] },
        },
      ],
    });
    const { user, router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Regreso a clases' }, { timeout: 10_000 });

    const [first] = screen.getAllByRole('button', { name: 'Ver producto' });
    await user.click(first as HTMLElement);
    expect(await screen.findByText('Lo sentimos, por el momento no contamos con stock para este producto')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');

    await user.click(screen.getByRole('button', { name: 'Ver promoción 2: Día del Padre' }));
    // Only the slide on screen is reachable.
    const [visible] = screen.getAllByRole('button', { name: 'Ver producto' });
    await user.click(visible as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/19'), { timeout: 10_000 });
  });

  it('scrolls the category row by 100 px', async () => {
    storeSession();
    mockHome();
    const { user } = renderApp('/');
    const categories = await screen.findByRole('region', { name: 'Categorías' }, { timeout: 10_000 });
    const row = within(categories).getByRole('list');
    const scrollBy = vi.fn();
    row.scrollBy = scrollBy as unknown as typeof row.scrollBy;
    await user.click(screen.getByRole('button', { name: 'Desplazar categorías a la derecha' }));
    await user.click(screen.getByRole('button', { name: 'Desplazar categorías a la izquierda' }));
    expect(scrollBy.mock.calls).toEqual([[{ left: 100, behavior: 'smooth' }], [{ left: -100, behavior: 'smooth' }]]);
  });
});
