import { Money } from '@p2p/contracts';
import type { PaymentMethodType } from '../payment-methods/payment-method-details';

/** Spec 02 section 9, in basis points and cents: crypto 1%; mobile money 2.5%, at least $1; others 3%, at least $2. */
const FEES: Record<'crypto' | 'mobile_money' | 'other', { basisPoints: number; minimum: bigint }> = {
  crypto: { basisPoints: 100, minimum: 0n },
  mobile_money: { basisPoints: 250, minimum: 100n },
  other: { basisPoints: 300, minimum: 200n },
};

/** The processing fee of a deposit in cents, rounded half up to the cent; computed on the server only. */
export function processingFee(type: PaymentMethodType, amount: bigint): bigint {
  const rule = type === 'crypto' || type === 'mobile_money' ? FEES[type] : FEES.other;
  const fee = Money.percentOf(amount, rule.basisPoints);
  return fee > rule.minimum ? fee : rule.minimum;
}
