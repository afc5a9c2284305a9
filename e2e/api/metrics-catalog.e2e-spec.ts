import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { useTestPlatform } from '../support/test-platform';

interface CatalogMetric {
  name: string;
  type: 'counter' | 'gauge' | 'histogram';
  labels?: string[];
  apps: 'all' | 'services' | string[];
}

const catalog = parse(readFileSync(resolve(__dirname, '../../deploy/monitoring/metrics.yaml'), 'utf8')) as {
  metrics: CatalogMetric[];
};

const SERVICES = ['auth', 'football', 'wallet', 'betting', 'admin', 'notifications'];

/** What the catalog says this app exports: metric name to type. */
function expectedOf(app: string): Record<string, string> {
  const exports = ({ apps }: CatalogMetric) =>
    apps === 'all' || (apps === 'services' ? SERVICES.includes(app) : apps.includes(app));
  return Object.fromEntries(catalog.metrics.filter(exports).map(({ name, type }) => [name, type]));
}

/** Every metric family a scrape declares, from its `# TYPE` lines: name to type. */
function familiesOf(scrape: string): Record<string, string> {
  return Object.fromEntries(
    [...scrape.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, name, type]) => [name, type]),
  );
}

/** Labels every series carries beside the catalog's own: the app, and a histogram bucket's bound. */
const IMPLICIT_LABELS = ['service', 'le'];

/** Each family's label names as its samples carry them (a histogram's _bucket/_sum/_count as one). */
function labelsOf(scrape: string, families: Record<string, string>): Record<string, string[]> {
  const labels: Record<string, Set<string>> = {};
  for (const [, series, body] of scrape.matchAll(/^([a-zA-Z_:][\w:]*)\{([^}]*)\}/gm)) {
    const family = families[series] ? series : series.replace(/_(bucket|sum|count)$/, '');
    for (const [, label] of body.matchAll(/(\w+)="/g)) (labels[family] ??= new Set()).add(label);
  }
  return Object.fromEntries(Object.entries(labels).map(([family, names]) => [family, [...names].sort()]));
}

/**
 * The alert rules and the dashboards are checked against deploy/monitoring/metrics.yaml
 * (`validate:deploy`); this keeps that catalog true: every app, scraped, exports exactly what it
 * lists, with the types it gives.
 */
describe('the metrics catalog (deploy/monitoring/metrics.yaml)', () => {
  const platform = useTestPlatform();

  it.each([...SERVICES, 'gateway'])('lists exactly what %s exports on /metrics', async (app) => {
    const base =
      app === 'gateway' ? platform.url : await (platform.services.get(app)?.getUrl() as Promise<string>);
    const response = await fetch(`${base.replace('[::1]', '127.0.0.1')}/metrics`);
    expect(response.status).toBe(200);

    const scrape = await response.text();
    const exported = familiesOf(scrape);

    expect(exported).toEqual(expectedOf(app));
    const undeclared = Object.entries(labelsOf(scrape, exported)).flatMap(([family, labels]) => {
      const declared = catalog.metrics.find(({ name }) => name === family)?.labels ?? [];
      return labels
        .filter((label) => !declared.includes(label) && !IMPLICIT_LABELS.includes(label))
        .map((label) => `${family}{${label}}`);
    });
    expect(undeclared).toEqual([]);
  });
});
