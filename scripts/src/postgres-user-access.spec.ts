import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { letPostgresUserReach } from './postgres-user-access';

const mode = (path: string) => statSync(path).mode & 0o777;

describe(letPostgresUserReach.name, () => {
  let root: string;
  let checkout: string;
  let dataDir: string;
  let binaries: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'p2p-reach-'));
    checkout = join(root, 'checkout');
    dataDir = join(checkout, 'data', 'postgres');
    binaries = join(checkout, 'node_modules', 'bin');
    for (const dir of [dataDir, binaries]) mkdirSync(dir, { recursive: true, mode: 0o700 });
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('as root, opens every folder above the data folder for search, never for reading', () => {
    letPostgresUserReach({ dataDirs: [dataDir], uid: 0 });

    expect(mode(root)).toBe(0o701);
    expect(mode(checkout)).toBe(0o701);
    expect(mode(join(checkout, 'data'))).toBe(0o701);
  });

  it('as root, keeps the data folder itself at 0700, as PostgreSQL requires, on every start', () => {
    letPostgresUserReach({ dataDirs: [dataDir], uid: 0 });
    letPostgresUserReach({ dataDirs: [dataDir], uid: 0 });

    expect(mode(dataDir)).toBe(0o700);
  });

  it('as root, opens the binaries folder itself and the folders above it', () => {
    letPostgresUserReach({ folders: [binaries], uid: 0 });

    expect(mode(binaries)).toBe(0o701);
    expect(mode(join(checkout, 'node_modules'))).toBe(0o701);
    expect(mode(dataDir)).toBe(0o700);
  });

  it('as an ordinary user, who runs PostgreSQL as themself, changes nothing', () => {
    letPostgresUserReach({ folders: [binaries], dataDirs: [dataDir], uid: 1000 });

    for (const dir of [root, checkout, dataDir, binaries]) expect(mode(dir)).toBe(0o700);
  });
});
