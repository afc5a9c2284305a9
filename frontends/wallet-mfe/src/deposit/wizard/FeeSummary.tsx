import type { DepositFeeRule } from '@p2p/contracts/api';
import { Money } from '@p2p/contracts/money';
import type { FeeBreakdown } from '../deposit-fee';

/** "3% fee, at least $2.00" from the server's rule. */
export function describeFee(rule: DepositFeeRule): string {
  const percent = `${rule.basisPoints / 100}% fee`;
  return Money.roundToCents(rule.minimum) > 0n
    ? `${percent}, at least ${Money.display(rule.minimum)}`
    : percent;
}

/** Amount, processing fee and what approval credits, as the wallet will compute them. */
export function FeeSummary({ breakdown, label }: { breakdown: FeeBreakdown; label: string }) {
  return (
    <div role="group" aria-label={label}>
      <dl className="deposit-summary">
        <div>
          <dt>Deposit amount</dt>
          <dd>{Money.display(breakdown.amountCents)}</dd>
        </div>
        <div>
          <dt>Processing fee</dt>
          <dd>{breakdown.feeCents > 0n ? Money.display(breakdown.feeCents) : 'Free'}</dd>
        </div>
        <div className="deposit-summary__total">
          <dt>Amount to credit</dt>
          <dd>{Money.display(breakdown.netCents)}</dd>
        </div>
      </dl>
    </div>
  );
}
