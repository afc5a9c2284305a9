import type { DailyPoint } from '@p2p/contracts/api';
import { formatDay } from '../shared/format';
import { formatValue, type SeriesSpec } from './daily-series';

/** The chart's figures as text: the alternative for anyone who cannot see or read the chart. */
export function SeriesTable({ spec, points }: { spec: SeriesSpec; points: DailyPoint[] }) {
  return (
    <details className="series-table">
      <summary>Show {spec.title.toLowerCase()} as a table</summary>
      <div className="ui-table__scroll">
        <table className="ui-table">
          <caption className="ui-visually-hidden">{spec.title}, by day (UTC)</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col" className="ui-table__cell--end">
                {spec.kind === 'money' ? 'Amount' : 'Count'}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.date}>
                <td>
                  <time dateTime={point.date}>{formatDay(point.date)}</time>
                </td>
                <td className="ui-table__cell--end">{formatValue(spec.kind, point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
