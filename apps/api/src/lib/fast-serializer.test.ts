import { productPageResponse } from '@cotizador/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { fastSerializerCompiler } from './fast-serializer.ts';

const card = (id: number, favourite: boolean) => ({
  id,
  name: `Taza térmica «${id}» \\ "acero" \n 500 ml`,
  sku: `TZ-${id}`,
  image: [`/media/taza-${id}.webp`],
  minimum_units: id % 2 === 0 ? null : 50,
  price: id % 3 === 0 ? null : 123.45,
  is_favorite: favourite,
  users_favorite: favourite ? [{ id: 7 }] : [],
  productcolors: [{ id: id * 10, color: { id: 1, name: 'Café', hex: '#6f4e37' } }],
});

describe('fastSerializerCompiler (decision 027)', () => {
  const serialize = fastSerializerCompiler({ schema: productPageResponse });

  it('writes the same JSON as the contract check followed by JSON.stringify', () => {
    const page = {
      data: [card(1, true), card(2, false), card(3, false)],
      current_page: 2,
      last_page: 9,
      from: 25,
      to: 27,
      total: 207,
      per_page: 24,
    };
    expect(serialize(page)).toBe(JSON.stringify(productPageResponse.parse(page)));
    const empty = { data: [], current_page: 3, last_page: 2, from: null, to: null, total: 30, per_page: 24 };
    expect(serialize(empty)).toBe(JSON.stringify(productPageResponse.parse(empty)));
  });

  it('leaves out whatever the contract does not name', () => {
    const leaky = {
      ...{ data: [{ ...card(4, false), search_text: 'secreto', filter_keys: ',t1,' }], current_page: 1, last_page: 1 },
      ...{ from: 1, to: 1, total: 1, per_page: 24, password_hash: 'argon2id$…' },
    };
    const text = serialize(leaky);
    expect(text).not.toContain('secreto');
    expect(text).not.toContain('filter_keys');
    expect(text).not.toContain('password_hash');
    expect(JSON.parse(text)).toEqual(productPageResponse.parse(leaky));
  });

  it('refuses a schema that is not a zod schema', () => {
    expect(() => fastSerializerCompiler({ schema: { type: 'object' } })).toThrow(/zod/);
  });
});
