import { errorResponse } from '@cotizador/contracts/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../../test/contract.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/helpers.ts';

// Malformed input of every kind is a Spanish 4xx in the one error shape, never a 500 (issue: security probe).

const SPANISH = /[áéíóúñ¿¡]|\b(el|la|los|las|no|de|es)\b/i;

describe('malformed input', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await signIn(t.app, 'vendedor@demo.mx');
  });
  afterAll(async () => {
    await t.close();
  });

  function expectSpanish4xx(response: Awaited<ReturnType<TestApp['app']['inject']>>, status?: number) {
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
    if (status) expect(response.statusCode, response.body).toBe(status);
    const body = expectContract(response, errorResponse);
    expect(body.message).toMatch(SPANISH);
    expect(JSON.stringify(body)).not.toMatch(/FST_|int fuera|se esperaba|Unexpected|boundary/);
    return body;
  }

  it('refuses multipart without a boundary and truncated multipart', async () => {
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/sales-operator/cart/add',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    expectSpanish4xx(noBoundary, 400);

    const truncated = await t.app.inject({
      method: 'POST',
      url: '/api/sales-operator/cart/add',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=XYZ' },
      payload: '--XYZ\r\nContent-Disposition: form-data; name="product_id"\r\n\r\n1',
    });
    expectSpanish4xx(truncated, 400);

    const avatar = await t.app.inject({
      method: 'POST',
      url: '/api/auth/modify-image-profile',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=XYZ' },
      payload:
        '--XYZ\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    });
    expectSpanish4xx(avatar, 400);
  });

  it('refuses deeply nested JSON values', async () => {
    const nested = `${'['.repeat(20_000)}1${']'.repeat(20_000)}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sales-operator/cart/add',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: `{"special_quotation":"0","product_id":${nested},"product_color_id":1,"units":10}`,
    });
    expectSpanish4xx(response);
    const shallow = await t.app.inject({
      method: 'POST',
      url: '/api/sales-operator/cart/add',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ special_quotation: '0', product_id: { a: [1] }, product_color_id: 1, units: 10 }),
    });
    expectSpanish4xx(shallow, 422);
  });

  it('refuses NUL bytes in text fields, bodies, queries and multipart alike', async () => {
    const data = await t.app.inject({
      method: 'POST',
      url: '/api/auth/modify-user-data',
      headers: bearer(token),
      payload: { name: 'Ana\u0000', last_name: 'Pérez' },
    });
    expect(expectSpanish4xx(data, 422).errors).toEqual({ name: ['El texto contiene caracteres no permitidos.'] });

    const search = await t.app.inject({
      method: 'GET',
      url: '/api/sales-operator/products/products-by-search-specific?search=taza%00',
      headers: bearer(token),
    });
    expectSpanish4xx(search, 422);

    const boundary = 'NULBOUNDARY';
    const payload = [
      ['special_quotation', '0'],
      ['product_id', '1'],
      ['product_color_id', '1'],
      ['units', '10'],
      ['additional_requirements', 'rojo\u0000'],
    ]
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('');
    const requirements = await t.app.inject({
      method: 'POST',
      url: '/api/sales-operator/cart/add',
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${payload}--${boundary}--\r\n`,
    });
    expect(expectSpanish4xx(requirements, 422).errors?.additional_requirements).toEqual([
      'El texto contiene caracteres no permitidos.',
    ]);

    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/common/quotations/1/create-message-quotation',
      headers: bearer(token),
      payload: { message: 'hola\u0000' },
    });
    expectSpanish4xx(chat, 422);
  });

  it('refuses ids above the integer limit with a Spanish message', async () => {
    for (const url of [
      '/api/sales-operator/quotations/2147483648/data',
      '/api/sales-operator/quotations/99999999999999999999999/data',
      '/api/files/2147483648/download?expires=1&signature=abcdefghijkl',
      '/api/sales-operator/products/product-by-id-and-sales-operator/99999999999',
    ]) {
      expectSpanish4xx(await t.app.inject({ method: 'GET', url, headers: bearer(token) }), 422);
    }
    const del = await t.app.inject({
      method: 'POST',
      url: '/api/sales-operator/cart/delete',
      headers: bearer(token),
      payload: { quotation_id: 2 ** 31 },
    });
    expectSpanish4xx(del, 422);
    const edit = await t.app.inject({
      method: 'POST',
      url: '/api/sales-operator/cart/edit/99999999999999999999',
      headers: bearer(token),
      payload: {},
    });
    expectSpanish4xx(edit, 422);
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/sales-operator/cart/add',
      headers: bearer(token),
      payload: { special_quotation: '0', product_id: '2147483648', product_color_id: '1', units: '10' },
    });
    expect(expectSpanish4xx(add, 422).errors?.product_id).toBeDefined();
    // The largest valid id is simply not found.
    const largest = await t.app.inject({
      method: 'GET',
      url: '/api/sales-operator/quotations/2147483647/data',
      headers: bearer(token),
    });
    expectSpanish4xx(largest, 404);
  });

  it('answers the framework refusals in Spanish', async () => {
    const longParam = await t.app.inject({
      method: 'GET',
      url: `/api/sales-operator/quotations/${'1'.repeat(200)}/data`,
      headers: bearer(token),
    });
    expectSpanish4xx(longParam);

    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in-sales-operator',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expectSpanish4xx(badJson, 400);

    const media = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in-sales-operator',
      headers: { 'content-type': 'application/x-nada' },
      payload: 'x',
    });
    expectSpanish4xx(media, 415);

    const tooLarge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in-sales-operator',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a'.repeat(2 * 1024 * 1024) }),
    });
    expectSpanish4xx(tooLarge, 413);

    const zodInternal = await t.app.inject({
      method: 'GET',
      url: '/api/sales-operator/quotations/all-my-quotations-created?page=99999999999999999999',
      headers: bearer(token),
    });
    expectSpanish4xx(zodInternal, 422);

    // Node's HTTP parser refuses a URL or headers over 16 KB before any route: Spanish JSON too.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    for (const [url, headers] of [
      [`/api/health?${'a'.repeat(20_000)}`, {}],
      ['/api/health', { 'x-largo': 'b'.repeat(20_000) }],
    ] as const) {
      const raw = await fetch(`http://127.0.0.1:${port}${url}`, { headers });
      expect(raw.status).toBe(431);
      expect(await raw.json()).toEqual({
        message: 'Los encabezados de la solicitud son demasiado grandes.',
        code: 'BAD_REQUEST',
      });
    }

    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in-sales-operator',
      payload: { email: 5, password: ['x'] },
    });
    expectSpanish4xx(wrongType, 422);
  });
});
