import type { Deposit } from '@p2p/contracts/api';
import { Money } from '@p2p/contracts/money';
import { useToast } from '@p2p/ui';
import { useSession } from '@p2p/web-session';
import { useState } from 'react';
import { userLabel } from '../shared/format';
import { DecisionModal } from '../shared/DecisionModal';
import { DepositDetailsModal } from './DepositDetailsModal';
import { PendingDeposits } from './PendingDeposits';
import { ProcessedDeposits } from './ProcessedDeposits';
import { useProcessDeposit, type DepositDecision } from './deposit-queries';
import { fromDecision, type ProcessedDeposit } from './processed-deposit';
import { useNewDeposits } from './use-new-deposits';

const VERB: Record<DepositDecision, { verb: 'approve' | 'reject'; title: string }> = {
  approved: { verb: 'approve', title: 'Approve Deposit' },
  rejected: { verb: 'reject', title: 'Reject Deposit' },
};

export function DepositsTab() {
  useNewDeposits();
  const { user } = useSession();
  const toast = useToast();
  const processDeposit = useProcessDeposit();
  const [viewing, setViewing] = useState<Deposit | null>(null);
  const [deciding, setDeciding] = useState<{ deposit: Deposit; status: DepositDecision } | null>(null);
  const [decidedHere, setDecidedHere] = useState<ProcessedDeposit[]>([]);

  const decide = async (deposit: Deposit, status: DepositDecision, adminNotes: string | null) => {
    const saved = await processDeposit.mutateAsync({ id: deposit.id, status, adminNotes });
    toast.success(`Deposit ${status} successfully`);
    setDecidedHere((list) => [fromDecision(saved, user?.name ?? user?.username ?? 'You'), ...list]);
  };

  return (
    <div className="admin-stack">
      <PendingDeposits onView={setViewing} onDecide={(deposit, status) => setDeciding({ deposit, status })} />
      <ProcessedDeposits decidedHere={decidedHere} />
      {viewing && (
        <DepositDetailsModal
          deposit={viewing}
          onDecide={(deposit, status) => {
            // One dialog at a time: two would each trap focus and both close on Escape.
            setViewing(null);
            setDeciding({ deposit, status });
          }}
          onClose={() => setViewing(null)}
        />
      )}
      {deciding && (
        <DecisionModal
          title={VERB[deciding.status].title}
          summary={
            <p>
              {deciding.status === 'approved' ? 'Approve' : 'Reject'} the deposit of{' '}
              <strong>{Money.display(deciding.deposit.amount)}</strong> by {userLabel(deciding.deposit.user)}{' '}
              via {deciding.deposit.paymentMethod.name}?{' '}
              {deciding.status === 'approved'
                ? `${Money.display(deciding.deposit.netAmount)} will be credited to their balance.`
                : 'Nothing will be credited.'}
            </p>
          }
          confirmLabel={deciding.status === 'approved' ? 'Approve' : 'Reject'}
          tone={deciding.status === 'approved' ? 'default' : 'danger'}
          failurePrefix={`Failed to ${VERB[deciding.status].verb} deposit`}
          onConfirm={(notes) => decide(deciding.deposit, deciding.status, notes)}
          onClose={() => setDeciding(null)}
        />
      )}
    </div>
  );
}
