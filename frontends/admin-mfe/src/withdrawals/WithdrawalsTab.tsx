import type { Withdrawal } from '@p2p/contracts/api';
import { Money } from '@p2p/contracts/money';
import { useToast } from '@p2p/ui';
import { useState } from 'react';
import { DecisionModal } from '../shared/DecisionModal';
import { formatNaira, userLabel } from '../shared/format';
import { ExchangeRateCard } from './ExchangeRateCard';
import { PendingWithdrawals } from './PendingWithdrawals';
import { useProcessWithdrawal, type WithdrawalDecision } from './withdrawal-queries';

export function WithdrawalsTab() {
  const toast = useToast();
  const processWithdrawal = useProcessWithdrawal();
  const [deciding, setDeciding] = useState<{ withdrawal: Withdrawal; status: WithdrawalDecision } | null>(
    null,
  );

  return (
    <div className="admin-stack">
      <PendingWithdrawals onDecide={(withdrawal, status) => setDeciding({ withdrawal, status })} />
      <ExchangeRateCard />
      {deciding && (
        <DecisionModal
          title={deciding.status === 'paid' ? 'Mark Withdrawal Paid' : 'Reject Withdrawal'}
          summary={
            <p>
              {deciding.status === 'paid'
                ? `Confirm that ${formatNaira(deciding.withdrawal.amountNgn)} was sent to ${deciding.withdrawal.accountName} (${deciding.withdrawal.bankName} ${deciding.withdrawal.accountNumber}) for ${userLabel(deciding.withdrawal.user)}.`
                : `Reject the withdrawal of ${formatNaira(deciding.withdrawal.amountNgn)} by ${userLabel(deciding.withdrawal.user)}? The ${Money.display(deciding.withdrawal.amountUsd)} held returns to their balance.`}
            </p>
          }
          confirmLabel={deciding.status === 'paid' ? 'Mark Paid' : 'Reject'}
          tone={deciding.status === 'paid' ? 'default' : 'danger'}
          failurePrefix={
            deciding.status === 'paid' ? 'Failed to mark withdrawal paid' : 'Failed to reject withdrawal'
          }
          onConfirm={async (adminNotes) => {
            const answer = await processWithdrawal.mutateAsync({
              id: deciding.withdrawal.id,
              status: deciding.status,
              adminNotes,
            });
            toast.success(
              answer.message ??
                (deciding.status === 'paid'
                  ? 'Withdrawal marked as paid'
                  : 'Withdrawal rejected successfully'),
            );
          }}
          onClose={() => setDeciding(null)}
        />
      )}
    </div>
  );
}
