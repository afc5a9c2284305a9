import type { AdminStats, DailyPoint } from '@p2p/contracts/api';
import { Money } from '@p2p/contracts/money';
import { formatDay } from '../shared/format';

export type SeriesKey = keyof AdminStats['daily'];

export interface SeriesSpec {
  key: SeriesKey;
  title: string;
  kind: 'count' | 'money';
  /** The line's or bars' colour: the theme's, spelled out (an SVG attribute cannot read a CSS variable). */
  color: string;
}

export const SERIES: readonly SeriesSpec[] = [
  { key: 'signups', title: 'Daily sign-ups', kind: 'count', color: '#60a5fa' },
  { key: 'volumeStaked', title: 'Volume staked', kind: 'money', color: '#22c55e' },
  { key: 'deposits', title: 'Deposits approved', kind: 'money', color: '#fbbf24' },
  { key: 'commission', title: 'Commission earned', kind: 'money', color: '#34d399' },
];

export function formatValue(kind: SeriesSpec['kind'], value: string): string {
  return kind === 'money' ? Money.display(value) : Number(value).toLocaleString('en-US');
}

/** What a chart draws: numbers (money in dollars, for the axis only; every figure shown as text is exact). */
export function chartPoints(points: DailyPoint[]) {
  return points.map((point) => ({
    day: formatDay(point.date),
    value: Number(point.value),
    text: point.value,
  }));
}

/**
 * The chart's accessible name: what it shows, its total and its best day, so a screen reader gets
 * the gist without the table.
 */
export function seriesSummary(spec: SeriesSpec, points: DailyPoint[]): string {
  const base = `${spec.title} over the last ${points.length} days`;
  if (points.length === 0) return `${base}: no data`;
  const total =
    spec.kind === 'money'
      ? Money.display(points.reduce((sum, point) => sum + Money.roundToCents(point.value), 0n))
      : points.reduce((sum, point) => sum + Number(point.value), 0).toLocaleString('en-US');
  const best = points.reduce((top, point) =>
    Money.roundToCents(point.value) > Money.roundToCents(top.value) ? point : top,
  );
  return `${base}: ${total} in total, highest on ${formatDay(best.date)} with ${formatValue(spec.kind, best.value)}`;
}
