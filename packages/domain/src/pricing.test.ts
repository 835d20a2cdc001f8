import { describe, expect, it } from 'vitest';
import {
  approxDeliveryDays,
  baseFromShownPrice,
  canSubmitQuotation,
  defaultPositions,
  inkText,
  masterBoxes,
  personalizationLabel,
  priceWithIndirectExpenses,
  quotationTotalCents,
  roundHalfUp,
  type SubmitRuleInput,
  saleVolumeForUnits,
  storedUnitPriceCents,
  unitPriceCents,
  unitsInRange,
  unitsRange,
} from './pricing.ts';

describe('unit price (SPEC §9)', () => {
  it.each([
    // base, pct, cost per unit → unit price (centavos)
    [10_000, 20, 350, 12_850], // STYLE.md: 100 / 0.8 + 3.5 = 128.5
    [10_000, 0, 350, 10_350], // zero percentage: divisor 1
    [10_000, null, 350, 10_350], // missing percentage: divisor 1
    [450, 10, 0, 500], // 4.50 / 0.9 = 5.00 exactly
    [1_000, 15, 120, 1_296], // 10 / 0.85 = 11.7647 → 11.76 + 1.20
    [1, 50, 0, 2], // 0.01 / 0.5 = 0.02
    [999, 10, 0, 1_110], // 9.99 / 0.9 = 11.10
  ])('base %i, %s %% , cost %i → %i', (baseCents, percentage, costPerUnitCents, expected) => {
    expect(unitPriceCents({ baseCents, percentage, costPerUnitCents })).toBe(expected);
  });

  it('rounds half up at the centavo', () => {
    expect(roundHalfUp(100.5)).toBe(101);
    expect(roundHalfUp(100.49)).toBe(100);
    expect(roundHalfUp(1.005 * 100)).toBe(101);
    // 0.15 / 0.9 = 0.1666… → 0.17
    expect(priceWithIndirectExpenses(15, 10)).toBe(17);
  });

  it('inverts the shown price back to a base bound', () => {
    expect(baseFromShownPrice(500, 10)).toBe(450);
    expect(baseFromShownPrice(500, null)).toBe(500);
  });
});

describe('master boxes and totals', () => {
  it.each([
    [1001, 500, 3],
    [1000, 500, 2], // exact multiple
    [1, 500, 1],
    [500, 500, 1],
    [501, 500, 2],
  ])('%i units in boxes of %i → %i boxes', (units, perBox, expected) => {
    expect(masterBoxes(units, perBox)).toBe(expected);
  });

  it('has no boxes when the box size is unknown', () => {
    expect(masterBoxes(100, null)).toBeNull();
    expect(masterBoxes(100, 0)).toBeNull();
  });

  it('adds the delivery price per master box', () => {
    // 12.85 × 1001 + 250.00 × 3
    expect(quotationTotalCents({ unitCents: 1_285, units: 1001, baseDeliveryCents: 25_000, maxTotalContainers: 500 })).toBe(
      1_285 * 1001 + 75_000,
    );
    expect(quotationTotalCents({ unitCents: 1_285, units: 1000, baseDeliveryCents: 25_000, maxTotalContainers: 500 })).toBe(
      1_285_000 + 50_000,
    );
    expect(quotationTotalCents({ unitCents: 1_285, units: 10, baseDeliveryCents: null, maxTotalContainers: null })).toBe(12_850);
  });

  it('adds customization and shipping days', () => {
    expect(approxDeliveryDays(7, 3)).toBe(10);
    expect(approxDeliveryDays(null, null)).toBeNull();
  });

  it('sums the historic parts of a stored quotation', () => {
    expect(
      storedUnitPriceCents({
        historic_base_price_cents: 1_000,
        historic_packaging_price_by_container_cents: 25,
        historic_cost_per_impression_cents: 150,
      }),
    ).toBe(1_175);
  });
});

describe('units range (SPEC §5)', () => {
  const volumes = [
    { id: 1, minimum_units: 50, maximum_units: 249 },
    { id: 2, minimum_units: 250, maximum_units: 999 },
    { id: 3, minimum_units: 1000, maximum_units: 5000 },
  ];

  it('runs from the smallest minimum to the largest maximum', () => {
    expect(unitsRange(volumes, null)).toEqual({ min: 50, max: 5000 });
  });

  it('is capped by the colour stock when it has any', () => {
    expect(unitsRange(volumes, 350)).toEqual({ min: 50, max: 350 });
    expect(unitsRange(volumes, 0)).toEqual({ min: 50, max: 5000 });
  });

  it('never goes past the largest sale volume, even with more stock', () => {
    expect(unitsRange(volumes, 36_200)).toEqual({ min: 50, max: 5000 });
  });

  it('is 1..1 without sale volumes', () => {
    expect(unitsRange([], null)).toEqual({ min: 1, max: 1 });
  });

  it.each([
    [49, false],
    [50, true],
    [5000, true],
    [5001, false],
    [50.5, false],
  ])('%s units in range → %s', (units, expected) => {
    expect(unitsInRange(units, { min: 50, max: 5000 })).toBe(expected);
  });

  it('finds the sale volume of the units at each boundary', () => {
    expect(saleVolumeForUnits(volumes, 249)?.id).toBe(1);
    expect(saleVolumeForUnits(volumes, 250)?.id).toBe(2);
    expect(saleVolumeForUnits(volumes, 5000)?.id).toBe(3);
    expect(saleVolumeForUnits(volumes, 5001)).toBeUndefined();
  });
});

describe('personalization texts', () => {
  it.each([
    ['Serigrafía', 'Tintas de impresión'],
    ['TAMPOGRAFIA', 'Tintas de impresión'],
    ['Serigrafia textil', 'Tintas de impresión'],
    ['Grabado láser', 'Medidas mínimas - máximas'],
    ['Bordado', 'Medidas mínimas - máximas'],
    [null, 'Medidas mínimas - máximas'],
  ])('%s → %s', (name, label) => {
    expect(personalizationLabel(name)).toBe(label);
  });

  it.each([
    [1, '1 tinta'],
    [3, '3 tintas'],
    [0, 'No aplica'],
    [null, 'No aplica'],
  ])('ink text of %s is %s', (inks, text) => {
    expect(inkText(inks)).toBe(text);
  });

  it('defaults positions to 0 only for "No aplica"', () => {
    expect(defaultPositions('No aplica')).toBe(0);
    expect(defaultPositions('no aplica')).toBe(0);
    expect(defaultPositions('1 tinta')).toBe(1);
  });
});

describe('action button rule (SPEC §5)', () => {
  const normal: SubmitRuleInput = {
    isSpecialProduct: false,
    isDirectQuote: false,
    colorId: 3,
    units: 100,
    unitsRange: { min: 50, max: 5000 },
    customizationId: 9,
    positions: 1,
    specialQuotation: false,
    requirements: '',
    hasFile: false,
    channelId: null,
    brandId: null,
  };

  it('enables a complete normal quotation', () => {
    expect(canSubmitQuotation(normal)).toBe(true);
  });

  it.each<[string, Partial<SubmitRuleInput>]>([
    ['no colour', { colorId: null }],
    ['units below the minimum', { units: 49 }],
    ['units above the maximum', { units: 5001 }],
    ['no customization', { customizationId: null }],
    ['negative positions', { positions: -1 }],
    ['special without requirements', { specialQuotation: true, requirements: '   ' }],
    ['requirements over 1000 characters', { specialQuotation: true, requirements: 'x'.repeat(1001) }],
  ])('disables it with %s', (_case, change) => {
    expect(canSubmitQuotation({ ...normal, ...change })).toBe(false);
  });

  it('accepts positions 0 and a special flag with requirements', () => {
    expect(canSubmitQuotation({ ...normal, positions: 0 })).toBe(true);
    expect(canSubmitQuotation({ ...normal, specialQuotation: true, requirements: 'Logo a 2 tintas' })).toBe(true);
  });

  it('needs colour, units, requirements and a file for the special product', () => {
    const special: SubmitRuleInput = {
      ...normal,
      isSpecialProduct: true,
      customizationId: null,
      specialQuotation: true,
      requirements: 'Gorras bordadas',
      hasFile: true,
    };
    expect(canSubmitQuotation(special)).toBe(true);
    expect(canSubmitQuotation({ ...special, hasFile: false })).toBe(false);
    expect(canSubmitQuotation({ ...special, requirements: '' })).toBe(false);
    expect(canSubmitQuotation({ ...special, units: null })).toBe(false);
  });

  it('needs a channel and a brand for cpa', () => {
    const cpa = { ...normal, isDirectQuote: true };
    expect(canSubmitQuotation(cpa)).toBe(false);
    expect(canSubmitQuotation({ ...cpa, channelId: 2 })).toBe(false);
    expect(canSubmitQuotation({ ...cpa, channelId: 2, brandId: 5 })).toBe(true);
    expect(canSubmitQuotation({ ...cpa, channelId: 0, brandId: 5 })).toBe(false);
  });
});
