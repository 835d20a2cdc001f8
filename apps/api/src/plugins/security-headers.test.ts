import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { errorResponse } from '@cotizador/contracts/common';
import { afterEach, describe, expect, it } from 'vitest';
import { expectContract } from '../../test/contract.ts';
import { bearer, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from '../../test/helpers.ts';

describe('security headers and account route access', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('marks every API answer no-store, the sign-in answer with its token included', async () => {
    t = await createTestApp();
    const signInAnswer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in-sales-operator',
      payload: { email: 'vendedor@demo.mx', password: DEMO_PASSWORD },
    });
    expect(signInAnswer.statusCode).toBe(200);
    expect(signInAnswer.headers['cache-control']).toBe('no-store');
    for (const url of ['/api/health', '/api/app-config', '/api/sales-operator/cart', '/api/no-existe']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('sends one CSP outside production: own origin and websocket, the Pusher host, no eval', async () => {
    t = await createTestApp({
      env: { PUBLIC_URL: 'https://cotiza.example.mx', PUSHER_HOST: 'push.example.mx', PUSHER_PORT: '6001' },
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    const connect = /connect-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(connect).toEqual(["'self'", 'wss://cotiza.example.mx', 'wss://push.example.mx:6001', 'https://push.example.mx:6001']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(connect).not.toContain('ws:');
    expect(connect).not.toContain('wss:');
    // The rest of Helmet's headers, on a route's answer and on a 404 alike.
    for (const url of ['/api/health', '/api/no-existe']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.headers['content-security-policy'], url).toBe(csp);
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      expect(answer.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(answer.headers['strict-transport-security'], url).toMatch(/^max-age=\d+/);
      expect(answer.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('keeps the document policies off the built scripts, styles and fonts, but not off SVG or the app', async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'cotizador-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Cotizador</title>');
    fs.writeFileSync(path.join(webDist, 'assets', 'app-Ab12Cd34.js'), 'console.log(1);');
    fs.writeFileSync(path.join(webDist, 'assets', 'app-Ab12Cd34.css'), 'body{margin:0}');
    fs.writeFileSync(path.join(webDist, 'assets', 'logo-Ab12Cd34.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    try {
      t = await createTestApp({ env: { WEB_DIST_DIR: webDist } });
      for (const url of ['/assets/app-Ab12Cd34.js', '/assets/app-Ab12Cd34.css', '/assets/app-Ab12Cd34.js?v=1']) {
        const asset = await t.app.inject({ method: 'GET', url });
        expect(asset.statusCode, url).toBe(200);
        expect(asset.headers['x-content-type-options'], url).toBe('nosniff');
        expect(asset.headers['cross-origin-resource-policy'], url).toBe('same-origin');
        expect(asset.headers['strict-transport-security'], url).toMatch(/^max-age=\d+/);
        expect(asset.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
        for (const header of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'referrer-policy']) {
          expect(asset.headers[header], `${url} ${header}`).toBeUndefined();
        }
      }
      // An SVG can be opened as a document, and the app is one: both keep every policy.
      for (const url of ['/assets/logo-Ab12Cd34.svg', '/', '/catalogue', '/api/health']) {
        const document = await t.app.inject({ method: 'GET', url });
        expect(document.statusCode, url).toBe(200);
        expect(document.headers['content-security-policy'], url).toContain("script-src 'self'");
        expect(document.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      }
    } finally {
      fs.rmSync(webDist, { recursive: true, force: true });
    }
  });

  it('refuses an admin token on the operator account routes with 403', async () => {
    t = await createTestApp();
    const signInAdmin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in-admin',
      payload: { email: 'admin@demo.mx', password: DEMO_PASSWORD },
    });
    const adminToken = (signInAdmin.json() as { authorization: { access_token: string } }).authorization.access_token;
    const calls: Array<[string, Record<string, unknown>]> = [
      ['/api/auth/modify-user-data', { name: 'Otro', last_name: 'Nombre' }],
      ['/api/auth/verify-current-password', { password: DEMO_PASSWORD }],
      ['/api/otp/send-otp-email-to-change-email', { user_id: 3, email: 'nuevo@demo.mx' }],
      ['/api/auth/modify-user-email', { email: 'nuevo@demo.mx', code: '123456' }],
      ['/api/auth/modify-image-profile', {}],
      ['/api/auth/modify-password', { new_password: 'OtraClave123!' }],
    ];
    for (const [url, payload] of calls) {
      const response = await t.app.inject({ method: 'POST', url, headers: bearer(adminToken), payload });
      expect(response.statusCode, url).toBe(403);
      expect(expectContract(response, errorResponse).code).toBe('FORBIDDEN');
    }
    const admin = await t.ctx.db
      .selectFrom('users')
      .select(['name', 'password_hash'])
      .where('email', '=', 'admin@demo.mx')
      .executeTakeFirstOrThrow();
    expect(admin.name).not.toBe('Otro');
    // The operator keeps using them.
    const operator = await signIn(t.app, 'vendedor@demo.mx');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/modify-user-data',
      headers: bearer(operator),
      payload: { name: 'Ana', last_name: 'Pérez' },
    });
    expect(ok.statusCode).toBe(200);
  });
});
