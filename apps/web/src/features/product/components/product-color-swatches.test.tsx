import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { makeProductDetail } from '@/components/product-card-fixtures';
import { createQueryClient } from '@/lib/query-client';
import { ProductColorSwatches } from './product-color-swatches';

function Swatches() {
  const { productcolors } = makeProductDetail();
  const [selected, setSelected] = useState<number | null>(productcolors[0]?.id ?? null);
  return <ProductColorSwatches colors={productcolors} selectedColorId={selected} onSelect={setSelected} />;
}

describe('colour swatches: the radio-group keyboard pattern', () => {
  it('is one tab stop; arrow keys move and choose, wrapping around', async () => {
    render(
      <AppProvider queryClient={createQueryClient()} env="test">
        <Swatches />
      </AppProvider>,
    );
    const user = userEvent.setup();
    const group = screen.getByRole('radiogroup', { name: /Color/ });
    expect(group).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios.length).toBeGreaterThan(1);
    expect(radios.filter((radio) => radio.tabIndex === 0)).toHaveLength(1);

    await user.tab();
    expect(radios[0]).toHaveFocus();
    expect(radios[0]).toHaveAttribute('aria-checked', 'true');

    await user.keyboard('{ArrowRight}');
    expect(radios[1]).toHaveFocus();
    expect(radios[1]).toHaveAttribute('aria-checked', 'true');
    expect(radios[0]).toHaveAttribute('aria-checked', 'false');
    expect(radios[1]).toHaveAttribute('tabindex', '0');
    expect(radios[0]).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    const last = radios[radios.length - 1];
    expect(last).toHaveFocus();
    expect(last).toHaveAttribute('aria-checked', 'true');
  });
});
