import {
  BetOffer,
  ExchangeOfferTerms,
  Money,
  OfferStatus as PublicOfferStatus,
  OfferVisibility,
  Selection,
} from '@p2p/contracts';
import { MATCH_COLUMNS, MatchRow, toMatchView } from '../matches/match.view';
import { ExchangeSide, formatOdds } from '@p2p/contracts';
import type { OfferKind, OfferStatus } from './offer.entity';

/**
 * One offer with everything its card shows: the maker's current names (the users projection, else
 * the token's at creation), the taker's username once matched, the match.
 */
export const OFFER_SELECT = `
  SELECT o.id, o.user_id, COALESCE(mu.username, o.username) AS username,
         COALESCE(mu.name, o.user_name) AS user_name, o.amount_cents, o.selection, o.description,
         o.status, o.created_at, b.id AS bet_id, COALESCE(tu.username, b.taker_username) AS opponent_username,
         o.visibility, o.private_to_user_id, o.link_token_hash, pu.username AS private_to_username,
         pu.name AS private_to_name, o.kind, o.side, o.odds, o.unmatched_cents,
         ${MATCH_COLUMNS}
    FROM offers o
    JOIN matches m ON m.id = o.match_id
    LEFT JOIN users mu ON mu.id = o.user_id
    LEFT JOIN bets b ON b.offer_id = o.id AND o.kind = 'even'
    LEFT JOIN users tu ON tu.id = b.taker_id
    LEFT JOIN users pu ON pu.id = o.private_to_user_id`;

export interface OfferRow extends MatchRow {
  id: string;
  user_id: string;
  username: string;
  user_name: string;
  amount_cents: string;
  selection: Selection;
  description: string | null;
  status: OfferStatus;
  created_at: Date;
  bet_id: string | null;
  opponent_username: string | null;
  visibility: OfferVisibility;
  private_to_user_id: string | null;
  /** For access checks only: never part of an answer. */
  link_token_hash: Buffer | null;
  private_to_username: string | null;
  private_to_name: string | null;
  kind: OfferKind;
  side: ExchangeSide | null;
  odds: number | null;
  unmatched_cents: string | null;
}

/** A claim lasts as long as one wallet call: to everyone else the offer is still open. */
export function publicStatus(status: OfferStatus): PublicOfferStatus {
  return status === 'matching' ? 'open' : status;
}

/** The fields canReach (private-offers.ts) decides on, from a row. */
export function reachOf(row: OfferRow) {
  return {
    visibility: row.visibility,
    userId: row.user_id,
    privateToUserId: row.private_to_user_id,
    linkTokenHash: row.link_token_hash,
  };
}

export function toOfferView(row: OfferRow): BetOffer {
  const status = publicStatus(row.status);
  const exchange = exchangeTermsOf(row);
  return {
    id: row.id,
    matchId: row.m_id,
    betAmount: Money.format(BigInt(row.amount_cents)),
    selection: row.selection,
    betSelection: row.selection,
    description: row.description,
    status,
    createdAt: new Date(row.created_at).toISOString(),
    isMatched: row.bet_id !== null,
    betId: row.bet_id,
    user: { id: row.user_id, username: row.username, name: row.user_name },
    opponent: row.opponent_username === null ? null : { username: row.opponent_username },
    match: toMatchView(row),
    // Peer-to-peer offers have no house odds; the screens show a dash.
    odds: null,
    visibility: row.visibility,
    privateTo:
      row.private_to_username === null
        ? null
        : { username: row.private_to_username, name: row.private_to_name ?? row.private_to_username },
    // Absent on even money: its answers stay as they were before the exchange.
    ...(exchange ? { exchange } : {}),
  };
}

/** An exchange offer's price and fill: "$30 of $50 matched at 3.0". */
function exchangeTermsOf(row: OfferRow): ExchangeOfferTerms | null {
  if (row.kind !== 'exchange' || row.side === null || row.odds === null || row.unmatched_cents === null)
    return null;
  const stake = BigInt(row.amount_cents);
  const unmatched = BigInt(row.unmatched_cents);
  return {
    side: row.side,
    odds: formatOdds(row.odds),
    stake: Money.format(stake),
    matched: Money.format(stake - unmatched),
    unmatched: Money.format(unmatched),
  };
}
