import { appConfigResponse } from '@cotizador/contracts/app-config';
import { errorResponse } from '@cotizador/contracts/common';
import { healthOkResponse } from '@cotizador/contracts/health';
import { afterEach, describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

describe('system routes', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('reports ok while the database answers', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(expectContract(response, healthOkResponse)).toEqual({ status: 'ok' });
  });

  it('reports 503 when the database is unreachable', async () => {
    t = await createTestApp({
      beforeReady: (built) => {
        built.app.get('/api/test/break-db', async () => {
          await built.database.destroy();
          return { ok: true };
        });
      },
    });
    await t.app.inject({ method: 'GET', url: '/api/test/break-db' });
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
  });

  it('hides internals of unexpected errors', async () => {
    t = await createTestApp({
      beforeReady: (built) => {
        built.app.get('/api/test/boom', async () => {
          throw new Error('SELECT * FROM secret_table failed at /srv/app.ts:12');
        });
      },
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(expectContract(response, errorResponse)).toEqual({
      code: 'INTERNAL',
      message: 'Ha ocurrido un error, por favor inténtelo de nuevo más tarde',
    });
  });

  it('answers unknown API paths with a Spanish 404 JSON', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(expectContract(response, errorResponse)).toEqual({ code: 'NOT_FOUND', message: 'El recurso solicitado no existe.' });
  });

  it('publishes OpenAPI docs of the routes', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/sign-in-sales-operator',
        '/api/auth/info-by-token',
        '/api/sales-operator/cart',
        '/api/health',
      ]),
    );
  });

  it('gives the public app config with the brand of the host', async () => {
    t = await createTestApp({ env: { BRAND_HOSTS: 'catalogo.marca.mx=Marca Uno|/brands/uno.svg' } });
    const branded = await t.app.inject({ method: 'GET', url: '/api/app-config', headers: { host: 'catalogo.marca.mx:443' } });
    expect(expectContract(branded, appConfigResponse).brand).toEqual({ name: 'Marca Uno', logoUrl: '/brands/uno.svg' });
    const plain = await t.app.inject({ method: 'GET', url: '/api/app-config', headers: { host: 'localhost:3000' } });
    expect(expectContract(plain, appConfigResponse).brand).toEqual({ name: 'Cotizador', logoUrl: null });
    expect(expectContract(plain, appConfigResponse).pusher.cluster).toBe('mt1');
  });
});
