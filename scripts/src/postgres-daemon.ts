import { startLocalPostgres } from './local-postgres';

/**
 * A PostgreSQL for `npm run stack` when DATABASE_URL is not given: runs until SIGTERM, so the
 * stack's services can be separate processes that outlive the command that started them.
 */
async function main(): Promise<void> {
  const [dataDir, port] = process.argv.slice(2);
  const postgres = await startLocalPostgres(dataDir, Number(port));
  console.log(`postgres ready on ${port}`);
  const stop = async () => {
    await postgres.stop();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
  setInterval(() => undefined, 1 << 30);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
