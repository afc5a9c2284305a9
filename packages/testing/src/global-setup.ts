import { startThrowawayPostgres } from './postgres-server';

/** One PostgreSQL for the whole Jest run; each test file creates its own database in it. */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_PG_URL) return;
  const postgres = await startThrowawayPostgres();
  process.env.TEST_PG_URL = postgres.url;
  (globalThis as { __P2P_PG__?: { stop(): Promise<void> } }).__P2P_PG__ = postgres;
}
