import type { ExecutionContext } from '@nestjs/common';
import type { ThrottlerGenerateKeyFunction, ThrottlerOptions } from '@nestjs/throttler';
import type { Request } from 'express';
import type { GatewayConfig } from '../config/gateway-config';
import { normalizePath } from '../routing/route-table';
import type { BearerIdentity } from './bearer-identity';

const MINUTE_MS = 60_000;

export const THROTTLER_NAMES = ['ip', 'credentials', 'user'] as const;

/** For `@SkipThrottle`: its default skips only a throttler named `default`, which the gateway has none of. */
export const EVERY_THROTTLER = Object.fromEntries(THROTTLER_NAMES.map((name) => [name, true]));

/**
 * Where passwords and one-time codes are guessed, and where anyone without an account can make the
 * platform write or send something (recovery texts, the support desk): a tighter budget per address.
 */
const CREDENTIAL_PATHS = new Set([
  '/api/auth/login',
  '/api/auth/login/2fa',
  '/api/auth/register',
  '/api/auth/forgot-password',
]);
const CREDENTIAL_PREFIXES = ['/api/email-verification/', '/api/auth/recovery/'];

export function isCredentialRoute(method: string, path: string): boolean {
  if (method !== 'POST') return false;
  const normalized = normalizePath(path);
  if (normalized === null) return false;
  return (
    CREDENTIAL_PATHS.has(normalized) || CREDENTIAL_PREFIXES.some((prefix) => normalized.startsWith(prefix))
  );
}

/**
 * One bucket per address (or user) for the whole API, whichever route is called: the default key
 * includes the handler, and every proxied call shares one handler with the gateway's own endpoints
 * keeping theirs apart.
 */
const sharedBucket: ThrottlerGenerateKeyFunction = (_context, tracker, name) => `${name}:${tracker}`;

const requestOf = (context: ExecutionContext) => context.switchToHttp().getRequest<Request>();

/**
 * Per address for everything, tighter per address on credential routes, per user for valid tokens.
 * The address is the throttler's stock tracker, `req.ip`: the one `clientAddressOf` gives the services.
 */
export function gatewayThrottlers(config: GatewayConfig, identity: BearerIdentity): ThrottlerOptions[] {
  return [
    { name: 'ip', ttl: MINUTE_MS, limit: config.RATE_LIMIT_PER_MINUTE_IP, generateKey: sharedBucket },
    {
      name: 'credentials',
      ttl: MINUTE_MS,
      limit: config.RATE_LIMIT_AUTH_PER_MINUTE_IP,
      generateKey: sharedBucket,
      skipIf: (context) => !isCredentialRoute(requestOf(context).method, requestOf(context).path),
    },
    {
      name: 'user',
      ttl: MINUTE_MS,
      limit: config.RATE_LIMIT_PER_MINUTE_USER,
      generateKey: sharedBucket,
      skipIf: (context) => identity.userIdOf(requestOf(context)) === null,
      getTracker: (request) => identity.userIdOf(request as Request) ?? '',
    },
  ];
}
