import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/helpers.ts';
import { seedQuotable, signInAdmin } from '../../test/sent-quotation.ts';

// Every operation of the OpenAPI document gets malformed params, queries, bodies and headers, as a
// signed-out caller, an operator and an admin: no answer may be a 5xx (issue 17). Bounded: about
// 30 requests per operation and identity.

type Operation = { method: string; path: string; params: string[]; bodyProps: string[]; queryProps: string[] };

const BAD_PARAMS = [
  '0',
  '-1',
  '2147483648',
  '99999999999999999999999',
  'abc',
  '%00',
  '1e400',
  '%E0%A4',
  'x'.repeat(120),
  '..%2F..%2Fetc',
];
const BAD_VALUES: unknown[] = [
  null,
  -1,
  0,
  2 ** 31,
  1e308,
  'texto\u0000nul',
  'x'.repeat(5000),
  [],
  [1, 2],
  {},
  { a: { b: 1 } },
  true,
  '<script>alert(1)</script>',
  '1 OR 1=1',
];
const RAW_BODIES: Array<[string, string]> = [
  ['application/json', '{"a":'],
  ['application/json', 'null'],
  ['application/json', '[]'],
  ['application/json', '"texto"'],
  ['application/json', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ['multipart/form-data', '--x\r\n'],
  ['multipart/form-data; boundary=zz', '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1'],
  ['text/plain', 'hola'],
  ['application/x-www-form-urlencoded', 'a=1&b=2'],
  ['application/json; charset=utf-16', '{}'],
];

function operationsOf(doc: {
  paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }>; requestBody?: unknown }>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, spec] of Object.entries(methods)) {
      const parameters = spec.parameters ?? [];
      const body = spec.requestBody as
        | { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
        | undefined;
      const schema = body?.content ? Object.values(body.content)[0]?.schema : undefined;
      operations.push({
        method: method.toUpperCase(),
        path,
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryProps: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyProps: Object.keys(schema?.properties ?? {}),
      });
    }
  }
  return operations;
}

describe('OpenAPI fuzz: no 5xx on malformed input', () => {
  let t: TestApp;
  let identities: Array<Record<string, string>>;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGN_IN_RATE_LIMIT: '100000' } });
    await seedQuotable(t);
    identities = [{}, bearer(await signIn(t.app, 'vendedor@demo.mx')), bearer(await signInAdmin(t))];
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers every malformed request with a status below 500', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operations = operationsOf(doc).filter((op) => !op.path.includes('sign-out'));
    expect(operations.length).toBeGreaterThan(30);
    const failures: string[] = [];
    let count = 0;

    for (const op of operations) {
      const fill = (value: string) => op.path.replace(/\{(\w+)\}/g, () => value);
      const urls = [...(op.params.length > 0 ? BAD_PARAMS.map(fill) : [op.path]), fill('1')];
      const queries = [
        '',
        `?${op.queryProps.map((name, i) => `${name}=${encodeURIComponent(String(BAD_VALUES[i % BAD_VALUES.length]))}`).join('&')}`,
        `?${op.queryProps.map((name) => `${name}[]=1&${name}[x]=2`).join('&')}&extra=%00`,
        '?expires=1e999&signature=%00%00%00%00%00%00%00%00%00%00&page=-5&size=1e999',
      ];
      const bodies: unknown[] = [
        undefined,
        ...BAD_VALUES.map((value) => Object.fromEntries(op.bodyProps.map((name) => [name, value]))),
      ];
      for (const [index, headers] of identities.entries()) {
        const requests: InjectOptions[] = [];
        for (const url of urls) requests.push({ method: op.method, url, headers });
        for (const query of queries) requests.push({ method: op.method, url: `${fill('1')}${query}`, headers });
        if (op.method !== 'GET' && op.method !== 'DELETE') {
          for (const payload of bodies) {
            requests.push({ method: op.method, url: fill('1'), headers, payload: payload as Record<string, unknown> });
          }
          for (const [type, raw] of RAW_BODIES) {
            requests.push({ method: op.method, url: fill('1'), headers: { ...headers, 'content-type': type }, payload: raw });
          }
        }
        requests.push({
          method: op.method,
          url: fill('1'),
          headers: {
            ...headers,
            'idempotency-key': 'k'.repeat(3000),
            'x-socket-id': '%00',
            authorization: index === 0 ? 'Bearer \u00e9' : headers.authorization,
          },
        });
        for (const request of requests) {
          count += 1;
          const response = await t.app.inject(request);
          if (response.statusCode >= 500) {
            failures.push(`${request.method} ${request.url} [${index}] → ${response.statusCode} ${response.body.slice(0, 120)}`);
          }
        }
      }
    }
    console.info(`openapi fuzz: ${operations.length} operations, ${count} requests, ${failures.length} answers ≥ 500`);
    expect(failures).toEqual([]);
  }, 600_000);
});
