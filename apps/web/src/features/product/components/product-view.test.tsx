import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { makeProductDetail } from '@/components/product-card-fixtures';
import { createQueryClient } from '@/lib/query-client';
import { ProductView, type ProductViewProps } from './product-view';

function renderView(props: Partial<ProductViewProps> = {}) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: <ProductView product={makeProductDetail()} selectedColorId={6} onSelectColor={() => {}} {...props} />,
    },
  ]);
  render(
    <AppProvider queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { user: userEvent.setup() };
}

function figure(label: string): string | null | undefined {
  return screen.getByText(label).nextElementSibling?.textContent;
}

describe('ProductView (composition contract)', () => {
  it('shows the default figures of the smallest sale volume when no figures are given', () => {
    renderView();
    expect(figure('Cajas master')).toBe('1');
    expect(figure('Entrega aproximada')).toBe('11 días');
    // 11.90 / (1 − 10 %) = 13.22
    expect(figure('Precio base por unidad')).toBe('$13.22 MXN');
    expect(figure('Precio total de la cotización')).toBe('-');
  });

  it('renders the given figures and form instead', () => {
    renderView({ figures: <p>Cifras de la cotización</p>, form: <form aria-label="Cotizar" /> });
    expect(screen.getByText('Cifras de la cotización')).toBeInTheDocument();
    expect(screen.queryByText('Cajas master')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Cotizar' })).toBeInTheDocument();
  });

  it('shows the printings whose sale volume holds the units', async () => {
    const { user } = renderView({ units: 600 });
    await user.click(screen.getByRole('tab', { name: 'Inf. de impresión' }));
    const printing = screen.getByRole('tabpanel', { name: 'Inf. de impresión' });
    expect(within(printing).getByText('Tampografía')).toBeInTheDocument();
    expect(within(printing).queryByText('Grabado láser')).not.toBeInTheDocument();
  });

  it("says 'Sin categoría' when the product has none", () => {
    renderView({ product: makeProductDetail({ categories: [] }) });
    expect(screen.getByText('Sin categoría')).toBeInTheDocument();
  });

  it('lets the operator pick a colour', async () => {
    const chosen: number[] = [];
    const { user } = renderView({ onSelectColor: (id) => chosen.push(id) });
    await user.click(screen.getByRole('radio', { name: 'Azul' }));
    expect(chosen).toEqual([7]);
  });
});
