import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8, ::1 and IPv4-mapped loopback (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.toLowerCase().replace(/^::ffff:/, '');
  return ip === '::1' || /^127(\.\d{1,3}){3}$/.test(ip);
}

/**
 * The request comes from this machine: the socket is loopback and no proxy on this machine forwarded
 * it for someone else (every X-Forwarded-For hop, if any, is loopback too).
 */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.raw.socket.remoteAddress)) return false;
  const forwarded = request.headers['x-forwarded-for'];
  if (forwarded === undefined) return true;
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded).split(',').map((hop) => hop.trim());
  return hops.every((hop) => isLoopbackAddress(hop));
}

/** Compares a bearer token in constant time (length differences included). */
export function bearerMatches(authorization: string | undefined, expected: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match?.[1]) return false;
  // Digests have one length, so the comparison time says nothing about the token's length either.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]), digest(expected));
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/** An incoming X-Request-Id from a proxy is kept if it is short and made of safe characters. */
export function saneRequestId(value: string | string[] | undefined): string | null {
  return typeof value === 'string' && REQUEST_ID_PATTERN.test(value) ? value : null;
}

const SECRET_QUERY_KEYS = /token|code|password|signature|secret|otp/i;

/** The URL for logs: values of query parameters that carry secrets become `[redacted]`. */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const params = new URLSearchParams(url.slice(question + 1));
  for (const key of [...params.keys()]) if (SECRET_QUERY_KEYS.test(key)) params.set(key, '[redacted]');
  return `${url.slice(0, question)}?${params.toString()}`;
}
