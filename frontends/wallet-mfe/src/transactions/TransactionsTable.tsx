import type { WalletTransaction } from '@p2p/contracts/api';
import { Badge, Money, type BadgeTone } from '@p2p/ui';
import { formatDateTime } from './format-time';

const STATUS_TONES: Record<string, BadgeTone> = {
  Succeed: 'success',
  Pending: 'warning',
  Failed: 'danger',
  Closed: 'neutral',
};

/**
 * Spec 02 columns. On phones each row becomes a card, its cells labelled from `data-label`, so
 * nothing has to scroll sideways at 375 px.
 */
export function TransactionsTable({ rows }: { rows: ReadonlyArray<WalletTransaction> }) {
  return (
    <table className="tx-table">
      <caption className="ui-visually-hidden">Transactions, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Time</th>
          <th scope="col">Type</th>
          <th scope="col">Trade No.</th>
          <th scope="col" className="tx-table__num">
            Amount
          </th>
          <th scope="col">Status</th>
          <th scope="col" className="tx-table__num">
            After Balance
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td data-label="Time" className="tx-table__time">
              {formatDateTime(row.time)}
            </td>
            <td data-label="Type">{row.type}</td>
            <td data-label="Trade No." className="tx-table__trade">
              {row.tradeNo}
            </td>
            <td data-label="Amount" className="tx-table__num">
              <Money value={row.amount} signed colored />
            </td>
            <td data-label="Status">
              <Badge tone={STATUS_TONES[row.status] ?? 'neutral'}>{row.status}</Badge>
            </td>
            <td data-label="After Balance" className="tx-table__num">
              {row.afterBalance === null ? (
                <span className="text-muted" aria-label="None">
                  —
                </span>
              ) : (
                <Money value={row.afterBalance} />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
