import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * `npm run build`'s web step: the production webpack build of every frontend, skipped when nothing it
 * reads has changed since the last build, so a second `npm start` does not spend a minute rebuilding
 * the same bytes. The stamp is a hash of the sources (the frontends and the packages they bundle),
 * the build configuration and the lock file, with the time each app's manifest was written, so an
 * output replaced by another build (`npm run dev`) or removed is built again.
 */
const root = join(import.meta.dirname, '..');
const apps = ['shell', 'betting-mfe', 'wallet-mfe', 'admin-mfe'];
const bundledPackages = ['router', 'ui', 'web-session', 'contracts'];
const stampFile = join(root, '.cache/web-build-stamp.json');
const skipped = new Set(['node_modules', 'dist', '@mf-types', '.cache']);

function files(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    // Tests and the type checker's build records are not bundled.
    if (skipped.has(entry.name) || /\.spec\.tsx?$|\.tsbuildinfo$/.test(entry.name)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}

function inputsHash() {
  const hash = createHash('sha256');
  const inputs = [
    ...files(join(root, 'frontends')),
    ...bundledPackages.flatMap((name) => files(join(root, 'packages', name))),
    join(root, 'package-lock.json'),
  ].sort();
  for (const file of inputs) {
    hash.update(relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

function outputs() {
  return apps.map((app) => {
    const manifest = join(root, 'frontends', app, 'dist', 'mf-manifest.json');
    return existsSync(manifest) ? statSync(manifest).mtimeMs : 0;
  });
}

const force = process.argv.includes('--force');
// Hashed before the build: a source edited during it makes the next build run again.
const inputs = inputsHash();
const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '{}';
if (!force && stamp === JSON.stringify({ inputs, outputs: outputs() })) {
  console.log('Web app unchanged since its last build: not rebuilt.');
} else {
  const build = spawnSync('npm', ['run', '--silent', 'build:web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  mkdirSync(dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, JSON.stringify({ inputs, outputs: outputs() }));
}
