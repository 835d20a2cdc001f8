import { pesosToCents, revisionFinalPriceCents } from '@cotizador/domain/pricing';
import { describe, expect, it } from 'vitest';
import { previewFinalPrice } from './price-preview';

// The 'Precio final' preview must be what the server stores: the same domain function.
const cases = [
  { units: 300, base: 184.78, packaging: 0, impression: 6.4, expected: 57_354 },
  { units: 1, base: 0.01, packaging: 0, impression: 0, expected: 0.01 },
  { units: 150, base: 45.5, packaging: 2.35, impression: 10, expected: 150 * 57.85 },
  { units: 1000, base: 5.555, packaging: 0.333, impression: 0.111, expected: null },
  { units: 7, base: 33.33, packaging: 0.67, impression: 1.01, expected: 7 * 35.01 },
  { units: 2500, base: 12.99, packaging: 1.5, impression: 3.75, expected: 2500 * 18.24 },
  { units: 10_000_000, base: 0, packaging: 0, impression: 0, expected: 0 },
];

describe('price revision preview', () => {
  it.each(cases)(
    'units $units, base $base, packaging $packaging, impression $impression',
    ({ units, base, packaging, impression, expected }) => {
      const preview = previewFinalPrice({
        units,
        number_of_positions: 1,
        historic_base_price: base,
        historic_packaging_price_by_container: packaging,
        historic_cost_per_impression: impression,
      });
      const server =
        revisionFinalPriceCents({
          units,
          historic_base_price_cents: pesosToCents(base),
          historic_packaging_price_by_container_cents: pesosToCents(packaging),
          historic_cost_per_impression_cents: pesosToCents(impression),
        }) / 100;
      expect(preview).toBe(server);
      if (expected !== null) expect(preview).toBeCloseTo(expected, 2);
    },
  );

  it('shows nothing while a figure is missing or invalid', () => {
    const valid = {
      units: 10,
      number_of_positions: 1,
      historic_base_price: 1,
      historic_packaging_price_by_container: 1,
      historic_cost_per_impression: 1,
    };
    expect(previewFinalPrice(valid)).toBe(30);
    expect(previewFinalPrice({ ...valid, units: '' })).toBeNull();
    expect(previewFinalPrice({ ...valid, units: 0 })).toBeNull();
    expect(previewFinalPrice({ ...valid, units: 2.5 })).toBeNull();
    expect(previewFinalPrice({ ...valid, historic_base_price: -1 })).toBeNull();
    expect(previewFinalPrice({ ...valid, historic_cost_per_impression: '' })).toBeNull();
  });
});
