import { BetSettled, createEvent, OfferCancelled, TypedEvent } from '@p2p/contracts';
import { randomUUID } from 'node:crypto';

export function betSettled(overrides: Partial<BetSettled> & Pick<BetSettled, 'makerId' | 'takerId'>) {
  const payload: BetSettled = {
    betId: randomUUID(),
    offerId: randomUUID(),
    matchId: randomUUID(),
    winnerId: overrides.makerId,
    stake: '10.00',
    result: 'won',
    ...overrides,
  };
  return createEvent('betting.BetSettled', payload.offerId, payload);
}

export function offerEvent(
  type: 'betting.OfferCancelled' | 'betting.OfferExpired' | 'betting.OfferRejected',
  offer: OfferCancelled,
): TypedEvent {
  const payload = type === 'betting.OfferRejected' ? { ...offer, reason: 'Insufficient balance' } : offer;
  return createEvent(type, offer.offerId, payload as never);
}
