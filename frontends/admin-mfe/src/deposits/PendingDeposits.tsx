import type { Deposit } from '@p2p/contracts/api';
import { PendingQueue } from '../shared/PendingQueue';
import type { StackedColumn } from '../shared/StackedTable';
import { formatDateTime } from '../shared/format';
import { truncateNotes } from '../shared/truncate';
import { DepositActions } from './DepositActions';
import { DepositAmount } from './DepositAmount';
import { DepositUser } from './DepositUser';
import { usePendingDeposits, type DepositDecision } from './deposit-queries';

interface Props {
  onView: (deposit: Deposit) => void;
  onDecide: (deposit: Deposit, status: DepositDecision) => void;
}

/** Spec 02 Deposit Requests: the pending queue with its count and a Refresh. */
export function PendingDeposits({ onView, onDecide }: Props) {
  const pending = usePendingDeposits();

  const columns: StackedColumn<Deposit>[] = [
    { key: 'user', header: 'User', render: (deposit) => <DepositUser deposit={deposit} /> },
    { key: 'amount', header: 'Amount', render: (deposit) => <DepositAmount deposit={deposit} /> },
    {
      key: 'method',
      header: 'Payment Method',
      render: (deposit) => deposit.paymentMethod.name,
    },
    {
      key: 'reference',
      header: 'Reference',
      render: (deposit) => (
        <div className="admin-reference">
          {deposit.transactionReference ?? <span className="text-muted">No reference</span>}
          {deposit.userNotes && (
            <span className="admin-reference__notes" title={deposit.userNotes}>
              {truncateNotes(deposit.userNotes)}
            </span>
          )}
        </div>
      ),
    },
    { key: 'submitted', header: 'Submitted', render: (deposit) => formatDateTime(deposit.createdAt) },
    {
      key: 'actions',
      header: 'Actions',
      bare: true,
      render: (deposit) => <DepositActions deposit={deposit} onView={onView} onDecide={onDecide} />,
    },
  ];

  return (
    <PendingQueue
      noun="deposits"
      query={pending}
      columns={columns}
      rowKey={(deposit) => deposit.id}
      emptyText="New requests appear here as they arrive."
    />
  );
}
