/**
 * Money crosses every boundary (HTTP, events) as a decimal string of dollars with two places
 * and lives everywhere else as integer cents in a bigint. No floating point touches it. No imports:
 * the screens load this file on its own (`@p2p/contracts/money`) and show every amount with `display`.
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

  /**
   * An amount as every screen shows it: "1234.5" -> "$1,234.50", and cents as a bigint: 9700n ->
   * "$97.00". `signed` puts + before a positive amount; `symbol` is the currency's sign ("₦" for
   * naira). What is not an amount shows as $0.00, as the specification's balance parsing defaults to 0.
   */
  display(
    amount: string | number | bigint | null | undefined,
    options: { signed?: boolean; symbol?: string } = {},
  ): string {
    const cents = typeof amount === 'bigint' ? amount : Money.roundToCents(amount);
    const abs = cents < 0n ? -cents : cents;
    const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    const text = `${options.symbol ?? '$'}${whole}.${(abs % 100n).toString().padStart(2, '0')}`;
    if (cents < 0n) return `-${text}`;
    return options.signed && cents > 0n ? `+${text}` : text;
  },

  /**
   * Cents of an amount as a screen reads one ("125.5", or a number from an older client): rounded
   * half up to the cent, with integer arithmetic, and 0 for anything that is not an amount. For
   * showing and comparing only: what is charged goes through `toCents`, which refuses instead.
   */
  roundToCents(value: string | number | null | undefined): bigint {
    if (value === null || value === undefined) return 0n;
    const text = typeof value === 'number' ? (Number.isFinite(value) ? plainText(value) : '') : value.trim();
    const match = ANY_DECIMAL.exec(text);
    if (!match) return 0n;
    const [, sign, whole, fraction = ''] = match;
    const padded = fraction.padEnd(3, '0');
    let cents = BigInt(whole) * 100n + BigInt(padded.slice(0, 2));
    if (Number(padded[2]) >= 5) cents += 1n;
    return sign ? -cents : cents;
  },
};

/** A decimal of any length and precision, as `roundToCents` reads it. */
const ANY_DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** The shortest decimal form of a double, without exponent notation for tiny or huge values. */
function plainText(value: number): string {
  const text = String(value);
  return text.includes('e') ? value.toFixed(2) : text;
}

function numberToText(value: number): string {
  if (!Number.isFinite(value)) throw new InvalidAmountError(value);
  // A JSON number such as 12.5 arrives as a double; its shortest decimal form is what the client meant.
  return String(value);
}
