import { HOSTED_SERVICES } from '@p2p/scripts';
import type { BenchPostgres } from './bench-postgres';
import { forkChild } from '../processes';
import type { BenchSecrets } from '../secrets';
import { platformEnv, Target } from './target';

const DATABASE_PREFIX = 'bench_';

/** The embedded mode: one child process hosts the gateway and every service, on the in-memory bus. */
export async function startEmbedded(
  postgres: BenchPostgres,
  secrets: BenchSecrets,
  options: { profileDir?: string },
): Promise<Target> {
  const env = {
    ...platformEnv(secrets, 'http://localhost'),
    JWT_PRIVATE_KEY: secrets.jwtPrivateKey,
    TWO_FACTOR_SECRET_KEY: secrets.twoFactorSecretKey,
  };
  const server = forkChild('targets/embedded-server.js', {
    env: {
      BENCH_PLATFORM: JSON.stringify({ postgresUrl: postgres.url, databasePrefix: DATABASE_PREFIX, env }),
      ...(options.profileDir ? { BENCH_PROFILE_DIR: options.profileDir } : {}),
    },
  });
  const { url } = await server.next<{ type: 'ready'; url: string }>('ready', 180_000);
  return {
    mode: 'embedded',
    url: url.replace('localhost', '127.0.0.1'),
    postgresUrl: postgres.url,
    databases: {
      auth: 'bench_auth',
      betting: 'bench_betting',
      wallet: 'bench_wallet',
      football: 'bench_football',
    },
    processes: [
      { name: 'platform', pid: server.pid },
      { name: 'postgres', pid: postgres.pid, tree: true },
    ],
    secrets,
    description: `one Node process (gateway + ${HOSTED_SERVICES.length} services), in-memory bus and cache`,
    profiler: options.profileDir
      ? {
          start: async () => {
            server.send({ type: 'profile-start' });
            await server.next('profile-started', 30_000);
          },
          stop: async (name: string) => {
            server.send({ type: 'profile-stop', name });
            return (await server.next<{ type: string; file: string }>('profile-stopped', 60_000)).file;
          },
        }
      : undefined,
    stop: () => server.stop(60_000),
  };
}
