import { createEvent, OfferCreated, OfferMatched, TypedEvent } from '@p2p/contracts';
import { randomUUID } from 'node:crypto';

/** Betting's events as betting publishes them, for the football service's projection. */
export function offerCreated(
  overrides: Partial<OfferCreated> & Pick<OfferCreated, 'matchId'>,
): TypedEvent<'betting.OfferCreated'> {
  const payload: OfferCreated = {
    offerId: randomUUID(),
    userId: randomUUID(),
    stake: '25.00',
    selection: 'home_win',
    createdAt: new Date().toISOString(),
    ...overrides,
  };
  return createEvent('betting.OfferCreated', payload.offerId, payload);
}

export function offerMatched(created: OfferCreated, occurredAt?: string): TypedEvent<'betting.OfferMatched'> {
  const event = createEvent('betting.OfferMatched', created.offerId, {
    offerId: created.offerId,
    betId: randomUUID(),
    matchId: created.matchId,
    makerId: created.userId,
    takerId: randomUUID(),
    stake: created.stake,
    makerSelection: created.selection,
    takerSelection: created.selection === 'home_win' ? 'away_win' : 'home_win',
  } satisfies OfferMatched);
  return occurredAt ? { ...event, occurredAt } : event;
}

export function offerCancelled(created: OfferCreated): TypedEvent<'betting.OfferCancelled'> {
  return createEvent('betting.OfferCancelled', created.offerId, {
    offerId: created.offerId,
    userId: created.userId,
    stake: created.stake,
  });
}
