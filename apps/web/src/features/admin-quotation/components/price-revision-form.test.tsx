import type { AdminQuotationDetail, PriceRevisionBody } from '@cotizador/contracts/admin-quotations';
import { formatMoney } from '@cotizador/domain/format';
import { pesosToCents, revisionFinalPriceCents } from '@cotizador/domain/pricing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';
import { PriceRevisionForm } from './price-revision-form';

// Only what the form reads of a quotation (its units, positions and newest price).
const quotation = {
  id: 41,
  units: 300,
  number_of_positions: 1,
  historic_prices: [],
} as unknown as AdminQuotationDetail;

describe('price revision form', () => {
  it('previews Precio final with the domain function and saves the typed figures', async () => {
    const onSave = vi.fn(async (_body: PriceRevisionBody) => undefined);
    const user = userEvent.setup();
    render(
      <AppProvider queryClient={createQueryClient()} env="test">
        <PriceRevisionForm quotation={quotation} onSave={onSave} />
      </AppProvider>,
    );
    const save = screen.getByRole('button', { name: 'Guardar precio' });
    expect(screen.getByTestId('price-preview')).toHaveTextContent('—');
    expect(save).toBeDisabled();

    await user.clear(screen.getByLabelText('Unidades'));
    await user.type(screen.getByLabelText('Unidades'), '250');
    await user.type(screen.getByLabelText('Precio base'), '12.99');
    await user.type(screen.getByLabelText('Empaque por contenedor'), '1.5');
    await user.type(screen.getByLabelText('Costo por impresión'), '3.75');

    const expected =
      revisionFinalPriceCents({
        units: 250,
        historic_base_price_cents: pesosToCents(12.99),
        historic_packaging_price_by_container_cents: pesosToCents(1.5),
        historic_cost_per_impression_cents: pesosToCents(3.75),
      }) / 100;
    expect(screen.getByTestId('price-preview')).toHaveTextContent(`${formatMoney(expected)} MXN`);

    await user.click(save);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      units: 250,
      number_of_positions: 1,
      historic_base_price: 12.99,
      historic_packaging_price_by_container: 1.5,
      historic_cost_per_impression: 3.75,
    });
  }, 30_000);
});
