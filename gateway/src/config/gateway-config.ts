import { baseConfigSchema, loadConfig } from '@p2p/service-kit';
import { z } from 'zod';

const MIB = 1024 * 1024;

/** Compose files and manifests write `NAME=` for "not set"; treat it so rather than as a bad value. */
const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);

/**
 * One URL, or several separated by commas: the replicas of a service where nothing in front of them
 * spreads the load (`npm run stack`); a Kubernetes Service or compose's one container needs one.
 */
const serviceUrl = z.preprocess(
  blankAsUnset,
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ })).min(1))
    .optional(),
);
const positiveInt = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

const origins = z.preprocess(
  blankAsUnset,
  z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .refine(
      (list) => list.every(isOrigin),
      'must be comma-separated origins such as https://app.example.com',
    ),
);

/**
 * Express's `trust proxy`: how many proxies, or which addresses, may set X-Forwarded-For. None by
 * default: a client could otherwise name any address it likes and get a fresh rate-limit budget per
 * name. A deployment with a proxy in front (compose's nginx, the Kubernetes ingress) sets it.
 */
const trustProxy = z
  .string()
  .default('false')
  .transform((value): boolean | number | string => {
    if (value === 'true' || value === 'false') return value === 'true';
    return /^\d+$/.test(value) ? Number(value) : value;
  });

export const gatewayConfigSchema = baseConfigSchema
  // INTERNAL_API_TOKEN: sent to the services on every proxied request, their proof it came through here.
  .pick({
    LOG_LEVEL: true,
    JWT_PUBLIC_KEY: true,
    JWT_ISSUER: true,
    JWT_AUDIENCE: true,
    ACCESS_TOKEN_TTL_SECONDS: true,
    INTERNAL_API_TOKEN: true,
    KAFKA_SASL_USERNAME: true,
    KAFKA_SASL_PASSWORD: true,
  })
  .extend({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    // The only public entry: it listens on every interface unless told otherwise.
    HOST: z.string().default('0.0.0.0'),
    SERVICE_URL_AUTH: serviceUrl,
    SERVICE_URL_WALLET: serviceUrl,
    SERVICE_URL_BETTING: serviceUrl,
    SERVICE_URL_FOOTBALL: serviceUrl,
    SERVICE_URL_ADMIN: serviceUrl,
    SERVICE_URL_NOTIFICATIONS: serviceUrl,
    REDIS_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^rediss?$/ }).optional()),
    CORS_ORIGINS: origins,
    RATE_LIMIT_PER_MINUTE_IP: positiveInt(300),
    RATE_LIMIT_PER_MINUTE_USER: positiveInt(600),
    RATE_LIMIT_AUTH_PER_MINUTE_IP: positiveInt(20),
    UPSTREAM_TIMEOUT_MS: positiveInt(10_000),
    BODY_LIMIT_BYTES: positiveInt(8 * MIB),
    TRUST_PROXY: trustProxy,
    /** How long an anonymous public offer list may be answered from memory; 0 turns the cache off. */
    PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    /** Brokers for the live push's event feed; absent = the process's in-memory bus (embedded). */
    KAFKA_BROKERS: z.preprocess(blankAsUnset, z.string().optional()),
  });

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

/** Validates the gateway's environment; a bad or missing variable stops the start, naming it. */
export function loadGatewayConfig(env: Record<string, string | undefined>): GatewayConfig {
  return loadConfig('gateway', gatewayConfigSchema, env);
}

function isOrigin(value: string): boolean {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}
