import { redactUrl } from './net.ts';

// Logging rules (STYLE.md: never log secrets, tokens, codes or passwords): pino `redact` paths and
// the request serializer that Fastify's logger uses.

/** Headers, fields and query values that carry secrets never reach the logs. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'authorization',
  'password',
  'current_password',
  'new_password',
  'token',
  'access_token',
  'code',
  'otp',
  '*.password',
  '*.current_password',
  '*.new_password',
  '*.token',
  '*.access_token',
  '*.otp',
  'body.code',
];

/** The request as logged: no headers at all, secrets in the query string redacted. */
export function serializeRequest(request: { method: string; url: string; hostname?: string; ip?: string; id?: string }) {
  return { method: request.method, url: redactUrl(request.url), host: request.hostname, remoteAddress: request.ip };
}
