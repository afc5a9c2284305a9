import { Money } from '@p2p/contracts';
import { ConfigError, ValidationFailedError } from '@p2p/service-kit';

/** The create-offer form's stake bounds (spec 01 section 5), configurable, in cents. */
export class StakeRules {
  constructor(
    private readonly minCents: bigint,
    private readonly maxCents: bigint,
  ) {
    if (minCents > maxCents) {
      throw new ConfigError('betting', ['OFFER_MIN_AMOUNT: must not exceed OFFER_MAX_AMOUNT']);
    }
  }

  /** The stake in cents; the value is already a decimal with at most two places (the DTO checks that). */
  parse(amount: string | number): bigint {
    const cents = Money.toCents(amount);
    if (cents <= 0n) throw new ValidationFailedError('Bet amount must be greater than 0');
    if (cents < this.minCents)
      throw new ValidationFailedError(`Minimum bet amount is ${dollars(this.minCents)}`);
    if (cents > this.maxCents)
      throw new ValidationFailedError(`Maximum bet amount is ${dollars(this.maxCents)}`);
    return cents;
  }
}

/** "$1", "$1000", "$2.50": whole dollars as the specification writes them. */
function dollars(cents: bigint): string {
  const text = Money.format(cents);
  return `$${text.endsWith('.00') ? text.slice(0, -3) : text}`;
}
