import { Money } from '@p2p/contracts/money';
import { nairaToUsdCents } from '@p2p/contracts/naira';

/** A decimal amount as typed or as the API sends it: digits with at most two decimals. */
const DECIMAL = /^\d+(\.\d{1,2})?$/;

/** "1501.5" -> 150150n (hundredths: kobo or cents); null for anything that is not such an amount. */
export function toMinorUnits(value: string | null | undefined): bigint | null {
  const text = value?.trim() ?? '';
  if (!DECIMAL.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** 150150n -> "1501.50": the API's decimal form. */
export function fromMinorUnits(units: bigint): string {
  return Money.format(units);
}

/**
 * What a naira withdrawal costs in dollars at a naira-per-dollar rate, in cents: the wallet's own
 * rule. Null when the amount or the rate is not a usable amount.
 */
export function usdCostCents(amountNgn: string, ngnPerUsd: string | null): bigint | null {
  const kobo = toMinorUnits(amountNgn);
  const rate = toMinorUnits(ngnPerUsd);
  if (kobo === null || rate === null || rate === 0n) return null;
  return nairaToUsdCents(kobo, rate);
}

/** "150000" -> "₦150,000.00". */
export function formatNaira(value: string | number | null | undefined): string {
  return Money.display(value, { symbol: '₦' });
}

/** The rate as a short label: "1500.00" -> "₦1,500", "1499.50" -> "₦1,499.50". */
export function formatRate(ngnPerUsd: string): string {
  return formatNaira(ngnPerUsd).replace(/\.00$/, '');
}

/** "You will be charged $1.01 at ₦1,500/$1", or null until the amount can be converted. */
export function costLine(amountNgn: string, ngnPerUsd: string | null): string | null {
  const cents = usdCostCents(amountNgn, ngnPerUsd);
  if (cents === null || ngnPerUsd === null) return null;
  return `You will be charged ${Money.display(fromMinorUnits(cents))} at ${formatRate(ngnPerUsd)}/$1`;
}
