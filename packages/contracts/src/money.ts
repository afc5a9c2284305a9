/**
 * Money crosses every boundary (HTTP, events) as a decimal string of dollars with two places
 * and lives everywhere else as integer cents in a bigint. No floating point touches it.
 */
const DECIMAL = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/;

export class InvalidAmountError extends Error {
  constructor(value: unknown) {
    super(`Invalid amount: ${String(value)}`);
    this.name = 'InvalidAmountError';
  }
}

export const Money = {
  /** "12.5", "12.50", 12.5 -> 1250n. More than two decimals is refused, never rounded. */
  toCents(value: string | number): bigint {
    const text = typeof value === 'number' ? numberToText(value) : value.trim();
    const match = DECIMAL.exec(text);
    if (!match) throw new InvalidAmountError(value);
    const [, sign, whole, fraction = ''] = match;
    const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
    return sign ? -cents : cents;
  },

  /** 1250n -> "12.50" */
  format(cents: bigint | number): string {
    const value = BigInt(cents);
    const sign = value < 0n ? '-' : '';
    const abs = value < 0n ? -value : value;
    return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  },

  isValid(value: unknown): boolean {
    if (typeof value !== 'string' && typeof value !== 'number') return false;
    try {
      Money.toCents(value);
      return true;
    } catch {
      return false;
    }
  },

  /** Percentage fee in basis points, rounded half up to the cent: fee(10000n, 250) = 250n (2.5%). */
  percentOf(cents: bigint, basisPoints: number): bigint {
    return (cents * BigInt(basisPoints) + 5000n) / 10000n;
  },
};

function numberToText(value: number): string {
  if (!Number.isFinite(value)) throw new InvalidAmountError(value);
  // A JSON number such as 12.5 arrives as a double; its shortest decimal form is what the client meant.
  return String(value);
}
