// The deployment files' own checks (run by scripts/validate-deploy.sh after dclint and
// dockerfile-utils): docker-compose.yml and .env.example, the Dockerfile against the repository, and
// what kustomize rendered of every kustomization under deploy/k8s, checked against the Kubernetes
// schemas (the Prometheus Operator's for its kinds) and the platform's rules, and the PrometheusRule
// generated from the alert rules. Each kustomization comes as `--rendered <dir> <file>`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, parseAllDocuments } from 'yaml';
import { createAppConfigs } from './deploy-checks/app-config.mjs';
import { checkCompose } from './deploy-checks/compose.mjs';
import { checkDockerfile } from './deploy-checks/dockerfile.mjs';
import { checkAvailability, checkScrape } from './deploy-checks/k8s-availability.mjs';
import { checkPolicies } from './deploy-checks/k8s-policy.mjs';
import { createReporter } from './deploy-checks/reporter.mjs';
import { checkOperatorSchemas, checkSchemas } from './deploy-checks/k8s-schema.mjs';
import { PROMETHEUS_RULE_FILE, prometheusRuleFile, RULES_FILE } from './monitoring-rules-to-k8s.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const k8s = join(root, 'deploy/k8s');
const secretExampleFile = join(k8s, 'base/secret.example.yaml');
const { report, attempt, exitCode } = createReporter();

const appConfigs = createAppConfigs(root);
report(
  'docker-compose.yml: variables documented in .env.example, app environments accepted by their config schemas',
  attempt(() => checkCompose(root, appConfigs)),
);
report(
  'Dockerfile: stages, copied files, .dockerignore and the workspaces the app image needs',
  attempt(() => checkDockerfile(root)),
);

const renders = [];
for (const [index, argument] of process.argv.entries()) {
  if (argument !== '--rendered') continue;
  const [name, file] = process.argv.slice(index + 1, index + 3);
  renders.push({ name, manifests: loadManifests(file, `${name} (kustomize)`) });
}
if (renders.length === 0) {
  console.log(
    'FAIL deploy/k8s: nothing rendered; run scripts/validate-deploy.sh, which renders with kustomize',
  );
  process.exit(1);
}
const secretExample = loadManifests(secretExampleFile, relative(root, secretExampleFile));
for (const { name, manifests } of renders) {
  report(
    `${name}: rendered by kustomize; workloads hardened, probed and sized; references resolve; app environments valid`,
    attempt(() => checkPolicies(manifests, secretExample[0].object, appConfigs)),
  );
  report(
    `${name}: every Deployment has a disruption budget a drain can meet and a spread over nodes and zones; autoscalers own their Deployments' replicas`,
    attempt(() => checkAvailability(manifests)),
  );
  if (manifests.some(({ object }) => object.kind === 'PodMonitor'))
    report(
      `${name}: every app's /metrics scraped by a PodMonitor, on a port its NetworkPolicies open to Prometheus`,
      attempt(() => checkScrape(manifests, appConfigs)),
    );
}

// Every app of the repository is deployed by both: a new service needs its compose service and manifest.
const composeServices = Object.values(
  parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true }).services,
);
const composeCommands = composeServices.map((service) => service.command ?? []);
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

// The gateway routes to every service: a service it has no URL for answers 503 on every route.
const serviceNames = appConfigs
  .scripts()
  .map((script) => /^services\/([a-z-]+)\/dist\/main\.js$/.exec(script)?.[1])
  .filter(Boolean);
const gatewayCompose = composeServices.find((service) => service.command?.includes('gateway/dist/main.js'));
const gatewayPod = base
  .flatMap(({ object }) => object.spec?.template?.spec?.containers ?? [])
  .find((container) => container.command?.includes('gateway/dist/main.js'));
report(
  'the gateway has SERVICE_URL_<NAME> for every service in docker-compose.yml and deploy/k8s/base',
  serviceNames.flatMap((name) => {
    const variable = `SERVICE_URL_${name.toUpperCase()}`;
    return [
      ...(gatewayCompose?.environment?.[variable]
        ? []
        : [`docker-compose.yml: the gateway has no ${variable}`]),
      ...(gatewayPod?.env?.some((entry) => entry.name === variable)
        ? []
        : [`deploy/k8s/base: the gateway has no ${variable}`]),
    ];
  }),
);

// Every object of deploy/k8s is deployed by some kustomization; the Secret's example by none.
const rendered = new Set(renders.flatMap(({ manifests }) => manifests.map(({ object }) => idOf(object))));
const defined = walk(k8s)
  .filter(
    (file) => /\.ya?ml$/.test(file) && basename(file) !== 'kustomization.yaml' && file !== secretExampleFile,
  )
  .flatMap((file) => loadManifests(file, relative(root, file)));
report('deploy/k8s: every manifest belongs to a kustomization, and secret.example.yaml to none', [
  ...defined
    .filter(({ object }) => !rendered.has(idOf(object)))
    .map(({ source, object }) => `${source}: ${idOf(object)} is in no kustomization`),
  ...secretExample
    .filter(({ object }) => rendered.has(idOf(object)))
    .map(({ source }) => `${source} must not be part of a kustomization`),
]);

// Each object once (as its kustomizations render it), plus the Secret's example. The Prometheus
// Operator's kinds have models of their own, schemas without the type check's excess properties.
const all = [...renders.flatMap(({ manifests }) => manifests), ...secretExample];
const operatorObjects = all.filter(({ object }) => object?.apiVersion?.startsWith('monitoring.coreos.com/'));
const kubernetesObjects = all.filter((manifest) => !operatorObjects.includes(manifest));
report(
  `Kubernetes schemas (kubernetes-models): ${kubernetesObjects.length} objects`,
  attempt(() => checkSchemas(root, kubernetesObjects)),
);
report(
  `Prometheus Operator schemas (@kubernetes-models/prometheus-operator): ${operatorObjects.length} objects`,
  attempt(() => checkOperatorSchemas(root, operatorObjects)),
);
report(
  `${PROMETHEUS_RULE_FILE}: generated from ${RULES_FILE}`,
  await prometheusRuleFile(root)
    .then((text) =>
      text === readFileSync(join(root, PROMETHEUS_RULE_FILE), 'utf8')
        ? []
        : ['differs from what the script writes: run node scripts/monitoring-rules-to-k8s.mjs'],
    )
    .catch((error) => [error.message]),
);

process.exit(exitCode());

/** YAML documents of a file, each with where it came from (`<label>#<n>`). */
function loadManifests(file, label) {
  return parseAllDocuments(readFileSync(file, 'utf8'))
    .map((document, index) => {
      if (document.errors.length > 0) throw new Error(`${label}: ${document.errors[0].message}`);
      return { source: `${label}#${index + 1}`, object: document.toJS() };
    })
    .filter((manifest) => manifest.object !== null);
}

/** An object as kustomize keeps it apart from the others, less the namespace a kustomization may set. */
function idOf(object) {
  return `${object.kind} ${object.metadata?.name}`;
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
