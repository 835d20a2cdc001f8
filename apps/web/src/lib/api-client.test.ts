import { GENERIC_ERROR_MESSAGE } from '@cotizador/domain/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { storeSession } from '@/testing/render-app';
import { ApiError, apiClient, buildQueryString, extractErrorMessage, setUnauthorizedListener } from './api-client';

describe('extractErrorMessage (SPEC §8)', () => {
  it.each([
    [
      'the first field’s first message',
      { message: 'Datos inválidos', errors: { email: ['Correo o contraseña incorrectos', 'otro'], password: ['x'] } },
      'Correo o contraseña incorrectos',
    ],
    ['a field given as a plain string', { errors: { email: 'El correo no existe' } }, 'El correo no existe'],
    ['message when errors is empty', { message: 'Demasiados intentos', errors: {} }, 'Demasiados intentos'],
    ['message when the first field has no text', { message: 'Sin detalle', errors: { email: [] } }, 'Sin detalle'],
    ['error when there is no message', { error: 'No autorizado' }, 'No autorizado'],
    ['message before error', { message: 'Primero', error: 'Segundo' }, 'Primero'],
    ['the generic text for a blank message', { message: '  ' }, GENERIC_ERROR_MESSAGE],
    ['the generic text for an empty body', {}, GENERIC_ERROR_MESSAGE],
    ['the generic text for no body', null, GENERIC_ERROR_MESSAGE],
    ['the generic text for a text body', 'Bad Gateway', GENERIC_ERROR_MESSAGE],
  ])('takes %s', (_case, body, expected) => {
    expect(extractErrorMessage(body)).toBe(expected);
  });
});

describe('buildQueryString', () => {
  it('sends lists as key[] and skips empty values', () => {
    expect(buildQueryString({ search: 'taza roja', page: 2, colors: [1, 3], brand: undefined, channel: null })).toBe(
      '?search=taza+roja&page=2&colors%5B%5D=1&colors%5B%5D=3',
    );
    expect(buildQueryString({})).toBe('');
  });
});

describe('apiClient', () => {
  let removeListener: () => void = () => {};
  afterEach(() => removeListener());

  it('sends JSON with the session bearer token under /api', async () => {
    storeSession('token-123');
    const { requests } = mockApi({ 'POST /api/demo': () => jsonResponse({ ok: true }) });

    await expect(apiClient.post('demo', { a: 1 })).resolves.toEqual({ ok: true });

    const [request] = requests;
    expect(request?.path).toBe('/api/demo');
    expect(request?.headers.get('Authorization')).toBe('Bearer token-123');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.headers.get('Accept')).toBe('application/json');
    expect(request?.body).toEqual({ a: 1 });
  });

  it('sends no token when auth is off, and no content type without a body', async () => {
    storeSession('token-123');
    const { requests } = mockApi({ 'POST /api/open': () => new Response(null, { status: 204 }) });

    await expect(apiClient.post('open', undefined, { auth: false })).resolves.toBeNull();

    expect(requests[0]?.headers.get('Authorization')).toBeNull();
    expect(requests[0]?.headers.get('Content-Type')).toBeNull();
  });

  it('turns an error answer into one ApiError with status, message and field errors', async () => {
    mockApi({
      'POST /api/auth/sign-in-sales-operator': () =>
        jsonResponse({ message: 'Datos inválidos', errors: { email: ['Credenciales incorrectas'] } }, 422),
    });

    const error = await apiClient.post('auth/sign-in-sales-operator', {}, { auth: false }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'Credenciales incorrectas',
      fieldErrors: { email: ['Credenciales incorrectas'] },
      sessionExpired: false,
    });
  });

  it('reports a 401 on an authenticated call as the end of the session', async () => {
    storeSession('token-vencido');
    const listener = vi.fn();
    removeListener = setUnauthorizedListener(listener);
    mockApi({ 'GET /api/private': () => jsonResponse({ message: 'Su sesión ha expirado' }, 401) });

    const error = await apiClient.get('private').catch((e: unknown) => e);

    expect(listener).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ status: 401, sessionExpired: true });
  });

  it('does not end a newer session when an answer for an older token comes back 401', async () => {
    storeSession('token-viejo');
    const listener = vi.fn();
    removeListener = setUnauthorizedListener(listener);
    let answer: (response: Response) => void = () => {};
    mockApi({ 'GET /api/slow': () => new Promise<Response>((resolve) => (answer = resolve)) });

    const pending = apiClient.get('slow').catch((e: unknown) => e);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    storeSession('token-nuevo');
    answer(jsonResponse({ message: 'Su sesión ha expirado' }, 401));

    expect(await pending).toMatchObject({ status: 401, sessionExpired: true });
    expect(listener).not.toHaveBeenCalled();
  });

  it('does not end the session on a 401 of a call made without the session token (sign-in)', async () => {
    storeSession('token-123');
    const listener = vi.fn();
    removeListener = setUnauthorizedListener(listener);
    mockApi({ 'POST /api/login': () => jsonResponse({ message: 'Credenciales incorrectas' }, 401) });

    const error = await apiClient.post('login', {}, { auth: false }).catch((e: unknown) => e);

    expect(listener).not.toHaveBeenCalled();
    expect(error).toMatchObject({ status: 401, message: 'Credenciales incorrectas', sessionExpired: false });
  });

  it('does not end the session when the call opts out (sign-out)', async () => {
    storeSession('token-123');
    const listener = vi.fn();
    removeListener = setUnauthorizedListener(listener);
    mockApi({ 'POST /api/out': () => jsonResponse({ message: 'x' }, 401) });

    await apiClient.post('out', undefined, { expireSessionOn401: false }).catch(() => undefined);

    expect(listener).not.toHaveBeenCalled();
  });

  it('turns a network failure or a non-JSON answer into the generic message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiClient.get('x')).rejects.toMatchObject({ status: 0, message: GENERIC_ERROR_MESSAGE });

    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>502</html>', { status: 502 })));
    await expect(apiClient.get('x')).rejects.toMatchObject({ status: 502, message: GENERIC_ERROR_MESSAGE });
  });
});

describe('apiClient retries with an Idempotency-Key (decision 015)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('retries once with the same key when the network fails', async () => {
    const keys: (string | null)[] = [];
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      keys.push(new Headers(init.headers).get('Idempotency-Key'));
      if (keys.length === 1) throw new TypeError('Failed to fetch');
      return jsonResponse({ ok: true });
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      apiClient.post('sales-operator/cart/finish', undefined, { headers: { 'Idempotency-Key': 'clave-1234' } }),
    ).resolves.toEqual({
      ok: true,
    });
    expect(keys).toEqual(['clave-1234', 'clave-1234']);
  });

  it('does not retry a request without a key', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiClient.post('sales-operator/cart/delete', { quotation_id: 1 })).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
