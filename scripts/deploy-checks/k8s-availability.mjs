// Deployments kept available through drains and load (a PodDisruptionBudget, a spread, an autoscaler's
// needs), and every app scraped by Prometheus through a port its NetworkPolicy opens.
import { isDeepStrictEqual } from 'node:util';
import { matches } from './label-selector.mjs';

/** The labels the Prometheus Operator gives Prometheus's pods: those a scrape must be let in from. */
const PROMETHEUS_POD = { 'app.kubernetes.io/name': 'prometheus' };

/**
 * Deployments kept available through node drains and load: a PodDisruptionBudget that selects their
 * pods and that a drain can meet at their lowest replica count; a spread over nodes and zones by their
 * own selector; and, under an HPA, no replica count of their own (every apply would reset the HPA's)
 * and a CPU request on every container (utilisation is a share of it). The in-cluster infrastructure
 * (Redis) is left out: one replica of each for a development cluster, with no availability to keep.
 */
export function checkAvailability(manifests) {
  const problems = [];
  const ofKind = (kind) => manifests.filter(({ object }) => object.kind === kind);
  const deployments = ofKind('Deployment');
  const autoscalerOf = new Map();
  for (const { source, object } of ofKind('HorizontalPodAutoscaler')) {
    const { kind, name } = object.spec.scaleTargetRef;
    if (kind === 'Deployment' && deployments.some(({ object: target }) => target.metadata.name === name))
      autoscalerOf.set(name, object);
    else
      problems.push(
        `${source}: HorizontalPodAutoscaler ${object.metadata.name} targets ${kind} ${name}, which is no Deployment here`,
      );
  }
  for (const { source, object } of deployments) {
    if (object.metadata.labels?.['app.kubernetes.io/component'] === 'infrastructure') continue;
    const fail = (message) => problems.push(`${source} (Deployment ${object.metadata.name}): ${message}`);
    const pod = object.spec.template;
    const autoscaler = autoscalerOf.get(object.metadata.name);
    const fewest = autoscaler ? (autoscaler.spec.minReplicas ?? 1) : (object.spec.replicas ?? 1);
    const budgets = ofKind('PodDisruptionBudget').filter(({ object: budget }) =>
      matches(budget.spec.selector, pod.metadata?.labels),
    );
    if (budgets.length === 0) fail('no PodDisruptionBudget selects its pods');
    for (const { object: budget } of budgets)
      if (typeof budget.spec.minAvailable === 'number' && budget.spec.minAvailable >= fewest)
        fail(
          `PodDisruptionBudget ${budget.metadata.name}: minAvailable ${budget.spec.minAvailable} of ${fewest} replicas blocks every node drain`,
        );
    for (const key of ['kubernetes.io/hostname', 'topology.kubernetes.io/zone']) {
      const spread = pod.spec.topologySpreadConstraints?.find((constraint) => constraint.topologyKey === key);
      if (!spread) fail(`no topologySpreadConstraints over ${key}`);
      else if (!isDeepStrictEqual(spread.labelSelector, { matchLabels: object.spec.selector.matchLabels }))
        fail(`the spread over ${key} must select its pods by the Deployment's selector`);
    }
    if (!autoscaler) continue;
    if (object.spec.replicas !== undefined)
      fail(
        `sets replicas, which every apply would reset under HorizontalPodAutoscaler ${autoscaler.metadata.name}`,
      );
    for (const container of pod.spec.containers)
      if (!container.resources?.requests?.cpu)
        fail(`container ${container.name}: no CPU request for its autoscaler`);
  }
  return problems;
}

/**
 * Every pod that runs an app (all of them export GET /metrics) is scraped by a PodMonitor, on a
 * container port it has, which a NetworkPolicy opens to Prometheus's pods; and a PodMonitor scrapes
 * nothing else (web's nginx has no /metrics).
 */
export function checkScrape(manifests, appConfigs) {
  const problems = [];
  const ofKind = (kind) => manifests.filter(({ object }) => object.kind === kind).map(({ object }) => object);
  for (const { source, object } of manifests.filter(({ object }) => object.spec?.template?.spec)) {
    const labels = object.spec.template.metadata?.labels;
    const containers = object.spec.template.spec.containers;
    const exports = containers.some((container) => appConfigs.appOf(container.command));
    const monitors = ofKind('PodMonitor').filter((monitor) => matches(monitor.spec.selector, labels));
    const where = `${source} (${object.kind} ${object.metadata.name})`;
    if (!exports) {
      if (monitors.length > 0)
        problems.push(`${where}: PodMonitor ${monitors[0].metadata.name} scrapes a pod without /metrics`);
      continue;
    }
    if (monitors.length === 0) problems.push(`${where}: no PodMonitor scrapes it`);
    const ports = containers.flatMap((container) => container.ports ?? []);
    for (const port of monitors.flatMap((monitor) =>
      monitor.spec.podMetricsEndpoints.map((endpoint) => endpoint.port),
    )) {
      const number = ports.find((candidate) => candidate.name === port)?.containerPort;
      if (number === undefined) problems.push(`${where}: no container port ${port} to scrape`);
      const open = ofKind('NetworkPolicy').some(
        (policy) =>
          matches(policy.spec.podSelector, labels) &&
          (policy.spec.ingress ?? []).some(
            (rule) =>
              rule.from?.some(
                (peer) => peer.namespaceSelector && matches(peer.podSelector, PROMETHEUS_POD),
              ) && rule.ports?.some((allowed) => allowed.port === port || allowed.port === number),
          ),
      );
      if (!open)
        problems.push(
          `${where}: no NetworkPolicy lets Prometheus (pods ${JSON.stringify(PROMETHEUS_POD)} of another namespace) reach port ${port}`,
        );
    }
  }
  return problems;
}
