import type { DepositFeeRule } from '@p2p/contracts/api';
import { depositFeeCents } from '@p2p/contracts/deposit-fee';
import { formatMoney, toCents } from '@p2p/ui';

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
  const amountCents = toCents(amount);
  if (!rule || amountCents <= 0n) return null;
  const feeCents = depositFeeCents(amountCents, {
    basisPoints: rule.basisPoints,
    minimumCents: toCents(rule.minimum),
  });
  return { amountCents, feeCents, netCents: amountCents - feeCents };
}

/** 9700n -> "$97.00". */
export function formatCents(cents: bigint): string {
  const abs = cents < 0n ? -cents : cents;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return formatMoney(cents < 0n ? `-${text}` : text);
}
