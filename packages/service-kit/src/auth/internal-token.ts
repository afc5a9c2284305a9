import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * The shared secret's header: the gateway sends it on every request it proxies, and a service sends it
 * on its calls to another service's /internal routes.
 */
export const INTERNAL_TOKEN_HEADER = 'x-internal-token';

/** Whether the headers carry the shared token, compared in constant time so it cannot be guessed byte by byte. */
export function carriesInternalToken(headers: IncomingHttpHeaders, expected: string): boolean {
  const given = headers[INTERNAL_TOKEN_HEADER];
  const wanted = Buffer.from(expected);
  const actual = Buffer.from(typeof given === 'string' ? given : '');
  return actual.length === wanted.length && timingSafeEqual(actual, wanted);
}
