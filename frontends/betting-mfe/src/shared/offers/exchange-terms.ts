import { Money } from '@p2p/contracts/money';
import { parseOdds, winningsCents, type ExchangeSide } from '@p2p/contracts/odds';
import type { StatusBadge } from './selections';

/** An exchange offer's price and fill as the lists and the history carry it (decimal dollars). */
export interface ExchangeFill {
  side: ExchangeSide;
  odds: string;
  /** The backer's stake of the whole offer. */
  stake: string;
  matched: string;
}

/** "$30.00 of $50.00 matched at 3.0". */
export function fillLine({ stake, matched, odds }: Pick<ExchangeFill, 'stake' | 'matched' | 'odds'>): string {
  return `${Money.display(matched)} of ${Money.display(stake)} matched at ${odds}`;
}

/** "Back at 3.0", "Lay at 2.52". */
export function sideAtOdds({ side, odds }: Pick<ExchangeFill, 'side' | 'odds'>): string {
  return `${side === 'back' ? 'Back' : 'Lay'} at ${odds}`;
}

/** The backer's stake nobody has taken yet, in cents. */
export function unmatchedCents({ stake, matched }: Pick<ExchangeFill, 'stake' | 'matched'>): bigint {
  const left = Money.roundToCents(stake) - Money.roundToCents(matched);
  return left > 0n ? left : 0n;
}

/**
 * What the maker holds for the unmatched part, and gets back when it is cancelled: the stake to back,
 * the liability (the backer's winnings, rounded down as each part's is) to lay.
 */
export function unmatchedHoldCents(fill: ExchangeFill): bigint {
  const unmatched = unmatchedCents(fill);
  return fill.side === 'back' ? unmatched : winningsCents(unmatched, parseOdds(fill.odds));
}

/**
 * What the whole offer returns to its maker if it is all matched and their side wins, before
 * commission: what they hold and what the other side holds, the stake and the liability, either way.
 */
export function offerReturnCents({ stake, odds }: Pick<ExchangeFill, 'stake' | 'odds'>): bigint {
  const stakeCents = Money.roundToCents(stake);
  return stakeCents + winningsCents(stakeCents, parseOdds(odds));
}

/**
 * An open exchange offer stays open while nothing, part or all of it is matched (until it is cancelled
 * or betting closes): its badge says which, where an even-money offer would say Waiting for Match.
 */
export function openFillBadge(fill: Pick<ExchangeFill, 'stake' | 'matched'>): StatusBadge {
  if (unmatchedCents(fill) === 0n) return { tone: 'warning', text: 'Fully Matched' };
  if (Money.roundToCents(fill.matched) > 0n) return { tone: 'success', text: 'Partly Matched' };
  return { tone: 'success', text: 'Waiting for Match' };
}
