import { Money, formatOdds, type ExchangeSide, type Selection } from '@p2p/contracts';
import type { AdminBet, AdminBetStatus, ExchangeBetTerms } from '@p2p/contracts/api';

export interface BetRow {
  id: string;
  offer_id: string;
  match_id: string;
  maker_id: string;
  taker_id: string;
  maker_selection: Selection;
  taker_selection: Selection;
  stake_cents: string;
  status: AdminBetStatus;
  result: AdminBet['result'];
  winner_id: string | null;
  settled_by: string | null;
  settled_reason: string | null;
  matched_at: Date;
  settled_at: Date | null;
  home_team: string | null;
  away_team: string | null;
  league: string | null;
  start_time: Date | null;
  maker_username: string | null;
  taker_username: string | null;
  odds: number | null;
  maker_side: ExchangeSide | null;
  taker_stake_cents: string | null;
  commission_cents: string | null;
}

/** A bet with what the read model knows of its match and its two sides. */
export const BET_SELECT = `
  SELECT b.id, b.offer_id, b.match_id, b.maker_id, b.taker_id, b.maker_selection, b.taker_selection,
         b.stake_cents, b.status, b.result, b.winner_id, b.settled_by, b.settled_reason, b.matched_at,
         b.settled_at, b.odds, b.maker_side, b.taker_stake_cents, b.commission_cents,
         m.home_team, m.away_team, m.league, m.start_time,
         maker.username AS maker_username, taker.username AS taker_username
    FROM bets b
    LEFT JOIN matches m ON m.id = b.match_id
    LEFT JOIN users maker ON maker.id = b.maker_id
    LEFT JOIN users taker ON taker.id = b.taker_id`;

export function toAdminBet(row: BetRow): AdminBet {
  const exchange = exchangeTermsOf(row);
  return {
    id: row.id,
    offerId: row.offer_id,
    matchId: row.match_id,
    match: {
      homeTeam: row.home_team,
      awayTeam: row.away_team,
      league: row.league,
      startTime: row.start_time?.toISOString() ?? null,
    },
    maker: { id: row.maker_id, username: row.maker_username },
    taker: { id: row.taker_id, username: row.taker_username },
    makerSelection: row.maker_selection,
    takerSelection: row.taker_selection,
    stake: Money.format(BigInt(row.stake_cents)),
    status: row.status,
    result: row.result,
    winnerId: row.winner_id,
    settledBy:
      row.settled_by !== null && row.settled_reason !== null
        ? { adminId: row.settled_by, reason: row.settled_reason }
        : null,
    matchedAt: row.matched_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
    // Absent, not null, on even money: its answer stays what it was before the exchange.
    ...(exchange ? { exchange } : {}),
  };
}

function exchangeTermsOf(row: BetRow): ExchangeBetTerms | null {
  if (row.odds === null || row.maker_side === null || row.taker_stake_cents === null) return null;
  return {
    odds: formatOdds(row.odds),
    makerSide: row.maker_side,
    makerStake: Money.format(BigInt(row.stake_cents)),
    takerStake: Money.format(BigInt(row.taker_stake_cents)),
    commission: row.commission_cents === null ? null : Money.format(BigInt(row.commission_cents)),
  };
}
