// The deployment files' own checks (run by scripts/validate-deploy.sh after dclint and
// dockerfile-utils): docker-compose.yml and .env.example, the Dockerfile against the repository, and
// every kustomization under deploy/k8s rendered and checked against the Kubernetes schemas and the
// platform's rules. Each `--rendered <dir> <file>` also checks a rendering of <dir> made by real kustomize.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, parseAllDocuments } from 'yaml';
import { createAppConfigs } from './deploy-checks/app-config.mjs';
import { checkCompose } from './deploy-checks/compose.mjs';
import { checkDockerfile } from './deploy-checks/dockerfile.mjs';
import { checkPolicies } from './deploy-checks/k8s-policy.mjs';
import { checkSchemas } from './deploy-checks/k8s-schema.mjs';
import { kustomizationDirectories, loadManifests, render } from './deploy-checks/kustomize.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const k8s = join(root, 'deploy/k8s');
const secretExampleFile = join(k8s, 'base/secret.example.yaml');
let failed = false;

function report(title, problems) {
  if (problems.length === 0) {
    console.log(`ok   ${title}`);
    return;
  }
  failed = true;
  console.log(`FAIL ${title}`);
  for (const problem of problems) console.log(`     - ${problem}`);
}

function attempt(run) {
  try {
    return run();
  } catch (error) {
    return [error.message];
  }
}

const appConfigs = createAppConfigs(root);
report(
  'docker-compose.yml: variables documented in .env.example, app environments accepted by their config schemas',
  attempt(() => checkCompose(root, appConfigs)),
);
report(
  'Dockerfile: stages, copied files, .dockerignore and the workspaces the app image needs',
  attempt(() => checkDockerfile(root)),
);

const yamlFiles = walk(k8s).filter((file) => /\.ya?ml$/.test(file));
const roots = kustomizationDirectories(yamlFiles).filter(
  (dir) => loadManifests(join(dir, 'kustomization.yaml'), root)[0].object.kind === 'Kustomization',
);
const secretExample = loadManifests(secretExampleFile, root);
const reached = new Set();
const renders = [];
for (const dir of roots) {
  const name = relative(root, dir);
  const problems = attempt(() => {
    const { manifests, files } = render(dir, root);
    files.forEach((file) => reached.add(file));
    renders.push({ name, manifests });
    return checkPolicies(manifests, secretExample[0].object, appConfigs);
  });
  report(
    `${name}: rendered; workloads hardened, probed and sized; references resolve; app environments valid`,
    problems,
  );
}

// Every app of the repository is deployed by both: a new service needs its compose service and manifest.
const composeCommands = Object.values(
  parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true }).services,
).map((service) => service.command ?? []);
const base = renders.find(({ name }) => name === 'deploy/k8s/base')?.manifests ?? [];
const podCommands = base.flatMap(
  ({ object }) => object.spec?.template?.spec?.containers?.map((c) => c.command ?? []) ?? [],
);
report(
  'every app (gateway/dist/main.js, services/*/dist/main.js) runs in docker-compose.yml and deploy/k8s/base',
  appConfigs
    .scripts()
    .flatMap((script) => [
      ...(composeCommands.some((command) => command.includes(script))
        ? []
        : [`docker-compose.yml runs no ${script}`]),
      ...(podCommands.some((command) => command.includes(script))
        ? []
        : [`deploy/k8s/base runs no ${script}`]),
    ]),
);

const unreached = yamlFiles.filter((file) => !reached.has(file) && file !== secretExampleFile);
report('deploy/k8s: every manifest belongs to a kustomization, and secret.example.yaml to none', [
  ...unreached.map((file) => `${relative(root, file)} is in no kustomization`),
  ...(reached.has(secretExampleFile) ? ['secret.example.yaml must not be part of a kustomization'] : []),
]);

// Each object once (as its kustomizations render it), plus the Secret's example and any rendering
// passed in from real kustomize.
const all = [...renders.flatMap(({ name, manifests }) => tag(name, manifests)), ...secretExample];
for (const [index, argument] of process.argv.entries()) {
  if (argument !== '--rendered') continue;
  const [name, file] = process.argv.slice(index + 1, index + 3);
  const documents = parseAllDocuments(readFileSync(file, 'utf8')).map((document, index) => ({
    source: `kustomize ${name}#${index + 1}`,
    object: document.toJS(),
  }));
  all.push(...documents);
  const ours = renders.find((candidate) => candidate.name === name);
  report(
    `${name}: kustomize renders the same objects as this check`,
    sameObjects(ours?.manifests ?? [], documents),
  );
}
report(
  `Kubernetes schemas (kubernetes-models): ${all.length} objects`,
  attempt(() => checkSchemas(root, all)),
);

process.exit(failed ? 1 : 0);

function tag(name, manifests) {
  return manifests.map(({ source, object }) => ({ source: `${name}: ${source}`, object }));
}

function sameObjects(ours, theirs) {
  const ids = (list) =>
    new Set(
      list.map(({ object }) => `${object.kind} ${object.metadata?.namespace ?? ''}/${object.metadata?.name}`),
    );
  const a = ids(ours);
  const b = ids(theirs);
  return [
    ...[...a].filter((id) => !b.has(id)).map((id) => `only here: ${id}`),
    ...[...b].filter((id) => !a.has(id)).map((id) => `only in kustomize: ${id}`),
  ];
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
