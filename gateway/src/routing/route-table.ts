export const SERVICE_NAMES = ['auth', 'wallet', 'betting', 'football', 'admin', 'notifications'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export interface Route {
  prefix: string;
  service: ServiceName;
}

/** Public path prefixes and their owners. Services receive the path unchanged (`/api/auth/login`). */
export const ROUTE_TABLE: readonly Route[] = [
  { prefix: '/api/auth', service: 'auth' },
  { prefix: '/api/email-verification', service: 'auth' },
  { prefix: '/api/profile', service: 'auth' },
  { prefix: '/api/users', service: 'auth' },
  { prefix: '/api/wallet', service: 'wallet' },
  { prefix: '/api/deposits', service: 'wallet' },
  { prefix: '/api/direct-payments', service: 'wallet' },
  { prefix: '/api/p2p-betting', service: 'betting' },
  { prefix: '/api/bets', service: 'betting' },
  { prefix: '/api/football', service: 'football' },
  { prefix: '/api/admin', service: 'admin' },
  { prefix: '/api/support', service: 'admin' },
  { prefix: '/api/notifications', service: 'notifications' },
];

/** Segments that must never reach a service from outside, however they are spelled. */
const FORBIDDEN_SEGMENTS = new Set(['internal', '.', '..']);

/**
 * The path as the services' routers could read it: percent-decoded (repeatedly, so `%2569` does
 * not hide an `i`), lower-case (Express matches routes case-insensitively), empty segments dropped.
 * Null when it cannot be decoded.
 */
export function normalizePath(path: string): string | null {
  let decoded = path;
  try {
    for (let round = 0; round < 3 && decoded.includes('%'); round++) decoded = decodeURIComponent(decoded);
  } catch {
    return null;
  }
  return `/${decoded.toLowerCase().split('/').filter(Boolean).join('/')}`;
}

/** The route owning a public path, or null for unknown paths and any path with an /internal segment. */
export function resolveRoute(path: string): Route | null {
  const normalized = normalizePath(path);
  if (normalized === null) return null;
  if (normalized.split('/').some((segment) => FORBIDDEN_SEGMENTS.has(segment))) return null;
  return (
    ROUTE_TABLE.find(({ prefix }) => normalized === prefix || normalized.startsWith(`${prefix}/`)) ?? null
  );
}
