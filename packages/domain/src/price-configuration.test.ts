import { describe, expect, it } from 'vitest';
import { type ConfigurationInput, priceConfiguration } from './pricing.ts';

// SPEC §9 through the one pricing function used by the web preview, the cart and the API.
const box = { maxTotalContainers: 500, baseDeliveryCents: 30_000, packagingCents: 1_200, daysShipping: 4 };
const base: ConfigurationInput = {
  units: 1_001,
  saleVolume: { baseCents: 10_000, daysCustomization: 6 },
  costPerUnitCents: 350,
  percentage: 20,
  masterBox: box,
};

describe('priceConfiguration', () => {
  it.each([
    // percentage, expected unit (base / (1 − pct/100) rounded half up + cost per unit)
    [20, 12_850],
    [null, 10_350],
    [0, 10_350],
    [12.5, 11_779], // 10000 / 0.875 = 11428.571… → 11429 + 350
  ])('unit price with %s %% of indirect expenses is %i centavos', (percentage, unitCents) => {
    expect(priceConfiguration({ ...base, percentage }).unitCents).toBe(unitCents);
  });

  it('multiplies the rounded unit price, so unit × units equals the line', () => {
    const price = priceConfiguration({ ...base, percentage: 12.5 });
    expect(price.lineCents).toBe(11_779 * 1_001);
  });

  it.each([
    [500, 1],
    [501, 2],
    [1_000, 2],
    [1_001, 3],
  ])('%i units fill %i master boxes and the total adds their delivery', (units, boxes) => {
    const price = priceConfiguration({ ...base, units });
    expect(price.masterBoxes).toBe(boxes);
    expect(price.shippingCents).toBe(boxes * 30_000);
    expect(price.totalWithDeliveryCents).toBe(price.lineCents + boxes * 30_000);
  });

  it('adds customization and shipping days', () => {
    expect(priceConfiguration(base)).toMatchObject({ daysCustomization: 6, daysShipping: 4, deliveryDays: 10 });
  });

  it('prices nothing without a sale volume and ships nothing without a master box', () => {
    const none = priceConfiguration({ ...base, saleVolume: null });
    expect(none).toMatchObject({ unitCents: 0, lineCents: 0, costPerUnitCents: 0, deliveryDays: 4 });
    const noBox = priceConfiguration({ ...base, masterBox: null });
    expect(noBox).toMatchObject({ masterBoxes: null, shippingCents: 0, packagingCents: 0, deliveryDays: 6 });
    expect(noBox.totalWithDeliveryCents).toBe(noBox.lineCents);
  });
});
