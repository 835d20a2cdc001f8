import { vi } from 'vitest';
import { demoAppConfig, demoInfo } from './fixtures';

export type MockRequest = {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
};

type Handler = (request: MockRequest) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const defaultHandlers: Record<string, Handler> = {
  'GET /api/app-config': () => jsonResponse(demoAppConfig),
  'GET /api/auth/info-by-token': () => jsonResponse(demoInfo),
  'GET /api/sales-operator/cart': () => jsonResponse({ multi_quotation: [] }),
  'POST /api/auth/sign-out-by-token': () => jsonResponse({ message: 'ok' }),
};

function readJson(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body ?? null;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/**
 * Replaces fetch with an in-memory API keyed by 'METHOD /path'. Unknown routes fail the test.
 * Returns every request made, for assertions.
 */
export function mockApi(handlers: Record<string, Handler> = {}) {
  const requests: MockRequest[] = [];
  const routes = { ...defaultHandlers, ...handlers };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const request: MockRequest = {
      method,
      path: url.pathname + url.search,
      headers: new Headers(init.headers),
      body: readJson(init.body),
    };
    requests.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`Unexpected API call in test: ${method} ${url.pathname}`);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}
