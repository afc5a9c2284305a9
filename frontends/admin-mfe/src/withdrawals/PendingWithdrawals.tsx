import type { Withdrawal } from '@p2p/contracts/api';
import { Badge, Money } from '@p2p/ui';
import { useSession } from '@p2p/web-session';
import { Email } from '../shared/Email';
import { formatDateTime, formatNaira, userLabel } from '../shared/format';
import { DecisionButtons } from '../shared/DecisionButtons';
import { isOwnRequest, OWN_REQUEST_LABEL } from '../shared/own-request';
import { PendingQueue } from '../shared/PendingQueue';
import type { StackedColumn } from '../shared/StackedTable';
import { usePendingWithdrawals, type WithdrawalDecision } from './withdrawal-queries';

interface Props {
  onDecide: (withdrawal: Withdrawal, status: WithdrawalDecision) => void;
}

/** Payouts waiting for the bank transfer: the admin pays them outside, then marks them paid. */
export function PendingWithdrawals({ onDecide }: Props) {
  const { user } = useSession();
  const pending = usePendingWithdrawals();

  const columns: StackedColumn<Withdrawal>[] = [
    {
      key: 'user',
      header: 'User',
      render: (withdrawal) => (
        <div className="admin-user">
          <strong>{userLabel(withdrawal.user)}</strong>
          {withdrawal.user?.email && (
            <span className="text-muted">
              <Email address={withdrawal.user.email} />
            </span>
          )}
          {isOwnRequest(withdrawal.user?.id, user?.id) && <Badge tone="warning">{OWN_REQUEST_LABEL}</Badge>}
        </div>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      render: (withdrawal) => (
        <div className="admin-amount">
          <span className="admin-amount__main">{formatNaira(withdrawal.amountNgn)}</span>
          <span className="admin-amount__sub">
            <Money value={withdrawal.amountUsd} /> at {formatNaira(withdrawal.rate)}/$1
          </span>
        </div>
      ),
    },
    {
      key: 'bank',
      header: 'Bank',
      render: (withdrawal) => (
        <div className="admin-user">
          <span>{withdrawal.bankName}</span>
          <span className="text-muted">{withdrawal.accountNumber}</span>
        </div>
      ),
    },
    { key: 'account', header: 'Account Name', render: (withdrawal) => withdrawal.accountName },
    { key: 'requested', header: 'Requested', render: (withdrawal) => formatDateTime(withdrawal.createdAt) },
    {
      key: 'actions',
      header: 'Actions',
      bare: true,
      render: (withdrawal) => (
        <DecisionButtons
          own={isOwnRequest(withdrawal.user?.id, user?.id)}
          target={`withdrawal of ${userLabel(withdrawal.user)}`}
          acceptLabel="Mark Paid"
          onAccept={() => onDecide(withdrawal, 'paid')}
          onReject={() => onDecide(withdrawal, 'rejected')}
        />
      ),
    },
  ];

  return (
    <PendingQueue
      noun="withdrawals"
      query={pending}
      columns={columns}
      rowKey={(withdrawal) => withdrawal.id}
    />
  );
}
