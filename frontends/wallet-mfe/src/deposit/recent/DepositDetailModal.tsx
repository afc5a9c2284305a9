import type { Deposit } from '@p2p/contracts/api';
import { Button, Modal, Money, QueryFailure, Spinner } from '@p2p/ui';
import type { ReactNode } from 'react';
import { formatDateTime, METHOD_TYPES } from '../deposit-display';
import { useDeposit } from '../deposit-queries';
import { DepositStatusBadge } from './DepositStatusBadge';
import { ProofView } from './ProofView';
import './recent.css';

/** One deposit, opened from the recent list (/deposit?id=...); its status follows the live push. */
export function DepositDetailModal({ id, onClose }: { id: string | null; onClose: () => void }) {
  const deposit = useDeposit(id);
  return (
    <Modal
      open={id !== null}
      title="Deposit Details"
      onClose={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {deposit.data ? (
        <DepositFacts deposit={deposit.data} />
      ) : deposit.isError ? (
        <QueryFailure query={deposit} />
      ) : (
        <Spinner label="Loading deposit" />
      )}
    </Modal>
  );
}

function DepositFacts({ deposit }: { deposit: Deposit }) {
  const type = METHOD_TYPES[deposit.paymentMethod.type]?.label ?? deposit.paymentMethod.type;
  const processed = deposit.processedAt ?? deposit.approvedAt;
  const facts: Array<[string, ReactNode]> = [
    ['Status', <DepositStatusBadge key="status" status={deposit.status} />],
    ['Amount', <Money key="amount" value={deposit.amount} />],
    ['Processing fee', <Money key="fee" value={deposit.processingFee} />],
    ['Net amount', <Money key="net" value={deposit.netAmount} />],
    ['Payment method', `${deposit.paymentMethod.name} (${type})`],
    ['Reference', deposit.transactionReference ?? 'No reference'],
    ['Your notes', deposit.userNotes ?? '—'],
    ['Admin notes', deposit.adminNotes ?? '—'],
    ['Submitted', formatDateTime(deposit.createdAt)],
    ['Processed', processed ? formatDateTime(processed) : 'Not processed yet'],
    [
      'Transaction ID',
      <span key="id" className="deposit-facts__id">
        {deposit.id}
      </span>,
    ],
  ];
  return (
    <div className="deposit-detail">
      <dl className="deposit-facts" data-testid="deposit-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="deposit-panel__title">Proof of Payment</h3>
      <ProofView deposit={deposit} />
    </div>
  );
}
