import { z } from 'zod';

export class ConfigError extends Error {
  constructor(service: string, issues: string[]) {
    super(`Invalid configuration for ${service}: ${issues.join('; ')}`);
    this.name = 'ConfigError';
  }
}

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');

export { booleanFlag };

/** Variables every service reads; each service extends this schema with its own. */
export const baseConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PEM of the public key that verifies access tokens (RS256). */
  JWT_PUBLIC_KEY: z.string().min(1, 'must be a PEM public key'),
  JWT_ISSUER: z.string().default('p2p-auth'),
  JWT_AUDIENCE: z.string().default('p2p-api'),
  /** Lifetime of access tokens: auth signs them for this long, the others remember revocations as long. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  /** Comma-separated brokers; when absent the process-wide in-memory bus is used (embedded mode). */
  KAFKA_BROKERS: z.string().optional(),
  /** This service's principal on a broker that enforces ACLs (both or neither, see kafkaCredentialsFromEnv). */
  KAFKA_SASL_USERNAME: z.string().optional(),
  KAFKA_SASL_PASSWORD: z.string().optional(),
  REDIS_URL: z.string().optional(),
  /**
   * Shared secret: the gateway's proof on every request it forwards (see GatewayOnlyGuard), and the
   * services' on their commands to each other's /internal routes, which the gateway never forwards.
   */
  INTERNAL_API_TOKEN: z.string().min(16, 'must be at least 16 characters'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(1000),
});

export type BaseConfig = z.infer<typeof baseConfigSchema>;

/**
 * Switches of the embedded demo and of the tests: known passwords, open routes that finish matches.
 * They are allowed only where NODE_ENV says development (`npm start` sets it) or test; anything else,
 * an unset NODE_ENV, a typo or `staging` included, refuses to start with any of them on, so a copied
 * demo setting can never reach real money.
 */
export const DEMO_SWITCHES = ['SEED_DEMO_DATA', 'FOOTBALL_TEST_CONTROLS'] as const;
const DEMO_ENVIRONMENTS = ['development', 'test'];

/** Parses and validates the environment; a bad or missing variable stops the app naming it. */
export function loadConfig<T extends z.ZodType>(
  service: string,
  schema: T,
  env: Record<string, string | undefined>,
) {
  const parsed = schema.safeParse(env);
  const issues = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  if (!DEMO_ENVIRONMENTS.includes(env.NODE_ENV ?? '')) {
    const nodeEnv = env.NODE_ENV === undefined ? 'unset' : `"${env.NODE_ENV}"`;
    for (const name of DEMO_SWITCHES) {
      if (env[name] === 'true' || env[name] === '1')
        issues.push(
          `${name}: is for the embedded demo and tests only, with NODE_ENV=development or test (NODE_ENV is ${nodeEnv})`,
        );
    }
  }
  if (issues.length > 0) throw new ConfigError(service, issues);
  return parsed.data as z.infer<T>;
}

/** The variable that holds a service's database URL: DATABASE_URL_WALLET for wallet. */
export function databaseUrlVariable(service: string): string {
  return `DATABASE_URL_${service.toUpperCase()}`;
}

/**
 * The base URLs of a service's replicas from a `SERVICE_URL_*` variable: one URL, or several
 * separated by commas, without trailing slashes.
 */
export function serviceUrls(value: string): string[] {
  return value
    .split(',')
    .map((url) => url.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/** A `SERVICE_URL_*` value that names at least one replica, all http or all https (one agent serves them). */
export function isServiceUrlList(value: string): boolean {
  const urls = serviceUrls(value);
  if (urls.length === 0 || !urls.every(isHttpUrl)) return false;
  return new Set(urls.map((url) => new URL(url).protocol)).size === 1;
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** A `SERVICE_URL_*` variable naming one replica, or several of one protocol separated by commas. */
export const serviceUrlList = z
  .string()
  .refine(isServiceUrlList, 'must be an http(s) URL, or several of one protocol separated by commas');
