import { describe, expect, it } from 'vitest';
import { type ConfigurationInput, priceConfiguration, revisionFinalPriceCents } from './pricing.ts';

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

describe('revisionFinalPriceCents', () => {
  it('is the stored unit price (base + packaging + impression) times the units', () => {
    const revision = {
      units: 250,
      historic_base_price_cents: 4_590,
      historic_packaging_price_by_container_cents: 35,
      historic_cost_per_impression_cents: 1_200,
    };
    expect(revisionFinalPriceCents(revision)).toBe(5_825 * 250);
    expect(revisionFinalPriceCents({ ...revision, units: 1 })).toBe(5_825);
  });
});
