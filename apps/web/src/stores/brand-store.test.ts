import { afterEach, describe, expect, it } from 'vitest';
import { BRAND_STORAGE_KEY, useBrandStore } from './brand-store';

const marca = { name: 'Marca Demo', logoUrl: '/brands/marca-demo.svg' };

function storedBrand(): unknown {
  return JSON.parse(localStorage.getItem(BRAND_STORAGE_KEY) ?? 'null');
}

afterEach(() => {
  useBrandStore.getState().clear();
});

describe('brand store (cotizador.brand)', () => {
  it('starts without a brand', () => {
    expect(useBrandStore.getState().brand).toBeNull();
  });

  it('keeps the brand in local storage under cotizador.brand', () => {
    useBrandStore.getState().setBrand(marca);

    expect(useBrandStore.getState().brand).toEqual(marca);
    expect(storedBrand()).toEqual({ state: { brand: marca }, version: 1 });
  });

  it('restores the brand seen last on the next visit', async () => {
    localStorage.setItem(BRAND_STORAGE_KEY, JSON.stringify({ state: { brand: marca }, version: 1 }));

    await useBrandStore.persist.rehydrate();

    expect(useBrandStore.getState().brand).toEqual(marca);
  });

  it('keeps a brand without a logo', async () => {
    localStorage.setItem(
      BRAND_STORAGE_KEY,
      JSON.stringify({ state: { brand: { name: 'EcoPromo', logoUrl: null } }, version: 1 }),
    );

    await useBrandStore.persist.rehydrate();

    expect(useBrandStore.getState().brand).toEqual({ name: 'EcoPromo', logoUrl: null });
  });

  it.each([
    ['a brand without a name', { state: { brand: { name: '', logoUrl: '/x.svg' } }, version: 1 }],
    ['a logo that is not text', { state: { brand: { name: 'Marca', logoUrl: 42 } }, version: 1 }],
    ['an unrelated value', { state: 'marca', version: 1 }],
  ])('ignores %s in storage', async (_case, value) => {
    localStorage.setItem(BRAND_STORAGE_KEY, JSON.stringify(value));

    await useBrandStore.persist.rehydrate();

    expect(useBrandStore.getState().brand).toBeNull();
  });

  it('forgets the brand on clear', () => {
    useBrandStore.getState().setBrand(marca);
    useBrandStore.getState().clear();

    expect(useBrandStore.getState().brand).toBeNull();
    expect(localStorage.getItem(BRAND_STORAGE_KEY)).toBeNull();
  });
});
