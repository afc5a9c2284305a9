import type { WatchedProcess } from '../cpu';
import type { BenchSecrets } from '../secrets';

export type Mode = 'embedded' | 'distributed';

/** A running platform the scenarios measure, with everything needed to set data up and watch its CPU. */
export interface Target {
  mode: Mode;
  /** The gateway. */
  url: string;
  /** The PostgreSQL server (no database) that holds every service's database, and pgbench's. */
  postgresUrl: string;
  /** Database name of each service on that server. */
  databases: Record<'auth' | 'betting' | 'wallet' | 'football', string>;
  /** The platform's processes (PostgreSQL included), whose CPU every window reports. */
  processes: WatchedProcess[];
  secrets: BenchSecrets;
  /** With --profile, in the embedded mode: CPU profiles of the platform process over chosen windows. */
  profiler?: { start(): Promise<void>; stop(name: string): Promise<string> };
  /** What the mode runs on (bus, cache), for the report. */
  description: string;
  stop(): Promise<void>;
}

/** Variables both modes give every app: the bench's own keys, no rate limiting of its one client address, quiet logs. */
export function platformEnv(secrets: BenchSecrets, publicUrl: string): Record<string, string> {
  return {
    // The football test controls and the demo data below start only under it.
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    JWT_PUBLIC_KEY: secrets.jwtPublicKey,
    INTERNAL_API_TOKEN: secrets.internalToken,
    PUBLIC_URL: publicUrl,
    // The load comes from one address and a few users: the gateway's limits would measure themselves.
    RATE_LIMIT_PER_MINUTE_IP: '1000000',
    RATE_LIMIT_PER_MINUTE_USER: '1000000',
    RATE_LIMIT_AUTH_PER_MINUTE_IP: '1000000',
    // A default run takes longer than an access token lives.
    ACCESS_TOKEN_TTL_SECONDS: '86400',
    FOOTBALL_TEST_CONTROLS: 'true',
    SEED_DEMO_DATA: 'true',
    // `PUBLIC_CACHE_TTL_MS=0 npm run bench` measures the public list without the gateway's cache.
    ...(process.env.PUBLIC_CACHE_TTL_MS ? { PUBLIC_CACHE_TTL_MS: process.env.PUBLIC_CACHE_TTL_MS } : {}),
  };
}
