import { SESSION_EXPIRED_MESSAGE } from '@cotizador/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

// Sign-in is checked first: every operation the OpenAPI document marks with `security`, called
// without a token, answers 401 'Su sesión ha expirado' — before its body, query or params are read.

type Operation = { security?: unknown[] };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function protectedOperations(): { method: Method; url: string }[] {
  const document = t.app.swagger() as unknown as OpenApiDocument;
  const operations: { method: Method; url: string }[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation?.security?.length) continue;
      operations.push({ method, url: path.replace(/\{[^}]+\}/g, '1') });
    }
  }
  return operations;
}

describe('protected operations without a token', () => {
  it('the document marks the signed-in operations', () => {
    const names = protectedOperations().map(({ method, url }) => `${method.toUpperCase()} ${url}`);
    expect(names).toContain('POST /api/sales-operator/cart/delete');
    expect(names).toContain('GET /api/sales-operator/quotations/all-my-quotations-created');
    expect(names).toContain('POST /api/auth/modify-password');
    expect(names.length).toBeGreaterThanOrEqual(25);
  });

  it('every one answers 401 with the session-expired message, even with an invalid body', async () => {
    const answers: string[] = [];
    for (const { method, url } of protectedOperations()) {
      const withBody = method !== 'get' && method !== 'delete';
      const response = await t.app.inject({
        method: method.toUpperCase() as Uppercase<Method>,
        url,
        ...(withBody ? { payload: {} } : {}),
      });
      const { message } = response.json() as { message?: string };
      answers.push(`${method.toUpperCase()} ${url} → ${response.statusCode} ${message}`);
    }
    expect(answers.filter((answer) => !answer.endsWith(`→ 401 ${SESSION_EXPIRED_MESSAGE}`))).toEqual([]);
  });

  it('cart/delete with an empty body and no token is 401, not 422', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/sales-operator/cart/delete', payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Su sesión ha expirado' });
  });
});
