import type { Withdrawal, WithdrawalStatus } from '@p2p/contracts/api';
import {
  Badge,
  type BadgeTone,
  Button,
  Card,
  EmptyState,
  Modal,
  Money,
  Notice,
  QueryFailure,
  Spinner,
  useToast,
} from '@p2p/ui';
import { useState } from 'react';
import { formatDateTime } from '../transactions/format-time';
import { formatNaira, formatRate } from './naira';
import { useCancelWithdrawal, useWithdrawals } from './withdraw-queries';

const STATUS: Record<WithdrawalStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

/** The user's pending and past bank withdrawals; a pending one can be cancelled. */
export function WithdrawalHistory() {
  const withdrawals = useWithdrawals();
  const [confirming, setConfirming] = useState<Withdrawal | null>(null);
  const list = withdrawals.data ?? [];

  return (
    <Card
      title="Your Withdrawals"
      className="withdraw-card"
      actions={
        <Button
          size="sm"
          variant="ghost"
          onClick={() => void withdrawals.refetch()}
          loading={withdrawals.isFetching && !withdrawals.isPending}
        >
          Refresh
        </Button>
      }
    >
      {withdrawals.isPending ? (
        <Spinner label="Loading withdrawals" />
      ) : withdrawals.isError && !withdrawals.data ? (
        <QueryFailure query={withdrawals} />
      ) : list.length === 0 ? (
        <EmptyState title="No withdrawals yet">
          Withdrawals you request appear here until they are paid.
        </EmptyState>
      ) : (
        <ul className="withdrawal-list">
          {list.map((withdrawal) => (
            <WithdrawalItem key={withdrawal.id} withdrawal={withdrawal} onCancel={setConfirming} />
          ))}
        </ul>
      )}
      {confirming && <CancelDialog withdrawal={confirming} onClose={() => setConfirming(null)} />}
    </Card>
  );
}

function WithdrawalItem({
  withdrawal,
  onCancel,
}: {
  withdrawal: Withdrawal;
  onCancel: (withdrawal: Withdrawal) => void;
}) {
  const status = STATUS[withdrawal.status] ?? { label: withdrawal.status, tone: 'neutral' };
  return (
    <li className="withdrawal">
      <div className="withdrawal__head">
        <strong className="withdrawal__amount">{formatNaira(withdrawal.amountNgn)}</strong>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <p className="withdrawal__account">
        {withdrawal.bankName} · {withdrawal.accountName} · {withdrawal.accountNumber}
      </p>
      <dl className="withdrawal__details">
        <div>
          <dt>Charged</dt>
          <dd>
            <Money value={withdrawal.amountUsd} /> at {formatRate(withdrawal.rate)}/$1
          </dd>
        </div>
        <div>
          <dt>Requested</dt>
          <dd>{formatDateTime(withdrawal.createdAt)}</dd>
        </div>
        {withdrawal.processedAt && (
          <div>
            <dt>Processed</dt>
            <dd>{formatDateTime(withdrawal.processedAt)}</dd>
          </div>
        )}
      </dl>
      {withdrawal.status === 'rejected' && withdrawal.adminNotes && (
        <p className="withdrawal__notes">Admin notes: {withdrawal.adminNotes}</p>
      )}
      {withdrawal.status === 'pending' && (
        <div className="withdrawal__actions">
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Cancel withdrawal of ${formatNaira(withdrawal.amountNgn)}`}
            onClick={() => onCancel(withdrawal)}
          >
            Cancel
          </Button>
        </div>
      )}
    </li>
  );
}

function CancelDialog({ withdrawal, onClose }: { withdrawal: Withdrawal; onClose: () => void }) {
  const toast = useToast();
  const cancel = useCancelWithdrawal();
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = () => {
    setFailure(null);
    cancel.mutate(withdrawal.id, {
      onSuccess: () => {
        toast.success('Withdrawal cancelled. The held funds are back in your balance.');
        onClose();
      },
      onError: (error) => setFailure(error.message),
    });
  };
  return (
    <Modal
      open
      size="sm"
      tone="warning"
      title="Cancel withdrawal?"
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={cancel.isPending}>
            Keep withdrawal
          </Button>
          <Button variant="danger" onClick={confirm} loading={cancel.isPending}>
            Cancel withdrawal
          </Button>
        </>
      }
    >
      <p>
        Your withdrawal of {formatNaira(withdrawal.amountNgn)} to {withdrawal.bankName} (
        {withdrawal.accountName}) will not be paid. The <Money value={withdrawal.amountUsd} /> held for it
        returns to your available balance.
      </p>
      {failure && <Notice tone="danger">{failure}</Notice>}
    </Modal>
  );
}
