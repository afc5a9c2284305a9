/**
 * The ledger is in dollars; a bank withdrawal is asked for in naira. Naira amounts and rates are
 * integer kobo (a rate of 1500.00 NGN per USD is 150000), so the conversion is exact integer
 * arithmetic. The dollars taken are rounded UP to the cent: the platform pays out the naira asked
 * for, so it must never take less than those naira cost (NGN 100 at 1,500 is $0.0667: $0.07, not
 * $0.06, which would buy only NGN 90). One rule for the wallet, which charges it, and the withdrawal
 * screen, which shows the charge as the user types. No imports: browsers load this file on its own
 * (`@p2p/contracts/naira`).
 */
export function nairaToUsdCents(amountKobo: bigint, ngnPerUsdKobo: bigint): bigint {
  if (amountKobo < 0n || ngnPerUsdKobo <= 0n)
    throw new Error('Conversion needs an amount and a positive rate');
  return (amountKobo * 100n + ngnPerUsdKobo - 1n) / ngnPerUsdKobo;
}
