import type { AdminStats } from '@p2p/contracts/api';
import { Money } from '@p2p/contracts/money';
import { useId } from 'react';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { chartPoints, formatValue, SERIES, seriesSummary, type SeriesSpec } from './daily-series';
import { SeriesTable } from './SeriesTable';

const AXIS = { stroke: '#26344f', tick: { fill: '#a3b0c8', fontSize: 12 } };
const TOOLTIP_STYLE = { background: '#17223a', border: '1px solid #3a4b6c', color: '#e8edf7' };

/**
 * The four daily series as charts. This module (and recharts with it) is loaded only when the Stats
 * tab opens, so the console's first load does not carry the charting library.
 */
export function DailyCharts({ daily }: { daily: AdminStats['daily'] }) {
  return (
    <div className="daily-charts">
      {SERIES.map((spec) => (
        <DailyChart key={spec.key} spec={spec} daily={daily} />
      ))}
    </div>
  );
}

function DailyChart({ spec, daily }: { spec: SeriesSpec; daily: AdminStats['daily'] }) {
  const titleId = useId();
  const points = daily[spec.key];
  const data = chartPoints(points);
  const tick = (value: number) =>
    spec.kind === 'money' ? Money.display(value).replace(/\.00$/, '') : String(value);
  const chart = {
    data,
    responsive: true,
    // The wrapper is the accessible image; recharts' own keyboard layer would nest focus inside it.
    accessibilityLayer: false,
    style: { width: '100%', height: 220 },
    margin: { top: 8, right: 8, bottom: 0, left: 0 },
  };
  const axes = (
    <>
      <CartesianGrid stroke="#26344f" vertical={false} />
      <XAxis dataKey="day" {...AXIS} interval="preserveStartEnd" minTickGap={16} />
      <YAxis {...AXIS} width={56} allowDecimals={spec.kind === 'money'} tickFormatter={tick} />
      <Tooltip
        contentStyle={TOOLTIP_STYLE}
        formatter={(_value, _name, item) => [
          formatValue(spec.kind, (item.payload as { text: string }).text),
          spec.title,
        ]}
      />
    </>
  );
  return (
    <figure className="daily-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="daily-chart__title">
        {spec.title}
      </figcaption>
      <div role="img" aria-label={seriesSummary(spec, points)}>
        {spec.kind === 'count' ? (
          <BarChart {...chart}>
            {axes}
            <Bar dataKey="value" fill={spec.color} isAnimationActive={false} />
          </BarChart>
        ) : (
          <AreaChart {...chart}>
            {axes}
            <Area
              dataKey="value"
              stroke={spec.color}
              fill={spec.color}
              fillOpacity={0.2}
              isAnimationActive={false}
            />
          </AreaChart>
        )}
      </div>
      <SeriesTable spec={spec} points={points} />
    </figure>
  );
}
