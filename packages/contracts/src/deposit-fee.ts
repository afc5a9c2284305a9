/**
 * The processing fee of a deposit in cents: `basisPoints` of the amount, rounded half up to the cent,
 * at least `minimumCents`. One rule for the wallet, which charges it, and the deposit screen, which
 * shows it as the user types, with each payment method's parameters from the server. No imports:
 * browsers load this file on its own (`@p2p/contracts/deposit-fee`).
 */
export function depositFeeCents(
  amountCents: bigint,
  rule: { basisPoints: number; minimumCents: bigint },
): bigint {
  const fee = (amountCents * BigInt(rule.basisPoints) + 5000n) / 10000n;
  return fee > rule.minimumCents ? fee : rule.minimumCents;
}
