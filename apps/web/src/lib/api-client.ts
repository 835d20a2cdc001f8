import { type ErrorCode, errorCodeForStatus, isErrorCode } from '@cotizador/contracts/errors';
import { GENERIC_ERROR_MESSAGE } from '@cotizador/domain/messages';
import { getSessionToken } from '@/stores/session-store';

/** SPEC §7: every call goes to one base address, {host}/api. */
export const API_BASE_URL = '/api';

export type FieldErrors = Record<string, string[]>;

/** The one error type every failed API call turns into (SPEC §8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** What happened (the API's `code`, else derived from the status): the web branches on this. */
  readonly code: ErrorCode;
  readonly fieldErrors: FieldErrors;
  /** Set when this session expiry ended the session; the session-expired toast has already been shown. */
  sessionExpired = false;

  constructor(status: number, message: string, fieldErrors: FieldErrors = {}, code?: ErrorCode) {
    super(message);
    this.status = status;
    this.code = code ?? errorCodeForStatus(status);
    this.fieldErrors = fieldErrors;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function toFieldErrors(errors: unknown): FieldErrors {
  if (!isRecord(errors)) return {};
  const fieldErrors: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const list = Array.isArray(messages) ? messages : [messages];
    const texts = list.filter(nonEmptyString);
    if (texts.length > 0) fieldErrors[field] = texts;
  }
  return fieldErrors;
}

/**
 * SPEC §8: the error text is the first field's first message of `errors`, else `message`, else
 * `error`, else the generic message.
 */
export function extractErrorMessage(body: unknown): string {
  if (!isRecord(body)) return GENERIC_ERROR_MESSAGE;
  const [firstField] = Object.values(toFieldErrors(body.errors));
  const fieldMessage = firstField?.[0];
  if (fieldMessage) return fieldMessage;
  if (nonEmptyString(body.message)) return body.message;
  if (nonEmptyString(body.error)) return body.error;
  return GENERIC_ERROR_MESSAGE;
}

export function toApiError(status: number, body: unknown): ApiError {
  const fieldErrors = isRecord(body) ? toFieldErrors(body.errors) : {};
  const code = isRecord(body) && isErrorCode(body.code) ? body.code : undefined;
  return new ApiError(status, extractErrorMessage(body), fieldErrors, code);
}

type UnauthorizedListener = (error: ApiError) => void;
let unauthorizedListener: UnauthorizedListener | null = null;

/**
 * SPEC §4: a 401 on any authenticated call ends the session. The app registers what that means
 * (toast, clear, go to login); this module only reports it. Returns an unsubscribe function.
 */
export function setUnauthorizedListener(listener: UnauthorizedListener): () => void {
  unauthorizedListener = listener;
  return () => {
    if (unauthorizedListener === listener) unauthorizedListener = null;
  };
}

type QueryValue = string | number | boolean;
export type QueryParams = Record<string, QueryValue | QueryValue[] | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: QueryParams;
  /** Send the session's bearer token (default true). SPEC §7: not for sign-in, send-otp, validate-otp. */
  auth?: boolean;
  /** A bearer token to use instead of the session's (the temporal token of activation and reset). */
  token?: string;
  /** Treat a 401 as the end of the session (default: when the session's token was sent). */
  expireSessionOn401?: boolean;
  /** Extra request headers (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** Arrays go as `key[]=a&key[]=b`, the shape the API reads for filter lists. */
export function buildQueryString(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(`${key}[]`, String(item));
    } else {
      params.append(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, auth = true, token, signal } = options;
  const bearer = token ?? (auth ? getSessionToken() : null);
  const expireSessionOn401 = options.expireSessionOn401 ?? (auth && token === undefined);

  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  if (bearer) headers.set('Authorization', `Bearer ${bearer}`);

  const url = `${API_BASE_URL}/${path.replace(/^\/+/, '')}${buildQueryString(query)}`;
  // A request with an Idempotency-Key is retried once with the same key when the network fails:
  // the server answers a repeated key with the first answer, so nothing happens twice.
  const attempts = headers.has('Idempotency-Key') ? 2 : 1;
  let response: Response | undefined;
  for (let attempt = 1; response === undefined; attempt += 1) {
    try {
      response = await fetch(url, { method, headers, body: payload, signal });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      if (attempt >= attempts) throw new ApiError(0, GENERIC_ERROR_MESSAGE);
    }
  }

  const data = await readBody(response);
  if (response.ok) return data as T;

  const error = toApiError(response.status, data);
  if (error.code === 'UNAUTHENTICATED' && expireSessionOn401 && bearer) {
    // The session this call belonged to is over. Only report it while it is still the current
    // one: a late answer for an older token must not end a newer session.
    error.sessionExpired = true;
    if (bearer === getSessionToken()) unauthorizedListener?.(error);
  }
  throw error;
}

export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
