import { afterEach, describe, expect, it } from 'vitest';
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
    expect(response.json()).toEqual({ status: 'ok' });
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
    expect(response.json()).toEqual({ message: 'Ha ocurrido un error, por favor inténtelo de nuevo más tarde' });
  });

  it('answers unknown API paths with a Spanish 404 JSON', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'El recurso solicitado no existe.' });
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
    expect(branded.json().brand).toEqual({ name: 'Marca Uno', logoUrl: '/brands/uno.svg' });
    const plain = await t.app.inject({ method: 'GET', url: '/api/app-config', headers: { host: 'localhost:3000' } });
    expect(plain.json().brand).toEqual({ name: 'Cotizador', logoUrl: null });
    expect(plain.json().pusher.cluster).toBe('mt1');
  });
});
