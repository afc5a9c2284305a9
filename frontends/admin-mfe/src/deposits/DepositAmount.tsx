import type { Deposit } from '@p2p/contracts/api';
import { Money } from '@p2p/ui';

/** The amount sent, with the fee taken and the net amount credited on approval. */
export function DepositAmount({ deposit }: { deposit: Deposit }) {
  return (
    <div className="admin-amount">
      <Money value={deposit.amount} className="admin-amount__main" />
      <span className="admin-amount__sub">
        Fee <Money value={deposit.processingFee} /> · Net <Money value={deposit.netAmount} />
      </span>
    </div>
  );
}
