import {
  ExchangeSide,
  formatOdds,
  HistoryEntry,
  HistoryEntryStatus,
  Money,
  Selection,
  SideResult,
  winningsCents,
} from '@p2p/contracts';
import { sideResult } from '../bets/bet.view';
import type { BetResult } from '../bets/bet.entity';
import { eventName, MatchRow, toMatchView } from '../matches/match.view';
import { marketLabel } from '../offers/selection';

/** One line of the history: an offer nobody took (yet), or a bet the user is a side of. */
export interface HistoryRow extends MatchRow {
  kind: 'offer' | 'bet';
  id: string;
  offer_id: string;
  bet_id: string | null;
  date: Date;
  selection: Selection;
  amount_cents: string;
  status: HistoryEntryStatus;
  result: BetResult | null;
  winner_id: string | null;
  opponent_username: string | null;
  /** Exchange offers and bets only: the user's side and the price; an offer's matched stake; a bet's other hold and commission. */
  side: ExchangeSide | null;
  odds: number | null;
  matched_cents: string | null;
  other_cents: string | null;
  commission_cents: string | null;
}

/**
 * Payout as the wallet pays it: both stakes to the winner (the specification's "stake times two"),
 * the stake back on a push or a void, nothing on a loss; none while the bet is still open.
 */
export function payoutOf(stakeCents: bigint, result: SideResult | null): bigint | null {
  if (result === null) return null;
  if (result === 'won') return stakeCents * 2n;
  return result === 'push' ? stakeCents : 0n;
}

/**
 * A part of an exchange offer pays the winner both holds less their commission, which is the user's
 * own hold and the other side's: the stake and the liability.
 */
export function exchangePayoutOf(
  ownCents: bigint,
  otherCents: bigint,
  commissionCents: bigint,
  result: SideResult | null,
): bigint | null {
  if (result === null) return null;
  if (result === 'won') return ownCents + otherCents - commissionCents;
  return result === 'push' ? ownCents : 0n;
}

export function toHistoryEntry(row: HistoryRow, userId: string): HistoryEntry {
  const stake = BigInt(row.amount_cents);
  const result = sideResult(row.result, row.winner_id, userId);
  const other = row.other_cents === null ? null : BigInt(row.other_cents);
  const commission = row.commission_cents === null ? 0n : BigInt(row.commission_cents);
  const payout =
    other === null ? payoutOf(stake, result) : exchangePayoutOf(stake, other, commission, result);
  // An exchange offer's pot at its price: the backer's stake and what it wins, the layer's liability.
  const potential =
    other !== null ? stake + other : row.odds !== null ? stake + winningsCents(stake, row.odds) : stake * 2n;
  const match = toMatchView(row);
  return {
    id: row.id,
    date: new Date(row.date).toISOString(),
    event: eventName(match),
    selection: row.selection,
    stake: Money.format(stake),
    payout: payout === null ? null : Money.format(payout),
    potentialWinnings: Money.format(potential),
    odds: row.odds === null ? null : row.odds / 100,
    status: row.status,
    type: 'peerbet',
    betType: marketLabel(row.selection),
    league: match.league,
    opponent: row.opponent_username,
    result,
    profit: payout === null ? null : Money.format(payout - stake),
    homeTeam: match.homeTeam,
    awayTeam: match.awayTeam,
    matchDate: match.startTime,
    originalData: { kind: row.kind, offerId: row.offer_id, betId: row.bet_id, matchId: match.id },
    // Absent on even money: its entries stay as they were before the exchange.
    ...(row.side === null || row.odds === null
      ? {}
      : {
          exchange: {
            side: row.side,
            odds: formatOdds(row.odds),
            matched: row.matched_cents === null ? null : Money.format(BigInt(row.matched_cents)),
            commission: row.commission_cents === null ? null : Money.format(commission),
          },
        }),
  };
}
