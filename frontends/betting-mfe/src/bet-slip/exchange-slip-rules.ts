import { Money } from '@p2p/contracts/money';
import {
  formatOdds,
  InvalidOddsError,
  isOnLadder,
  marketCommissionCents,
  MAX_ODDS,
  MIN_PART_CENTS,
  MIN_ODDS,
  parseOdds,
  PRICE_LADDER,
  tickOdds,
  winningsCents,
  type ExchangeSide,
} from '@p2p/contracts/odds';
import type { ExchangePriceLevel, ExchangeSelectionBook, Selection } from '../shared/api/types';
import { MAX_STAKE, MIN_STAKE } from '../shared/offers/offer-schema';

/** What the exchange slip holds: a selection, back or lay, the price and the backer's stake as typed. */
export interface ExchangeSlipState {
  selection: Selection;
  side: ExchangeSide;
  odds: string;
  stake: string;
}

/** The price a bettor starts from when nothing is typed: evens. */
const EVENS = 200;

const TYPED_ODDS = /^(\d{1,4})(?:\.(\d{1,2}))?$/;

/** A typed price in hundredths, or the ladder's own reason to refuse it ("3.01 is not a price..."). */
export function readOdds(text: string): { hundredths: number } | { error: string } {
  if (text.trim() === '') return { error: 'Odds are required' };
  try {
    return { hundredths: parseOdds(text) };
  } catch (error) {
    if (error instanceof InvalidOddsError) return { error: error.message };
    throw error;
  }
}

/** A typed price in hundredths, or null when it is not a price on the ladder. */
export function priceOf(text: string): number | null {
  const read = readOdds(text);
  return 'hundredths' in read ? read.hundredths : null;
}

/**
 * The ladder's price `ticks` steps from what is typed. A price between two rungs steps to the rung on
 * that side first, so 3.01 goes up to 3.05 and down to 3.0; a price past an end comes back to it.
 * Nothing typed starts from evens; a typed text that is no price at all stays as it is.
 */
export function tickTyped(text: string, ticks: number): string {
  if (text.trim() === '') return formatOdds(tickOdds(EVENS, ticks > 0 ? ticks - 1 : ticks + 1));
  const match = TYPED_ODDS.exec(text.trim());
  if (!match) return text;
  const typed = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (isOnLadder(typed)) return formatOdds(tickOdds(typed, ticks));
  const above = PRICE_LADDER.findIndex((price) => price > typed);
  const below = above === -1 ? MAX_ODDS : above === 0 ? MIN_ODDS : PRICE_LADDER[above - 1];
  const first = ticks > 0 ? (above === -1 ? MAX_ODDS : PRICE_LADDER[above]) : below;
  return formatOdds(tickOdds(first, ticks > 0 ? ticks - 1 : ticks + 1));
}

export interface SlipFigures {
  /** What the bettor holds: the stake to back, the liability (the backer's winnings) to lay. */
  riskCents: bigint;
  /** What the bettor's side wins if it comes true, before commission. */
  profitCents: bigint;
  /** The commission on that profit, were it the bettor's only bet in the market. */
  commissionCents: bigint;
}

/** Backing $20 at 3.0 risks $20 to win $40; laying it risks $40 to win the backer's $20. */
export function slipFigures(
  side: ExchangeSide,
  stakeCents: bigint,
  hundredths: number,
  commissionBps: number,
): SlipFigures {
  const winnings = winningsCents(stakeCents, hundredths);
  const [riskCents, profitCents] = side === 'back' ? [stakeCents, winnings] : [winnings, stakeCents];
  return { riskCents, profitCents, commissionCents: marketCommissionCents([profitCents], commissionBps) };
}

/** "Commission 2% of net winnings per market", "Commission 2.5% of ...". */
export function commissionLabel(commissionBps: number): string {
  const percent = (commissionBps / 100).toFixed(2).replace(/\.?0+$/, '');
  return `Commission ${percent}% of net winnings per market`;
}

/** What submitting the slip does: take a part of the oldest offer at that price, or post a new offer. */
export type SlipPlan =
  | {
      kind: 'take';
      offerId: string;
      level: ExchangePriceLevel;
      /** What is still unmatched of the offer taken: the largest part it can give. */
      maxCents: bigint;
    }
  | {
      kind: 'post';
      /** There are offers at this price, but only the bettor's own, which they cannot take. */
      onlyOwn: boolean;
    };

/**
 * A backer takes lay offers (the book's `toBack`), a layer takes back offers (`toLay`). At a price the
 * book has on that side, the slip takes the oldest offer there that is not the bettor's own, as the
 * exchange serves a price level in order; at any other price it posts a new offer.
 */
export function planFor(
  book: ExchangeSelectionBook | undefined,
  side: ExchangeSide,
  hundredths: number,
): SlipPlan {
  const levels = side === 'back' ? book?.toBack : book?.toLay;
  const level = levels?.find((candidate) => priceOf(candidate.odds) === hundredths);
  if (!level) return { kind: 'post', onlyOwn: false };
  const offer = level.offers.find((candidate) => !candidate.mine);
  if (!offer) return { kind: 'post', onlyOwn: true };
  return { kind: 'take', offerId: offer.id, level, maxCents: Money.toCents(offer.unmatched) };
}

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** The backer's stake in cents, or why it cannot be submitted as the plan says. */
export function readStake(
  text: string,
  plan: SlipPlan,
  hundredths: number | null,
): { cents: bigint } | { error: string } {
  const value = text.trim();
  if (value === '') return { error: 'Bet amount is required' };
  if (!AMOUNT.test(value)) return { error: 'Enter an amount in dollars, with at most two decimals' };
  const cents = Money.toCents(value);
  if (cents <= 0n) return { error: 'Bet amount must be greater than 0' };
  if (plan.kind === 'take') {
    if (cents > plan.maxCents)
      return {
        error: `Only ${Money.display(plan.maxCents)} of the oldest offer at this price is still unmatched`,
      };
    if (cents < MIN_PART_CENTS && cents !== plan.maxCents)
      return {
        error: `The smallest part you can take is ${Money.display(MIN_PART_CENTS)}, or all that is left if less`,
      };
  } else if (cents < BigInt(MIN_STAKE) * 100n || cents > BigInt(MAX_STAKE) * 100n) {
    return { error: `Bet amount must be between $${MIN_STAKE} and $${MAX_STAKE}` };
  }
  if (hundredths !== null && winningsCents(cents, hundredths) === 0n)
    return { error: 'This part is too small at these odds: one side would stake nothing' };
  return { cents };
}
