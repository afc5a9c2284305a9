import {
  ExchangeBetTerms,
  ExchangeSide,
  formatOdds,
  Money,
  PeerBet,
  Selection,
  SideResult,
} from '@p2p/contracts';
import { MATCH_COLUMNS, MatchRow, toMatchView } from '../matches/match.view';
import type { BetResult, BetStatus } from './bet.entity';

/** One bet with both sides' current names (the users projection, else the tokens' at matching) and its match. */
export const BET_SELECT = `
  SELECT b.id, b.offer_id, b.amount_cents, b.status, b.result, b.winner_id, b.created_at, b.settled_at,
         b.taker_description, b.odds, b.maker_side, b.taker_amount_cents, b.commission_cents,
         b.maker_id, COALESCE(mu.username, b.maker_username) AS maker_username,
         COALESCE(mu.name, b.maker_name) AS maker_name, b.maker_selection,
         b.taker_id, COALESCE(tu.username, b.taker_username) AS taker_username,
         COALESCE(tu.name, b.taker_name) AS taker_name, b.taker_selection,
         ${MATCH_COLUMNS}
    FROM bets b
    JOIN matches m ON m.id = b.match_id
    LEFT JOIN users mu ON mu.id = b.maker_id
    LEFT JOIN users tu ON tu.id = b.taker_id`;

export interface BetRow extends MatchRow {
  id: string;
  offer_id: string;
  amount_cents: string;
  status: BetStatus;
  result: BetResult | null;
  winner_id: string | null;
  created_at: Date;
  settled_at: Date | null;
  taker_description: string | null;
  odds: number | null;
  maker_side: ExchangeSide | null;
  taker_amount_cents: string | null;
  commission_cents: string | null;
  maker_id: string;
  maker_username: string;
  maker_name: string;
  maker_selection: Selection;
  taker_id: string;
  taker_username: string;
  taker_name: string;
  taker_selection: Selection;
}

/** Null until the bet is settled; a void refunds both sides like a push. */
export function sideResult(
  result: BetResult | null,
  winnerId: string | null,
  userId: string,
): SideResult | null {
  if (result === null) return null;
  if (result !== 'won') return 'push';
  return winnerId === userId ? 'won' : 'lost';
}

export function toPeerBetView(row: BetRow, viewerId: string): PeerBet {
  const isUserA = row.maker_id === viewerId;
  const isParty = isUserA || row.taker_id === viewerId;
  const result = sideResult(row.result, row.winner_id, viewerId);
  const exchange = exchangeTermsOf(row);
  return {
    id: row.id,
    offerId: row.offer_id,
    betAmount: Money.format(BigInt(row.amount_cents)),
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    settledAt: row.settled_at === null ? null : new Date(row.settled_at).toISOString(),
    description: row.taker_description,
    match: toMatchView(row),
    userA: {
      id: row.maker_id,
      username: row.maker_username,
      name: row.maker_name,
      selection: row.maker_selection,
    },
    userB: {
      id: row.taker_id,
      username: row.taker_username,
      name: row.taker_name,
      selection: row.taker_selection,
    },
    currentUser: isParty
      ? {
          selection: isUserA ? row.maker_selection : row.taker_selection,
          isWinner: result === 'won' ? true : result === 'lost' ? false : null,
          isUserA,
          result,
        }
      : null,
    // Absent on even money: its answers stay as they were before the exchange.
    ...(exchange ? { exchange } : {}),
  };
}

function exchangeTermsOf(row: BetRow): ExchangeBetTerms | null {
  if (row.odds === null || row.maker_side === null || row.taker_amount_cents === null) return null;
  return {
    odds: formatOdds(row.odds),
    makerSide: row.maker_side,
    makerStake: Money.format(BigInt(row.amount_cents)),
    takerStake: Money.format(BigInt(row.taker_amount_cents)),
    commission: row.commission_cents === null ? null : Money.format(BigInt(row.commission_cents)),
  };
}
