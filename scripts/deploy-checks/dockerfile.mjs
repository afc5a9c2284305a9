// The Dockerfile against the repository (dockerfile-utils checks its syntax): stages copied from exist,
// files copied from the context exist and are not excluded by .dockerignore, and the runtime image
// holds the build output of every workspace package the apps load.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function checkDockerfile(root) {
  const problems = [];
  const text = readFileSync(join(root, 'Dockerfile'), 'utf8').replace(/\\\n/g, ' ');
  const ignored = dockerignore(readFileSync(join(root, '.dockerignore'), 'utf8'));
  const stages = [];
  for (const line of text.split('\n').map((raw) => raw.trim())) {
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) {
      if (from[1]) stages.push(from[1]);
      continue;
    }
    const copy = /^COPY\s+(.*)$/i.exec(line);
    if (!copy) continue;
    const words = copy[1].split(/\s+/);
    const stage = words.find((word) => word.startsWith('--from='))?.slice('--from='.length);
    const paths = words.filter((word) => !word.startsWith('--'));
    if (stage) {
      if (!stages.includes(stage))
        problems.push(`Dockerfile: COPY --from=${stage}: no earlier stage of that name`);
      continue;
    }
    for (const source of paths.slice(0, -1)) {
      if (source === '.') continue;
      if (!existsSync(join(root, source))) problems.push(`Dockerfile: COPY ${source}: no such file`);
      else if (ignored(source)) problems.push(`Dockerfile: COPY ${source}: excluded by .dockerignore`);
    }
  }
  problems.push(...checkCopiedBuilds(root, text));
  return problems;
}

/** The `for dir in ...` list of the build stage covers every workspace the gateway and services load. */
function checkCopiedBuilds(root, text) {
  const list = /for dir in ([^;]+);/.exec(text)?.[1].trim().split(/\s+/);
  if (!list)
    return ['Dockerfile: the build stage no longer lists the dist folders it copies (for dir in ...)'];
  const covered = (dir) =>
    list.some((entry) => entry === dir || (entry.endsWith('/*') && dir.startsWith(entry.slice(0, -1))));
  const workspaces = new Map();
  for (const parent of ['packages', 'services']) {
    for (const name of readdirSync(join(root, parent))) {
      const manifest = join(root, parent, name, 'package.json');
      if (existsSync(manifest))
        workspaces.set(JSON.parse(readFileSync(manifest, 'utf8')).name, `${parent}/${name}`);
    }
  }
  workspaces.set('@p2p/gateway', 'gateway');
  const needed = new Set();
  const visit = (dir) => {
    if (needed.has(dir)) return;
    needed.add(dir);
    const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    for (const dependency of Object.keys(manifest.dependencies ?? {}))
      if (workspaces.has(dependency)) visit(workspaces.get(dependency));
  };
  visit('gateway');
  for (const [, dir] of workspaces) if (dir.startsWith('services/')) visit(dir);
  return [...needed]
    .filter((dir) => !covered(dir))
    .map(
      (dir) => `Dockerfile: the app image lacks ${dir}/dist, which the apps load (add it to "for dir in")`,
    );
}

/** A matcher for .dockerignore's patterns (*, **, a leading !), as Docker applies them in order. */
function dockerignore(text) {
  const rules = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const negated = line.startsWith('!');
      const pattern = (negated ? line.slice(1) : line).replace(/^\/+/, '');
      const source = pattern
        .split('/')
        .map((part) =>
          part === '**' ? '.*' : part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'),
        )
        .join('/')
        .replace(/\.\*\//g, '(?:.*/)?');
      return { negated, regex: new RegExp(`^${source}(?:/.*)?$`) };
    });
  return (path) =>
    rules.reduce((excluded, rule) => (rule.regex.test(path) ? !rule.negated : excluded), false);
}
