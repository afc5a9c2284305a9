import type { DepositFeeRule } from '@p2p/contracts/api';
import { depositFeeCents } from '@p2p/contracts/deposit-fee';
import { Money } from '@p2p/contracts/money';

export interface FeeBreakdown {
  amountCents: bigint;
  feeCents: bigint;
  /** What approval credits; zero or less when the fee eats the whole amount (the server refuses that). */
  netCents: bigint;
}

/**
 * The fee the wallet will charge for this amount, by the method's rule as the server sent it, so
 * the screen never shows a fee of its own. Null while there is no amount or no rule.
 */
export function feeBreakdown(amount: string, rule: DepositFeeRule | undefined): FeeBreakdown | null {
  const amountCents = Money.roundToCents(amount);
  if (!rule || amountCents <= 0n) return null;
  const feeCents = depositFeeCents(amountCents, {
    basisPoints: rule.basisPoints,
    minimumCents: Money.roundToCents(rule.minimum),
  });
  return { amountCents, feeCents, netCents: amountCents - feeCents };
}
