import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { startLocalPostgres } from './local-postgres';
import { localSecrets } from './local-secrets';
import { startPlatform } from './platform';
import { webRoots } from './web-roots';

const repoRoot = resolve(__dirname, '../..');
const dataDir = resolve(process.env.DATA_DIR ?? join(repoRoot, 'data'));

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  if (process.argv.includes('--reset')) {
    rmSync(dataDir, { recursive: true, force: true });
    console.log(`Wiped ${dataDir}`);
  }
  await assertPortFree(port);

  const postgres = await startLocalPostgres(
    join(dataDir, 'postgres'),
    Number(process.env.PG_PORT ?? port + 1),
  );
  const secrets = localSecrets(join(dataDir, 'keys'));
  let platform: Awaited<ReturnType<typeof startPlatform>> | undefined;
  const shutdown = async (signal: string) => {
    console.log(`\n${signal}: stopping...`);
    await platform?.close().catch((error) => console.error(error));
    await postgres.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

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

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} is already in use. Stop what is using it or run with PORT=<another port>.`,
            )
          : error,
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolvePort()));
  });
}

main().catch((error: Error) => {
  console.error(`\nCould not start the platform: ${error.message}`);
  process.exit(1);
});
