// The checks of scripts/validate-monitoring.mjs: the dashboards and alert rules select only what the
// apps export, as deploy/monitoring/metrics.yaml lists it. A query naming a metric or label no app has
// draws an empty panel, or an alert that can never fire, and nothing else would say so.
import { parser } from '@prometheus-io/lezer-promql';
import { parse } from 'yaml';

type SyntaxNode = ReturnType<typeof parser.parse>['topNode'];

/** Each selectable series and the labels it has; `undefined` labels: a recorded series, not checked. */
export type Catalog = ReadonlyMap<string, ReadonlySet<string> | undefined>;

interface CatalogFile {
  metrics: Array<{ name: string; type: string; labels?: string[] }>;
  scrape?: string[];
}

/** Prometheus adds `job` and `instance` to every series it scrapes, its own `up` included. */
const TARGET_LABELS = ['job', 'instance'];
// The apps' registries add `service`; no target label does (deploy/k8s/components/prometheus-operator/
// pod-monitor.yaml), so `up{service=...}` would select nothing.
const APP_LABELS = ['service', ...TARGET_LABELS];

export function parseCatalog(text: string): Catalog {
  const file = parse(text) as CatalogFile;
  const catalog = new Map<string, ReadonlySet<string>>();
  for (const { name, type, labels = [] } of file.metrics) {
    const own = [...APP_LABELS, ...labels];
    if (type !== 'histogram') {
      catalog.set(name, new Set(own));
      continue;
    }
    // A classic histogram has no series under its own name.
    catalog.set(`${name}_bucket`, new Set([...own, 'le']));
    catalog.set(`${name}_sum`, new Set(own));
    catalog.set(`${name}_count`, new Set(own));
  }
  for (const name of file.scrape ?? []) catalog.set(name, new Set(TARGET_LABELS));
  return catalog;
}

/**
 * Problems of one PromQL expression: a parse error, or a selector of a series or label not in the
 * catalog. `needed`: labels every selected series must have besides those its matchers name.
 */
export function exprProblems(expr: string, catalog: Catalog, needed: readonly string[] = []): string[] {
  const tree = parser.parse(expr);
  let error: number | undefined;
  tree.iterate({
    enter: (node) => {
      if (node.type.isError && error === undefined) error = node.from;
    },
  });
  // Past a syntax error the tree is a guess; its selectors would only add noise to the one real problem.
  if (error !== undefined) {
    const at =
      error < expr.length
        ? `column ${error + 1}: ${JSON.stringify(expr.slice(error, error + 30))}`
        : 'its end';
    return [`does not parse as PromQL at ${at}`];
  }
  const problems: string[] = [];
  tree.iterate({
    enter: (node) => {
      if (node.name !== 'VectorSelector') return;
      problems.push(...selectorProblems(node.node, expr, catalog, needed));
      return false;
    },
  });
  return [...new Set(problems)];
}

/** A selector's metric comes from its identifier or an exact `__name__` matcher, never from elsewhere. */
function selectorProblems(
  selector: SyntaxNode,
  expr: string,
  catalog: Catalog,
  needed: readonly string[],
): string[] {
  const text = (node: SyntaxNode) => expr.slice(node.from, node.to);
  const identifier = selector.getChild('Identifier');
  const names = identifier ? [text(identifier)] : [];
  const labels = [...needed];
  const problems: string[] = [];
  const matchers = selector.getChild('LabelMatchers');
  for (let matcher = matchers?.firstChild; matcher; matcher = matcher.nextSibling) {
    const value = matcher.getChild('StringLiteral');
    // `{"metric_name"}`: a quoted name alone selects a metric (UTF-8 names).
    if (matcher.name === 'QuotedLabelName' && value) {
      names.push(unquote(text(value)));
      continue;
    }
    const name = matcher.getChild('LabelName') ?? matcher.getChild('QuotedLabelName');
    const op = matcher.getChild('MatchOp');
    if (!name) continue;
    const label = name.name === 'QuotedLabelName' ? unquote(text(name)) : text(name);
    if (label !== '__name__') {
      labels.push(label);
    } else if (op && text(op) === '=' && value) {
      names.push(unquote(text(value)));
    } else {
      problems.push(`${text(selector)}: selects metrics by a pattern of __name__; name each metric`);
    }
  }
  if (names.length === 0 && problems.length === 0) {
    problems.push(`${text(selector)}: selects no metric by name`);
  }
  for (const metric of names) {
    if (!catalog.has(metric)) {
      problems.push(
        catalog.has(`${metric}_bucket`)
          ? `${metric} is a histogram: select its _bucket, _sum or _count`
          : `${metric} is not in deploy/monitoring/metrics.yaml`,
      );
      continue;
    }
    const known = catalog.get(metric);
    for (const label of labels) {
      if (known && !known.has(label)) {
        problems.push(`${metric} has no label ${label} (it has: ${[...known].join(', ')})`);
      }
    }
  }
  return problems;
}

function unquote(literal: string): string {
  if (literal.startsWith('"')) return JSON.parse(literal) as string;
  return literal.slice(1, -1);
}

/** GitHub's heading anchors of a Markdown document (lowercase, punctuation dropped, spaces to '-'). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    // A repeated heading gets -1, -2, ... as GitHub numbers it.
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

interface Target {
  refId?: string;
  expr?: unknown;
  datasource?: unknown;
}

interface Panel {
  id?: unknown;
  type?: string;
  title?: string;
  datasource?: unknown;
  targets?: Target[];
  panels?: Panel[];
  fieldConfig?: { defaults?: { unit?: string } };
}

interface Variable {
  name?: string;
  type?: string;
  query?: unknown;
}

export interface Dashboard {
  uid?: unknown;
  title?: unknown;
  schemaVersion?: unknown;
  panels?: Panel[];
  templating?: { list?: Variable[] };
}

/** Grafana's interval variables, which it replaces before Prometheus sees the query. */
const GRAFANA_MACROS: Array<[RegExp, string]> = [
  [/\$\{?__(range_s)\}?/g, '3600'],
  [/\$\{?__(range_ms|interval_ms)\}?/g, '60000'],
  [/\$\{?__(rate_interval|interval|range)\}?/g, '5m'],
];

function asPromql(query: string): string {
  return GRAFANA_MACROS.reduce((text, [macro, value]) => text.replace(macro, value), query);
}

const DATASOURCE = '${datasource}';
const UNIT_PANELS = new Set(['timeseries', 'stat', 'gauge', 'bargauge']);

/** One dashboard's problems: its shape, its panels and every query it sends to Prometheus. */
export function dashboardProblems(dashboard: Dashboard, catalog: Catalog): string[] {
  const problems: string[] = [];
  if (typeof dashboard.uid !== 'string' || dashboard.uid === '') problems.push('has no uid');
  if (typeof dashboard.title !== 'string' || dashboard.title === '') problems.push('has no title');
  if (typeof dashboard.schemaVersion !== 'number') problems.push('has no schemaVersion');

  const variables = dashboard.templating?.list ?? [];
  const source = variables.find((variable) => variable.name === 'datasource');
  if (source?.type !== 'datasource' || source.query !== 'prometheus') {
    problems.push('has no `datasource` variable of type datasource with query prometheus');
  }
  for (const variable of variables.filter(({ type }) => type === 'query')) {
    const query = typeof variable.query === 'string' ? variable.query : queryOf(variable.query);
    problems.push(
      ...variableProblems(query, catalog).map((problem) => `variable ${variable.name}: ${problem}`),
    );
  }

  // A collapsed row holds its panels; an open one leaves them in the dashboard's list.
  const panels = (dashboard.panels ?? []).flatMap((panel) => [panel, ...(panel.panels ?? [])]);
  const ids = new Set<unknown>();
  for (const panel of panels) {
    const name = `panel ${JSON.stringify(panel.title)} (id ${panel.id})`;
    if (ids.has(panel.id)) problems.push(`${name}: id used by another panel`);
    ids.add(panel.id);
    if (panel.type === 'row') continue;
    if (!isTemplated(panel.datasource)) problems.push(`${name}: datasource is not ${DATASOURCE}`);
    if (UNIT_PANELS.has(panel.type ?? '') && !panel.fieldConfig?.defaults?.unit) {
      problems.push(`${name}: no unit`);
    }
    const targets = panel.targets ?? [];
    if (targets.length === 0) problems.push(`${name}: no target`);
    for (const target of targets) {
      const where = `${name} target ${target.refId}`;
      if (target.datasource !== undefined && !isTemplated(target.datasource)) {
        problems.push(`${where}: datasource is not ${DATASOURCE}`);
      }
      if (typeof target.expr !== 'string' || target.expr.trim() === '') {
        problems.push(`${where}: no expr`);
        continue;
      }
      problems.push(...exprProblems(asPromql(target.expr), catalog).map((problem) => `${where}: ${problem}`));
    }
  }
  return problems;
}

function isTemplated(datasource: unknown): boolean {
  if (typeof datasource === 'string') return datasource === DATASOURCE;
  return (datasource as { uid?: unknown } | undefined)?.uid === DATASOURCE;
}

function queryOf(query: unknown): string {
  const text = (query as { query?: unknown } | undefined)?.query;
  return typeof text === 'string' ? text : '';
}

/** A Prometheus variable's `label_values(<selector>, <label>)`: the label must be one the metric has. */
function variableProblems(query: string, catalog: Catalog): string[] {
  const labelValues = /^\s*label_values\((.+),\s*([A-Za-z_][A-Za-z0-9_]*)\s*\)\s*$/.exec(query);
  return labelValues ? exprProblems(asPromql(labelValues[1]), catalog, [labelValues[2]]) : [];
}

/** Problems no single dashboard shows: Grafana keys dashboards by uid and lists them by title. */
export function dashboardSetProblems(
  dashboards: ReadonlyArray<{ file: string; dashboard: Dashboard }>,
): string[] {
  const problems: string[] = [];
  for (const key of ['uid', 'title'] as const) {
    const owners = new Map<unknown, string>();
    for (const { file, dashboard } of dashboards) {
      const owner = owners.get(dashboard[key]);
      if (owner) problems.push(`${file}: ${key} ${JSON.stringify(dashboard[key])} is also ${owner}'s`);
      else owners.set(dashboard[key], file);
    }
  }
  return problems;
}

interface Rule {
  alert?: string;
  record?: string;
  expr?: unknown;
  labels?: Record<string, unknown>;
  annotations?: Record<string, unknown>;
}

/** A Prometheus rule file, as promtool reads it. */
export interface RuleFile {
  groups?: Array<{ name?: string; rules?: Rule[] }>;
}

function rulesOf(file: RuleFile): Array<{ group: string; rule: Rule }> {
  return (file.groups ?? []).flatMap((group) =>
    (group.rules ?? []).map((rule) => ({ group: `${group.name}`, rule })),
  );
}

/** The catalog plus the series the rule file records, which queries may select with any labels. */
export function withRecordedSeries(catalog: Catalog, file: RuleFile): Catalog {
  const extended = new Map(catalog);
  for (const { rule } of rulesOf(file)) if (rule.record) extended.set(rule.record, undefined);
  return extended;
}

/**
 * Problems of the alert rules: their expressions, and what an alert must carry to be acted on: a
 * severity to route it, a summary and description, and a runbook that is a heading of
 * docs/operations.md (`operations` undefined: that document does not exist).
 */
export function alertRuleProblems(
  file: RuleFile,
  catalog: Catalog,
  operations: string | undefined,
): string[] {
  const problems: string[] = [];
  const rules = rulesOf(file);
  if (rules.length === 0) problems.push('has no rule groups');
  if (operations === undefined) problems.push('docs/operations.md does not exist: no runbook can resolve');
  const anchors = headingAnchors(operations ?? '');
  for (const { group, rule } of rules) {
    const name = `group ${group} ${rule.alert ? `alert ${rule.alert}` : `record ${rule.record}`}`;
    if (!rule.alert && !rule.record) problems.push(`${name}: neither alert nor record`);
    const expr = typeof rule.expr === 'number' ? String(rule.expr) : rule.expr;
    if (typeof expr !== 'string' || expr.trim() === '') problems.push(`${name}: no expr`);
    else problems.push(...exprProblems(expr, catalog).map((problem) => `${name}: ${problem}`));
    if (!rule.alert) continue;
    if (!rule.labels?.severity) problems.push(`${name}: no labels.severity`);
    for (const annotation of ['summary', 'description', 'runbook_url']) {
      if (!rule.annotations?.[annotation]) problems.push(`${name}: no annotations.${annotation}`);
    }
    const runbook = rule.annotations?.runbook_url;
    if (typeof runbook !== 'string') continue;
    const anchor = /(?:^|\/)docs\/operations\.md#(.+)$/.exec(runbook)?.[1];
    if (!anchor) problems.push(`${name}: runbook_url ${runbook} is not docs/operations.md#<heading>`);
    else if (operations !== undefined && !anchors.has(decodeURIComponent(anchor))) {
      problems.push(`${name}: runbook_url's #${anchor} is no heading of docs/operations.md`);
    }
  }
  return problems;
}
