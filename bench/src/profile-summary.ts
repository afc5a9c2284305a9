import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const repoRoot = `${resolve(__dirname, '../..')}/`;

/**
 * `node bench/dist/profile-summary.js <file.cpuprofile> [top]`: where a V8 CPU profile (--cpu-prof)
 * spent its samples, by function (self time) and by package, to find the slow path in a run.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Time under each function (its own and its callees'), each function counted once per sample. */
function inclusiveTimes(profile: Profile, keyOf: (node: ProfileNode) => string): Map<string, number> {
  const parent = new Map<number, ProfileNode>();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node);
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const seen = new Set<string>();
    for (let node = byId.get(id); node; node = parent.get(node.id)) seen.add(keyOf(node));
    for (const key of seen) totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return totals;
}

export function summarizeProfile(profile: Profile, top = 25): string {
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, index) =>
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000),
  );
  const total = [...selfMs.values()].reduce((sum, ms) => sum + ms, 0);
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = selfMs.get(node.id) ?? 0;
    if (ms === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? `${shorten(url)}:${lineNumber + 1}` : '(native)';
    const name = `${functionName || '(anonymous)'} ${where}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    byPackage.set(packageOf(url, functionName), (byPackage.get(packageOf(url, functionName)) ?? 0) + ms);
  }
  const table = (entries: Map<string, number>) =>
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(
        ([name, ms]) =>
          `${((ms / total) * 100).toFixed(1).padStart(5)}%  ${ms.toFixed(0).padStart(7)} ms  ${name}`,
      )
      .join('\n');
  const nameOf = (node: ProfileNode) => {
    const { functionName, url, lineNumber } = node.callFrame;
    return `${functionName || '(anonymous)'} ${url ? `${shorten(url)}:${lineNumber + 1}` : '(native)'}`;
  };
  // Where the JavaScript goes: the biggest subtrees below the event loop's own frames.
  const inclusive = new Map(
    [...inclusiveTimes(profile, nameOf)].filter(
      ([name]) =>
        !/^\((root|program|idle|garbage collector)\)|^processTicksAndRejections |^runMicrotasks |^listOnTimeout |^processTimers /.test(
          name,
        ),
    ),
  );
  return [
    `${(total / 1000).toFixed(1)} s of samples`,
    '',
    'By package (self time):',
    table(byPackage),
    '',
    'By function (self time):',
    table(byFunction),
    '',
    'By function (inclusive time):',
    table(inclusive),
  ].join('\n');
}

function shorten(url: string): string {
  return url
    .replace(/^file:\/\//, '')
    .replace(/^.*\/node_modules\//, '')
    .replace(repoRoot, '');
}

function packageOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return url;
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1];
  const path = url.replace(/^file:\/\//, '');
  // Our own code by workspace: services/betting, packages/service-kit, gateway/dist.
  return path.startsWith(repoRoot) ? path.slice(repoRoot.length).split('/').slice(0, 2).join('/') : url;
}

if (require.main === module) {
  const [file, top] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node bench/dist/profile-summary.js <file.cpuprofile> [top]');
    process.exit(2);
  }
  console.log(summarizeProfile(JSON.parse(readFileSync(file, 'utf8')) as Profile, Number(top ?? 25)));
}
