import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { startLocalPostgres, stopLocalPostgres } from './local-postgres';
import { localSecrets } from './local-secrets';
import { startPlatform } from './platform';
import { assertPortFree } from './ports';
import { webRoots } from './web-roots';

const repoRoot = resolve(__dirname, '../..');
const dataDir = resolve(process.env.DATA_DIR ?? join(repoRoot, 'data'));

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  if (process.argv.includes('--reset')) {
    await stopLocalPostgres(join(dataDir, 'postgres'));
    rmSync(dataDir, { recursive: true, force: true });
    console.log(`Wiped ${dataDir}`);
  }
  await assertPortFree(port, `Port ${port}`, 'PORT');

  const postgres = await startLocalPostgres({
    dataDir: join(dataDir, 'postgres'),
    port: Number(process.env.PG_PORT ?? port + 1),
    portVariable: 'PG_PORT',
    passwordFile: join(dataDir, 'keys', 'postgres-password'),
  });
  const secrets = localSecrets(join(dataDir, 'keys'));
  let platform: Awaited<ReturnType<typeof startPlatform>> | undefined;
  // The apps first (HTTP, consumers, outbox relays), then PostgreSQL, which they use until they stop.
  const shutdown = async (signal: string) => {
    console.log(`\n${signal}: stopping...`);
    await platform?.close().catch((error) => console.error(describe(error)));
    await postgres.stop().catch((error) => console.error(describe(error)));
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.once(signal, () => void shutdown(signal));

  try {
    platform = await startPlatform({
      postgresUrl: postgres.url,
      port,
      host: process.env.HOST ?? '127.0.0.1',
      staticRoots: webRoots(repoRoot),
      env: {
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        JWT_PUBLIC_KEY: secrets.jwtPublicKey,
        JWT_PRIVATE_KEY: secrets.jwtPrivateKey,
        INTERNAL_API_TOKEN: secrets.internalToken,
        PUBLIC_URL: `http://localhost:${port}`,
        DEV_MAILBOX: 'true',
        SEED_DEMO_DATA: 'true',
      },
    });
  } catch (error) {
    await postgres.stop();
    throw error;
  }

  console.log(`\nP2P Betting is running at ${platform.url}`);
  console.log(`API docs: ${platform.url}/api/docs`);
  if (DEMO_ACCOUNTS.length > 0) {
    console.log('\nDemo accounts:');
    for (const account of DEMO_ACCOUNTS)
      console.log(`  ${account.role.padEnd(8)} ${account.email} / ${account.password}`);
  }
  console.log('\nPress Ctrl-C to stop.');
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

main().catch((error: unknown) => {
  console.error(`\nCould not start the platform: ${describe(error)}`);
  process.exit(1);
});
