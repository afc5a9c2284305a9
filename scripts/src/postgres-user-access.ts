import { chmodSync, existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export interface ReachOptions {
  /** Folders the `postgres` user must enter and read through, such as the binaries' folder. */
  folders?: string[];
  /**
   * Data folders: only the folders above them are opened. PostgreSQL refuses a data folder that
   * others can enter ("data directory has invalid permissions"), so it keeps mode 0700.
   */
  dataDirs?: string[];
  /** The running user's id; PostgreSQL only runs as another user when this is root. */
  uid?: number;
}

/**
 * Run as root, PostgreSQL runs as the `postgres` user, which must be able to pass through every
 * folder above the binaries (in node_modules) and the data folder: a checkout in a private folder
 * (`/root`, a `mktemp -d` folder) would stop it with EACCES. Grants search permission, never read,
 * on the folders that lack it; an ordinary user runs PostgreSQL as themself, so nothing changes.
 */
export function letPostgresUserReach({
  folders = [],
  dataDirs = [],
  uid = process.getuid?.(),
}: ReachOptions): void {
  if (uid !== 0) return;
  for (const folder of folders) openForSearch(resolve(folder));
  for (const dataDir of dataDirs) openForSearch(dirname(resolve(dataDir)));
}

function openForSearch(from: string): void {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(dir)) {
      const { mode } = statSync(dir);
      if ((mode & 0o001) === 0) chmodSync(dir, mode | 0o001);
    }
    if (dirname(dir) === dir) return;
  }
}
