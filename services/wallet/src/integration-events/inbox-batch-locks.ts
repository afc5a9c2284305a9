import { Injectable } from '@nestjs/common';
import { betHoldKey, EventEnvelope, offerHoldKey, Events, partHoldKey } from '@p2p/contracts';
import { InboxBatchLocks, LocksInboxBatches } from '@p2p/service-kit';
import type { EntityManager } from 'typeorm';
import type { PlatformAccountKind } from '../ledger/account.entity';

/** The holds an event gives up or settles: their users' accounts are the ones its handler posts to. */
function holdKeysOf(event: EventEnvelope): string[] {
  const payload = event.payload as {
    offerId?: string;
    betId?: string;
    makerPart?: boolean;
    exchange?: object;
  };
  switch (event.type) {
    case Events.OfferCancelled:
    case Events.OfferExpired:
    case Events.OfferRejected:
      return [offerHoldKey(payload.offerId as string)];
    case Events.ClaimAbandoned:
      // A part whose source is given up already is released to its user's available funds.
      return payload.makerPart
        ? [betHoldKey(payload.betId as string), partHoldKey(payload.betId as string)]
        : [betHoldKey(payload.betId as string)];
    case Events.BetSettled:
      return [
        payload.exchange ? partHoldKey(payload.betId as string) : offerHoldKey(payload.offerId as string),
        betHoldKey(payload.betId as string),
      ];
    default:
      return [];
  }
}

/** The platform accounts an event's handler may post to. */
function platformKindsOf(event: EventEnvelope): PlatformAccountKind[] {
  if (event.type === Events.BetSettled) return ['fees'];
  // A demo bettor's registration funds them through an approved deposit.
  if (event.type === Events.UserRegistered) return ['external_cash'];
  return [];
}

/**
 * Locks every account a batch of betting's events will move, in account-id order, before any handler
 * runs: the ledger locks in that order too (a request, a batch of holds), so a batch of events never
 * holds one user's accounts while it waits for another's that a request holds the other way round.
 */
@Injectable()
@LocksInboxBatches()
export class WalletInboxBatchLocks implements InboxBatchLocks {
  async lock(manager: EntityManager, events: readonly EventEnvelope[]): Promise<void> {
    const keys = [...new Set(events.flatMap(holdKeysOf))];
    const kinds = [...new Set(events.flatMap(platformKindsOf))];
    if (keys.length === 0 && kinds.length === 0) return;
    await manager.query(
      `SELECT a.id FROM accounts a
        WHERE a.owner_id IN (SELECT h.user_id FROM holds h WHERE h.key = ANY($1::text[]) AND h.user_id IS NOT NULL)
           OR (a.owner_id IS NULL AND a.kind = ANY($2::text[]))
        ORDER BY a.id
          FOR UPDATE OF a`,
      [keys, kinds],
    );
  }
}
