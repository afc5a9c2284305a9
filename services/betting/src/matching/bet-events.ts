import { createEvent, Money, Events } from '@p2p/contracts';
import type { Bet } from '../bets/bet.entity';

/** Keyed by the offer id, like every event of the offer the bet came from. */
export const offerMatched = (bet: Bet) =>
  createEvent(Events.OfferMatched, bet.offerId, {
    offerId: bet.offerId,
    betId: bet.id,
    matchId: bet.matchId,
    makerId: bet.makerId,
    takerId: bet.takerId,
    stake: Money.format(bet.amountCents),
    makerSelection: bet.makerSelection,
    takerSelection: bet.takerSelection,
  });
