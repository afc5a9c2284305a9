const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * Dollars as the API sends them ("125.5", "125.50", or a number from an older client) to "$125.50",
 * rounded half up to the cent with integer arithmetic so no float error reaches the screen.
 * Anything unparseable shows as $0.00, as the specification's balance parsing defaults to 0.
 */
export function formatMoney(
  value: string | number | null | undefined,
  options: { signed?: boolean } = {},
): string {
  const cents = toCents(value);
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = `$${whole}.${(abs % 100n).toString().padStart(2, '0')}`;
  if (negative) return `-${text}`;
  return options.signed && cents > 0n ? `+${text}` : text;
}

/** Integer cents of a decimal amount; 0 for anything that is not one. */
export function toCents(value: string | number | null | undefined): bigint {
  if (value === null || value === undefined) return 0n;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? numberText(value) : '') : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) return 0n;
  const [, sign, whole, fraction = ''] = match;
  const padded = fraction.padEnd(3, '0');
  let cents = BigInt(whole) * 100n + BigInt(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1n;
  return sign ? -cents : cents;
}

function numberText(value: number): string {
  // Shortest decimal form of the double, without exponent notation for tiny or huge values.
  const text = String(value);
  return text.includes('e') ? value.toFixed(2) : text;
}
