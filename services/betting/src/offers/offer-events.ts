import { createEvent, Money, Events } from '@p2p/contracts';
import type { Offer } from './offer.entity';

/**
 * Every event of an offer, and of the bet it becomes, is keyed by the offer id: the bus keeps one
 * key's events in order, so the wallet never sees an offer's release before its creation.
 */
export const offerCreated = (offer: Offer) =>
  createEvent(Events.OfferCreated, offer.id, {
    offerId: offer.id,
    userId: offer.userId,
    matchId: offer.matchId,
    stake: Money.format(offer.amountCents),
    selection: offer.selection,
    createdAt: offer.createdAt.toISOString(),
    visibility: offer.visibility,
    ...(offer.privateToUserId ? { privateToUserId: offer.privateToUserId } : {}),
  });

export const offerCancelled = (offer: Pick<Offer, 'id' | 'userId' | 'amountCents'>) =>
  createEvent(Events.OfferCancelled, offer.id, {
    offerId: offer.id,
    userId: offer.userId,
    stake: Money.format(offer.amountCents),
  });

export const offerExpired = (offer: Pick<Offer, 'id' | 'userId' | 'amountCents'>) =>
  createEvent(Events.OfferExpired, offer.id, {
    offerId: offer.id,
    userId: offer.userId,
    stake: Money.format(offer.amountCents),
  });

export const offerRejected = (offer: Pick<Offer, 'id' | 'userId' | 'amountCents'>, reason: string) =>
  createEvent(Events.OfferRejected, offer.id, {
    offerId: offer.id,
    userId: offer.userId,
    stake: Money.format(offer.amountCents),
    reason,
  });

/**
 * Keyed by the offer too: its ClaimAbandoned and a later OfferCancelled reach the wallet in order. A
 * part of an exchange offer gives the maker's share back as well (`makerPart`).
 */
export const claimAbandoned = (claim: { offerId: string; betId: string }, makerPart = false) =>
  createEvent(Events.ClaimAbandoned, claim.offerId, {
    offerId: claim.offerId,
    betId: claim.betId,
    ...(makerPart ? { makerPart } : {}),
  });
