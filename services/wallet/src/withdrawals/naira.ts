/**
 * The ledger is in dollars; a bank withdrawal is asked for in naira. Naira amounts and rates are
 * integer kobo (a rate of 1500.00 NGN per USD is 150000), so the conversion is exact integer
 * arithmetic, rounded down to the cent: the user is never credited more than the rate gives.
 */
export function nairaToUsdCents(amountKobo: bigint, ngnPerUsdKobo: bigint): bigint {
  if (amountKobo < 0n || ngnPerUsdKobo <= 0n)
    throw new Error('Conversion needs an amount and a positive rate');
  return (amountKobo * 100n) / ngnPerUsdKobo;
}

/** 5000000n -> "5,000,000" (whole naira, for messages). */
export function groupedNaira(wholeNaira: bigint): string {
  return wholeNaira.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
