import type { WalletTransaction } from '@p2p/contracts/api';
import { Badge, EmptyState, Money, QueryFailure, Spinner, Table, type BadgeTone, type Column } from '@p2p/ui';
import { formatDateTime } from '../shared/format';
import { useUserTransactions } from './users-queries';

/** The wallet's status names, toned as the user's own Transactions screen tones them. */
const STATUS_TONES: Record<string, BadgeTone> = {
  Succeed: 'success',
  Pending: 'warning',
  Failed: 'danger',
  Closed: 'neutral',
};

const columns: Array<Column<WalletTransaction>> = [
  {
    key: 'time',
    header: 'Time',
    render: (row) => <span className="admin-nowrap">{formatDateTime(row.time)}</span>,
  },
  {
    key: 'type',
    header: 'Type',
    render: (row) => (
      <>
        {row.type}
        <span className="admin-sub">{row.tradeNo}</span>
      </>
    ),
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'end',
    render: (row) => <Money value={row.amount} signed colored />,
  },
  {
    key: 'status',
    header: 'Status',
    render: (row) => <Badge tone={STATUS_TONES[row.status] ?? 'neutral'}>{row.status}</Badge>,
  },
  {
    key: 'after',
    header: 'After Balance',
    align: 'end',
    render: (row) => (row.afterBalance === null ? '—' : <Money value={row.afterBalance} />),
  },
];

/** The user's latest wallet transactions, read from the wallet (which owns the ledger). */
export function RecentTransactions({ userId, username }: { userId: string; username: string }) {
  const transactions = useUserTransactions(userId);
  if (transactions.isPending) return <Spinner label="Loading transactions" />;
  if (transactions.isError) return <QueryFailure query={transactions} prefix="Failed to load transactions" />;
  return (
    <Table
      caption={`Latest transactions of ${username}`}
      columns={columns}
      rows={transactions.data.transactions}
      rowKey={(row) => row.id}
      empty={<EmptyState title="No transactions yet">Nothing has moved in this wallet.</EmptyState>}
    />
  );
}
