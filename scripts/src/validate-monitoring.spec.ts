import { describe, expect, it } from '@jest/globals';
import {
  alertRuleProblems,
  type Dashboard,
  dashboardProblems,
  dashboardSetProblems,
  exprProblems,
  headingAnchors,
  parseCatalog,
  type RuleFile,
} from './monitoring-catalog';

const catalog = parseCatalog(`
metrics:
  - { name: http_request_duration_seconds, type: histogram, labels: [method, route, status], apps: all }
  - { name: wallet_ledger_transactions_total, type: counter, labels: [type], apps: [wallet] }
  - { name: app_ready, type: gauge, apps: all }
scrape: [up]
`);

function dashboardWith(...exprs: string[]): Dashboard {
  const datasource = { type: 'prometheus', uid: '${datasource}' };
  return {
    uid: 'p2p-test',
    title: 'P2P / Test',
    schemaVersion: 39,
    templating: { list: [{ name: 'datasource', type: 'datasource', query: 'prometheus' }] },
    panels: [
      { id: 1, type: 'row', title: 'Row', panels: [] },
      ...exprs.map((expr, index) => ({
        id: index + 2,
        type: 'timeseries',
        title: `Panel ${index + 2}`,
        datasource,
        fieldConfig: { defaults: { unit: 'short' } },
        targets: [{ refId: 'A', datasource, expr }],
      })),
    ],
  };
}

describe(dashboardProblems.name, () => {
  it('passes a dashboard whose queries select catalogued metrics and labels', () => {
    const dashboard = dashboardWith(
      'histogram_quantile(0.99, sum by (le, route) (rate(http_request_duration_seconds_bucket{service="wallet", instance=~"$instance"}[$__rate_interval])))',
      'sum by (type) (increase(wallet_ledger_transactions_total{type="hold"}[$__range])) / 100 or vector(0)',
    );

    expect(dashboardProblems(dashboard, catalog)).toEqual([]);
  });

  it('refuses a metric the catalog does not list', () => {
    const dashboard = dashboardWith('sum(rate(wallet_ledger_payouts_total[$__rate_interval]))');

    expect(dashboardProblems(dashboard, catalog)).toEqual([
      'panel "Panel 2" (id 2) target A: wallet_ledger_payouts_total is not in deploy/monitoring/metrics.yaml',
    ]);
  });

  it('refuses a label the metric does not have', () => {
    const dashboard = dashboardWith('sum(app_ready{route="/offers"})');

    expect(dashboardProblems(dashboard, catalog)).toEqual([
      'panel "Panel 2" (id 2) target A: app_ready has no label route (it has: service, job, instance)',
    ]);
  });

  it('refuses le on a histogram series other than _bucket, and the histogram by its bare name', () => {
    const dashboard = dashboardWith(
      'http_request_duration_seconds_count{le="1"}',
      'http_request_duration_seconds{route="/offers"}',
    );

    expect(dashboardProblems(dashboard, catalog)).toEqual([
      expect.stringContaining('http_request_duration_seconds_count has no label le'),
      expect.stringContaining(
        'http_request_duration_seconds is a histogram: select its _bucket, _sum or _count',
      ),
    ]);
  });

  it('checks the selector of a label_values variable and the label it lists', () => {
    const dashboard = dashboardWith('app_ready');
    dashboard.templating?.list?.push({
      name: 'route',
      type: 'query',
      query: { query: 'label_values(app_ready, route)' },
    });

    expect(dashboardProblems(dashboard, catalog)).toEqual([
      'variable route: app_ready has no label route (it has: service, job, instance)',
    ]);
  });

  it('refuses a panel without a target, a reused panel id and a panel on a fixed data source', () => {
    const dashboard = dashboardWith('app_ready', 'up');
    const [, first, second] = dashboard.panels ?? [];
    first.targets = [];
    second.id = first.id;
    second.datasource = { type: 'prometheus', uid: 'prod-prometheus' };

    expect(dashboardProblems(dashboard, catalog)).toEqual([
      'panel "Panel 2" (id 2): no target',
      'panel "Panel 3" (id 2): id used by another panel',
      'panel "Panel 3" (id 2): datasource is not ${datasource}',
    ]);
  });
});

describe(dashboardSetProblems.name, () => {
  it('refuses two dashboards with one uid', () => {
    const first = { file: 'a.json', dashboard: dashboardWith('up') };
    const second = { file: 'b.json', dashboard: { ...dashboardWith('up'), title: 'P2P / Other' } };

    expect(dashboardSetProblems([first, second])).toEqual(['b.json: uid "p2p-test" is also a.json\'s']);
  });
});

describe(exprProblems.name, () => {
  it('takes no function, grouping label or label value for a metric', () => {
    const expr =
      'sum by (route) (rate(http_request_duration_seconds_count{route="rate", status=~"sum|up"}[5m])) and on (route) label_replace(up, "route", "$1", "job", "(.*)")';

    expect(exprProblems(expr, catalog)).toEqual([]);
  });

  it("gives Prometheus's own series the target's labels only: up has no service", () => {
    expect(exprProblems('up{service="wallet"} == 0', catalog)).toEqual([
      'up has no label service (it has: job, instance)',
    ]);
  });

  it('names a metric selected through __name__', () => {
    expect(exprProblems('{__name__="wallet_ledger_missing_total"}', catalog)).toEqual([
      'wallet_ledger_missing_total is not in deploy/monitoring/metrics.yaml',
    ]);
  });

  it('reports where an expression stops parsing', () => {
    expect(exprProblems('sum(rate(up[5m])', catalog)).toEqual(['does not parse as PromQL at its end']);
  });
});

describe(alertRuleProblems.name, () => {
  const operations = '# Operations\n\n## Runbooks\n\n### Ledger: invariant breach\n';
  const alert = (runbook: string): RuleFile => ({
    groups: [
      {
        name: 'wallet',
        rules: [
          {
            alert: 'LedgerInvariantBreach',
            expr: 'max by (check) (wallet_ledger_transactions_total) > 0',
            labels: { severity: 'critical' },
            annotations: { summary: 's', description: 'd', runbook_url: runbook },
          },
        ],
      },
    ],
  });

  it('passes an alert whose runbook is a heading of docs/operations.md', () => {
    const rules = alert('https://example.com/blob/main/docs/operations.md#ledger-invariant-breach');

    expect(alertRuleProblems(rules, catalog, operations)).toEqual([]);
  });

  it('refuses a runbook anchor no heading has, and a label the metric does not have', () => {
    const rules = alert('docs/operations.md#ledgerinvariantbreach');
    rules.groups![0].rules![0].expr = 'max by (check) (wallet_ledger_transactions_total{check="x"}) > 0';

    expect(alertRuleProblems(rules, catalog, operations)).toEqual([
      expect.stringContaining('wallet_ledger_transactions_total has no label check'),
      "group wallet alert LedgerInvariantBreach: runbook_url's #ledgerinvariantbreach is no heading of docs/operations.md",
    ]);
  });

  it('says so when docs/operations.md does not exist', () => {
    const rules = alert('docs/operations.md#ledger-invariant-breach');

    expect(alertRuleProblems(rules, catalog, undefined)).toEqual([
      'docs/operations.md does not exist: no runbook can resolve',
    ]);
  });
});

describe(headingAnchors.name, () => {
  it("follows GitHub's rule: lowercase, punctuation dropped, spaces to '-', repeats numbered", () => {
    const markdown =
      '# Runbooks\n## The `outbox` backlog!\n```\n# a comment, not a heading\n```\n## Runbooks\n';

    expect([...headingAnchors(markdown)]).toEqual(['runbooks', 'the-outbox-backlog', 'runbooks-1']);
  });
});
