import { testDatabaseUrl } from './databases';
import { testKeyPair } from './keys';

export const TEST_INTERNAL_TOKEN = 'test-internal-token-0123456789';
/** The AES-256 key of auth's TOTP secrets in tests (64 hex digits). */
export const TEST_TWO_FACTOR_SECRET_KEY = '0f'.repeat(32);

/** The environment of one service under test: its own fresh database, test keys, quiet logs. */
export function serviceTestEnv(service: string, extra: Record<string, string> = {}): Record<string, string> {
  const keys = testKeyPair();
  return {
    // The demo and test switches (FOOTBALL_TEST_CONTROLS, SEED_DEMO_DATA) start only under it.
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_PUBLIC_KEY: keys.publicKey,
    JWT_PRIVATE_KEY: keys.privateKey,
    INTERNAL_API_TOKEN: TEST_INTERNAL_TOKEN,
    TWO_FACTOR_SECRET_KEY: TEST_TWO_FACTOR_SECRET_KEY,
    OUTBOX_POLL_MS: '200',
    [`DATABASE_URL_${service.toUpperCase()}`]: testDatabaseUrl(service),
    ...extra,
  };
}
