import type { Deposit } from '@p2p/contracts/api';
import { Modal, Money } from '@p2p/ui';
import type { ReactNode } from 'react';
import { formatDateTime } from '../shared/format';
import { DepositActions } from './DepositActions';
import { DepositAmount } from './DepositAmount';
import { DepositUser } from './DepositUser';
import type { DepositDecision } from './deposit-queries';
import { ProofViewer } from './proof/ProofViewer';

interface Props {
  deposit: Deposit;
  onDecide: (deposit: Deposit, status: DepositDecision) => void;
  onClose: () => void;
}

/** Everything the depositor sent, the proof shown from its own URL, and the decision buttons. */
export function DepositDetailsModal({ deposit, onDecide, onClose }: Props) {
  const rows: Array<[string, ReactNode]> = [
    ['User', <DepositUser key="user" deposit={deposit} />],
    ['User balance', <Money key="balance" value={deposit.user.balance} />],
    ['Amount', <DepositAmount key="amount" deposit={deposit} />],
    ['Payment method', deposit.paymentMethod.name],
    ['Reference', deposit.transactionReference ?? 'No reference'],
    ['User notes', deposit.userNotes ?? 'None'],
    ['Submitted', formatDateTime(deposit.createdAt)],
  ];
  return (
    <Modal
      open
      title="Deposit Details"
      size="lg"
      onClose={onClose}
      footer={<DepositActions deposit={deposit} onDecide={onDecide} />}
    >
      <dl className="admin-details">
        {rows.map(([label, value]) => (
          <div key={label} className="admin-details__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="admin-subheading">Proof of payment</h3>
      <ProofViewer deposit={deposit} />
    </Modal>
  );
}
