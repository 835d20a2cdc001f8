import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.ts';

// How the built web app and the API's JSON travel (issue 18): the files compressed at build time
// (`.br`, `.gz` beside each one) chosen by Accept-Encoding, index.html never cached, hashed assets
// immutable, and JSON compressed by the server when the client accepts it and it is worth it.

const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
const INDEX = `<!doctype html><html lang="es-MX"><head><title>Cotizador</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;

function writeDist(dir: string): void {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  const files: Record<string, string> = { 'index.html': INDEX, 'assets/app-Ab12Cd34.js': SCRIPT };
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.writeFileSync(file, content);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
  }
}

describe('web app and JSON delivery', () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotizador-web-dist-'));
    writeDist(distDir);
    t = await createTestApp({ env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('sends the brotli file of a hashed asset, immutable and varying on Accept-Encoding', async () => {
    const response = await t.app.inject({ url: '/assets/app-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('sends gzip to a client without brotli, and the plain file to one that accepts neither', async () => {
    const gzip = await t.app.inject({ url: '/assets/app-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await t.app.inject({ url: '/assets/app-Ab12Cd34.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('serves the app page of any screen compressed and never cached', async () => {
    for (const url of ['/', '/login', '/catalogue', '/quotation/7']) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(zlib.brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it('keeps a missing asset a 404', async () => {
    const response = await t.app.inject({ url: '/assets/missing-123.js', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(404);
  });

  it('compresses JSON worth compressing when the client accepts it, and only then', async () => {
    const big = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    const document = JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString()) as { openapi: string };
    expect(document.openapi).toMatch(/^3\./);

    const gzip = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await t.app.inject({ url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(document);

    // A small answer is not worth the work (threshold 1 KiB).
    const small = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });
});
