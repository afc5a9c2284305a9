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
 * Public images a page shows (the sprite of every drawn emblem, a feed club's crest, a logo), which
 * browsers keep: a person reloading a page must not spend a budget on them.
 */
const FREE_PUBLIC_READS = [
  /^\/api\/football\/emblems\/[0-9a-f]+\.svg$/,
  /^\/api\/football\/teams\/[^/]+\/crest\.svg$/,
  /^\/api\/football\/leagues\/[^/]+\/logo\.svg$/,
];

export function isFreePublicRead(method: string, path: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const normalized = normalizePath(path);
  return normalized !== null && FREE_PUBLIC_READS.some((pattern) => pattern.test(normalized));
}

/**
 * One bucket per address (or user) for the whole API, whichever route is called: the default key
 * includes the handler, and every proxied call shares one handler with the gateway's own endpoints
 * keeping theirs apart.
 */
const sharedBucket: ThrottlerGenerateKeyFunction = (_context, tracker, name) => `${name}:${tracker}`;

const requestOf = (context: ExecutionContext) => context.switchToHttp().getRequest<Request>();

/**
 * A signed-in person per user (the people behind one office or carrier address do not share a
 * budget), anyone else per address; credential routes tighter per address whoever calls; emblems
 * free. The address is the throttler's stock tracker, `req.ip`: the one `clientAddressOf` gives the
 * services.
 */
export function gatewayThrottlers(config: GatewayConfig, identity: BearerIdentity): ThrottlerOptions[] {
  const free = (context: ExecutionContext) =>
    isFreePublicRead(requestOf(context).method, requestOf(context).path);
  const signedIn = (context: ExecutionContext) => identity.userIdOf(requestOf(context)) !== null;
  return [
    {
      name: 'ip',
      ttl: MINUTE_MS,
      limit: config.RATE_LIMIT_PER_MINUTE_IP,
      generateKey: sharedBucket,
      skipIf: (context) => free(context) || signedIn(context),
    },
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
      skipIf: (context) => free(context) || !signedIn(context),
      getTracker: (request) => identity.userIdOf(request as Request) ?? '',
    },
  ];
}
