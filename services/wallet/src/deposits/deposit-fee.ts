import { depositFeeCents } from '@p2p/contracts';
import type { PaymentMethodType } from '../payment-methods/payment-method-details';

export interface FeeRule {
  basisPoints: number;
  minimumCents: bigint;
}

/** Spec 02 section 9, in basis points and cents: crypto 1%; mobile money 2.5%, at least $1; others 3%, at least $2. */
const FEES: Record<'crypto' | 'mobile_money' | 'other', FeeRule> = {
  crypto: { basisPoints: 100, minimumCents: 0n },
  mobile_money: { basisPoints: 250, minimumCents: 100n },
  other: { basisPoints: 300, minimumCents: 200n },
};

/** The fee rule of a payment method's type: sent with each method, so the deposit screen shows this fee. */
export function feeRuleOf(type: PaymentMethodType): FeeRule {
  return type === 'crypto' || type === 'mobile_money' ? FEES[type] : FEES.other;
}

/** The processing fee of a deposit in cents, rounded half up to the cent; the server's is the one charged. */
export function processingFee(type: PaymentMethodType, amount: bigint): bigint {
  return depositFeeCents(amount, feeRuleOf(type));
}
