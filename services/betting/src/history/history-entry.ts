import { HistoryEntry, HistoryEntryStatus, Money, Selection, SideResult } from '@p2p/contracts';
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

export function toHistoryEntry(row: HistoryRow, userId: string): HistoryEntry {
  const stake = BigInt(row.amount_cents);
  const result = sideResult(row.result, row.winner_id, userId);
  const payout = payoutOf(stake, result);
  const match = toMatchView(row);
  return {
    id: row.id,
    date: new Date(row.date).toISOString(),
    event: eventName(match),
    selection: row.selection,
    stake: Money.format(stake),
    payout: payout === null ? null : Money.format(payout),
    potentialWinnings: Money.format(stake * 2n),
    odds: null,
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
  };
}
