/**
 * Exchange prices (issue 35): decimal odds on Betfair's price ladder, 1.01 to 1000, carried as
 * integer hundredths (3.0 -> 300n) so no floating point touches a price, and the money a price moves
 * as integer cents. No imports: the bet slip loads this file on its own (`@p2p/contracts/odds`).
 */

/** [from, to, step] in hundredths: the ladder's increments, Betfair's. */
const BANDS: ReadonlyArray<readonly [number, number, number]> = [
  [101, 200, 1],
  [200, 300, 2],
  [300, 400, 5],
  [400, 600, 10],
  [600, 1000, 20],
  [1000, 2000, 50],
  [2000, 3000, 100],
  [3000, 5000, 200],
  [5000, 10000, 500],
  [10000, 100000, 1000],
];

export const MIN_ODDS = 101;
export const MAX_ODDS = 100000;

/** Every price on the ladder, lowest first (350 of them). */
export const PRICE_LADDER: readonly number[] = Object.freeze(
  BANDS.flatMap(([from, to, step], index) => {
    const prices: number[] = [];
    // Each band's upper edge is the next band's first price; the last band keeps its own.
    const last = index === BANDS.length - 1 ? to : to - step;
    for (let price = from; price <= last; price += step) prices.push(price);
    return prices;
  }),
);

const INDEX = new Map(PRICE_LADDER.map((price, index) => [price, index]));

export function isOnLadder(hundredths: number): boolean {
  return INDEX.has(hundredths);
}

export class InvalidOddsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidOddsError';
  }
}

const DECIMAL_ODDS = /^(\d{1,4})(?:\.(\d{1,2}))?$/;

/** "3", "3.0", "3.25", 3.25 -> hundredths; anything off the ladder is refused with the nearest prices. */
export function parseOdds(value: string | number): number {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL_ODDS.exec(text);
  if (!match) throw new InvalidOddsError('Odds must be a decimal price such as 2.5');
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (hundredths < MIN_ODDS || hundredths > MAX_ODDS)
    throw new InvalidOddsError('Odds must be between 1.01 and 1000');
  if (!isOnLadder(hundredths)) {
    const [below, above] = neighbours(hundredths);
    throw new InvalidOddsError(
      `${formatOdds(hundredths)} is not a price on the ladder: the nearest are ${formatOdds(below)} and ${formatOdds(above)}`,
    );
  }
  return hundredths;
}

/** 300 -> "3.0", 325 -> "3.25", 101 -> "1.01", 100000 -> "1000.0". */
export function formatOdds(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const fraction = hundredths % 100;
  if (fraction === 0) return `${whole}.0`;
  return `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
}

/** The ladder's price `ticks` steps away (negative: shorter odds), held at its ends. */
export function tickOdds(hundredths: number, ticks: number): number {
  const index = INDEX.get(hundredths);
  if (index === undefined)
    throw new InvalidOddsError(`${formatOdds(hundredths)} is not a price on the ladder`);
  return PRICE_LADDER[Math.min(PRICE_LADDER.length - 1, Math.max(0, index + ticks))];
}

/** The ladder's prices either side of an off-ladder price inside its range. */
function neighbours(hundredths: number): [number, number] {
  const above = PRICE_LADDER.findIndex((price) => price > hundredths);
  return [PRICE_LADDER[above - 1], PRICE_LADDER[above]];
}

/**
 * What a backer's stake wins at these odds, which is also the layer's liability for it: stake x
 * (odds - 1), rounded down to the cent. The layer holds exactly what they can lose, and the backer is
 * never paid a fraction of a cent that nobody held.
 */
export function winningsCents(stakeCents: bigint, hundredths: number): bigint {
  if (stakeCents < 0n) throw new RangeError('A stake cannot be negative');
  return (stakeCents * BigInt(hundredths - 100)) / 100n;
}

/** Backing a selection wins when it happens; laying it wins when it does not. */
export type ExchangeSide = 'back' | 'lay';

export const EXCHANGE_SIDES: readonly ExchangeSide[] = ['back', 'lay'];

export const otherSide = (side: ExchangeSide): ExchangeSide => (side === 'back' ? 'lay' : 'back');

/** What each side of a backer's stake holds at these odds: the backer the stake, the layer its liability. */
export function exchangeHolds(stakeCents: bigint, hundredths: number): Record<ExchangeSide, bigint> {
  return { back: stakeCents, lay: winningsCents(stakeCents, hundredths) };
}

/** The smallest part of an offer a taker may take, and the smallest exchange stake. */
export const MIN_PART_CENTS = 100n;

/**
 * The commission on a bettor's net winnings in one market: the sum of what each of their bets there
 * won or lost (winners positive, losers negative), charged at `bps` basis points only when that sum is
 * positive, rounded down to the cent. A bettor who backed and laid the same market pays on the net, not
 * on each winning bet.
 */
export function marketCommissionCents(betResultsCents: readonly bigint[], bps: number): bigint {
  const net = betResultsCents.reduce((sum, result) => sum + result, 0n);
  if (net <= 0n) return 0n;
  return (net * BigInt(bps)) / 10000n;
}
