// The rules deploy/k8s keeps (STYLE.md, Deployment) and the references between its objects: every
// workload hardened, probed and sized; every Service, Ingress, NetworkPolicy, PodDisruptionBudget,
// ServiceAccount, ConfigMap and Secret reference pointing at something that exists; every app's
// environment accepted by its own configuration schema.
import { URL } from 'node:url';
import { sampleSecrets } from './app-config.mjs';

/** Containers allowed a writable root filesystem, and why. */
const WRITABLE_ROOT = {
  kafka: "the image's start script writes the broker's configuration under /opt/kafka",
};
/** Images built from this repository: the overlays pin their tags (kustomize `images`). */
const OWN_IMAGES = new Set(['p2p-bet/app', 'p2p-bet/web']);

export function checkPolicies(manifests, secretExample, appConfigs) {
  const problems = [];
  const objects = manifests.map(({ source, object }) => ({ source, object }));
  const ofKind = (kind) => objects.filter(({ object }) => object.kind === kind);
  const workloads = objects.filter(({ object }) =>
    ['Deployment', 'StatefulSet', 'Job'].includes(object.kind),
  );
  const podLabels = workloads.map(({ object }) => object.spec.template.metadata?.labels ?? {});
  const selects = (selector) =>
    podLabels.some((labels) => Object.entries(selector ?? {}).every(([key, value]) => labels[key] === value));
  const configMaps = new Map(
    ofKind('ConfigMap').map(({ object }) => [object.metadata.name, object.data ?? {}]),
  );
  const services = new Map(ofKind('Service').map(({ object }) => [object.metadata.name, object]));
  const accounts = new Set(ofKind('ServiceAccount').map(({ object }) => object.metadata.name));
  const secrets = { ...(secretExample.stringData ?? {}) };
  const samples = sampleSecrets();

  for (const { source, object } of workloads) {
    const where = `${source} (${object.kind} ${object.metadata.name})`;
    const pod = object.spec.template.spec;
    const fail = (message) => problems.push(`${where}: ${message}`);
    const podSecurity = pod.securityContext ?? {};
    if (podSecurity.runAsNonRoot !== true) fail('pod securityContext.runAsNonRoot must be true');
    if (!(podSecurity.runAsUser > 0)) fail('pod securityContext.runAsUser must be a non-root uid');
    if (podSecurity.seccompProfile?.type !== 'RuntimeDefault')
      fail('pod seccompProfile must be RuntimeDefault');
    if (pod.automountServiceAccountToken !== false) fail('automountServiceAccountToken must be false');
    if (!accounts.has(pod.serviceAccountName))
      fail(`ServiceAccount ${pod.serviceAccountName} is not defined`);
    // A Job's selector is the one Kubernetes generates.
    const isJob = object.kind === 'Job';
    if (!isJob && !selects(object.spec.selector.matchLabels))
      fail('selector does not match its pod template');
    const volumes = new Set([
      ...(pod.volumes ?? []).map((volume) => volume.name),
      ...(object.spec.volumeClaimTemplates ?? []).map((claim) => claim.metadata.name),
    ]);
    for (const container of pod.containers) {
      const at = (message) => fail(`container ${container.name}: ${message}`);
      const security = container.securityContext ?? {};
      if (security.allowPrivilegeEscalation !== false) at('allowPrivilegeEscalation must be false');
      if (!security.capabilities?.drop?.includes('ALL')) at('capabilities must drop ALL');
      if (security.readOnlyRootFilesystem !== true && !WRITABLE_ROOT[container.name])
        at('readOnlyRootFilesystem must be true');
      // A Job's container runs to its end: no Service sends it traffic, nothing restarts it but failure.
      if (!container.readinessProbe && !isJob) at('no readinessProbe');
      if (!container.livenessProbe && !isJob) at('no livenessProbe');
      for (const kind of ['requests', 'limits'])
        for (const resource of ['cpu', 'memory'])
          if (!container.resources?.[kind]?.[resource]) at(`no resources.${kind}.${resource}`);
      const [image, tag] = container.image.split(':');
      if (!OWN_IMAGES.has(image) && (!tag || tag === 'latest'))
        at(`image ${container.image} needs a fixed tag`);
      const ports = new Set((container.ports ?? []).map((port) => port.name));
      for (const probe of [container.readinessProbe, container.livenessProbe, container.startupProbe]) {
        const port = probe?.httpGet?.port ?? probe?.tcpSocket?.port;
        if (typeof port === 'string' && !ports.has(port)) at(`probe port ${port} is not a container port`);
      }
      for (const mount of container.volumeMounts ?? [])
        if (!volumes.has(mount.name)) at(`volume ${mount.name} is not defined`);
      const env = {};
      for (const variable of container.env ?? []) {
        const fromMap = variable.valueFrom?.configMapKeyRef;
        const fromSecret = variable.valueFrom?.secretKeyRef;
        if (fromMap) {
          const data = configMaps.get(fromMap.name);
          if (data?.[fromMap.key] !== undefined) env[variable.name] = data[fromMap.key];
          else if (!fromMap.optional)
            at(`${variable.name}: ConfigMap ${fromMap.name} has no key ${fromMap.key}`);
        } else if (fromSecret) {
          if (fromSecret.name !== secretExample.metadata?.name)
            at(`${variable.name}: Secret ${fromSecret.name} is not described by secret.example.yaml`);
          else if (secrets[fromSecret.key] !== undefined)
            env[variable.name] = samples[fromSecret.key] ?? secrets[fromSecret.key];
          else if (!fromSecret.optional)
            at(`${variable.name}: secret.example.yaml has no key ${fromSecret.key}`);
        } else {
          env[variable.name] = variable.value;
        }
      }
      const app = appConfigs.appOf(container.command);
      if (app) {
        for (const problem of appConfigs.check(container.command, env)) at(problem);
        if (env.PORT && !(container.ports ?? []).some((port) => String(port.containerPort) === env.PORT))
          at(`PORT ${env.PORT} is not a container port`);
        problems.push(...checkUrls(`${where}: container ${container.name}`, env, app, services));
      }
    }
  }

  for (const { source, object } of ofKind('Service')) {
    if (!selects(object.spec.selector))
      problems.push(`${source}: Service ${object.metadata.name} selects no pod`);
  }
  for (const { source, object } of ofKind('Ingress')) {
    for (const rule of object.spec.rules ?? [])
      for (const path of rule.http?.paths ?? []) {
        const backend = path.backend.service;
        const service = services.get(backend.name);
        if (
          !service?.spec.ports.some(
            (port) => port.name === backend.port.name || port.port === backend.port.number,
          )
        )
          problems.push(
            `${source}: ${path.path} goes to ${backend.name}:${backend.port.name ?? backend.port.number}, which does not exist`,
          );
      }
  }
  for (const { source, object } of ofKind('NetworkPolicy')) {
    const own = object.spec.podSelector?.matchLabels;
    if (own && Object.keys(own).length > 0 && !selects(own))
      problems.push(`${source}: NetworkPolicy ${object.metadata.name} applies to no pod`);
    const rules = [
      ...(object.spec.ingress ?? []).map((rule) => rule.from),
      ...(object.spec.egress ?? []).map((rule) => rule.to),
    ];
    for (const peer of rules.flat().filter(Boolean)) {
      if (peer.namespaceSelector || !peer.podSelector) continue;
      if (!selects(peer.podSelector.matchLabels))
        problems.push(
          `${source}: NetworkPolicy ${object.metadata.name} names pods that do not exist (${JSON.stringify(peer.podSelector.matchLabels)})`,
        );
    }
  }
  for (const { source, object } of ofKind('PodDisruptionBudget')) {
    if (!selects(object.spec.selector?.matchLabels))
      problems.push(`${source}: PodDisruptionBudget selects no pod`);
  }
  return problems;
}

/** SERVICE_URL_<NAME> is the Service <name> on its port; DATABASE_URL_<APP> names the app's database. */
function checkUrls(where, env, app, services) {
  const problems = [];
  for (const [key, value] of Object.entries(env)) {
    const target = /^SERVICE_URL_([A-Z]+)$/.exec(key)?.[1]?.toLowerCase();
    if (target) {
      const url = new URL(value);
      const service = services.get(target);
      if (!service) problems.push(`${where}: ${key} names ${target}, which has no Service`);
      else if (url.hostname !== target || !service.spec.ports.some((port) => String(port.port) === url.port))
        problems.push(`${where}: ${key} must be http://${target}:<a port of Service ${target}>`);
    }
  }
  const database = env[`DATABASE_URL_${app.toUpperCase()}`];
  if (database && new URL(database).pathname !== `/${app}`)
    problems.push(`${where}: DATABASE_URL_${app.toUpperCase()} must name the database ${app}`);
  // Only the provisioning Job connects as the superuser (POSTGRES_ADMIN_URL); each app as its own role.
  if (database && ['', 'postgres'].includes(new URL(database).username))
    problems.push(`${where}: DATABASE_URL_${app.toUpperCase()} must connect as the app's own role`);
  return problems;
}
