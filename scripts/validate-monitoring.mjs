// The monitoring files against deploy/monitoring/metrics.yaml, the catalog of what the apps export:
// every Grafana dashboard under deploy/monitoring/dashboards and the alert rules of
// deploy/monitoring/alerts.yaml select only metrics and labels that exist, and each alert links a
// runbook in docs/operations.md. The checks are scripts/src/monitoring-catalog.ts (unit-tested there).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { createReporter } from './deploy-checks/reporter.mjs';
import { runTypeScriptModule } from './deploy-checks/typescript-module.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const monitoring = join(root, 'deploy/monitoring');
const dashboardsDir = join(monitoring, 'dashboards');
const alertsFile = join(monitoring, 'alerts.yaml');
const operationsFile = join(root, 'docs/operations.md');
const { report, attempt, exitCode } = createReporter();

const { parseCatalog, dashboardProblems, dashboardSetProblems, alertRuleProblems, withRecordedSeries } =
  // Transpiled on the fly, as the apps' config schemas are: the module imports packages only.
  runTypeScriptModule(join(root, 'scripts/src/monitoring-catalog.ts'), createRequire(import.meta.url));

let catalog;
report(
  'deploy/monitoring/metrics.yaml: the catalog',
  attempt(() => {
    catalog = parseCatalog(readFileSync(join(monitoring, 'metrics.yaml'), 'utf8'));
    return [];
  }),
);
if (!catalog) process.exit(1);

// Dashboards may select the series the rules record, so the rule file is read first.
let rules;
if (existsSync(alertsFile)) {
  const problems = attempt(() => {
    rules = parse(readFileSync(alertsFile, 'utf8')) ?? {};
    return [];
  });
  if (problems.length > 0) report('deploy/monitoring/alerts.yaml: YAML', problems);
}
const selectable = rules ? withRecordedSeries(catalog, rules) : catalog;

const dashboards = [];
const files = existsSync(dashboardsDir)
  ? readdirSync(dashboardsDir)
      .filter((f) => f.endsWith('.json'))
      .sort()
  : [];
for (const file of files) {
  const path = `deploy/monitoring/dashboards/${file}`;
  report(
    `${path}: shape, panels and queries against the catalog`,
    attempt(() => {
      let dashboard;
      try {
        dashboard = JSON.parse(readFileSync(join(dashboardsDir, file), 'utf8'));
      } catch (error) {
        return [`is not JSON: ${error.message}`];
      }
      dashboards.push({ file: path, dashboard });
      return dashboardProblems(dashboard, selectable);
    }),
  );
}
report(
  `deploy/monitoring/dashboards: ${dashboards.length} dashboards, uids and titles unique`,
  dashboards.length === 0 ? ['no dashboard'] : dashboardSetProblems(dashboards),
);

if (rules) {
  const operations = existsSync(operationsFile) ? readFileSync(operationsFile, 'utf8') : undefined;
  report(
    'deploy/monitoring/alerts.yaml: expressions against the catalog; severity, summary, description and runbook in docs/operations.md',
    attempt(() => alertRuleProblems(rules, selectable, operations)),
  );
} else if (!existsSync(alertsFile)) {
  console.log('skip deploy/monitoring/alerts.yaml: not written yet');
}

process.exit(exitCode());
