import { startThrowawayPostgres } from './postgres-server';
import { settleRedisUrl } from './redis-probe';

/**
 * One PostgreSQL for the whole Jest run; each test file creates its own database in it. REDIS_URL is
 * kept only if a Redis answers there (the Redis-backed suites run on it, or are skipped with a note).
 */
export default async function globalSetup(): Promise<void> {
  await settleRedisUrl();
  if (process.env.TEST_PG_URL) return;
  const postgres = await startThrowawayPostgres();
  process.env.TEST_PG_URL = postgres.url;
  (globalThis as { __P2P_PG__?: { stop(): Promise<void> } }).__P2P_PG__ = postgres;
}
