import { createEvent, Money, Events } from '@p2p/contracts';
import type { Bet } from '../bets/bet.entity';

/** Keyed by the offer id, like every event of the offer the bet came from. */
export const offerMatched = (bet: Bet) => {
  const exchange = exchangeTermsOf(bet);
  return createEvent(Events.OfferMatched, bet.offerId, {
    offerId: bet.offerId,
    betId: bet.id,
    matchId: bet.matchId,
    makerId: bet.makerId,
    takerId: bet.takerId,
    stake: Money.format(bet.amountCents),
    makerSelection: bet.makerSelection,
    takerSelection: bet.takerSelection,
    ...(exchange ? { exchange } : {}),
  });
};

/** A part of an exchange offer: its price and what each side holds, as OfferMatched and BetSettled carry them. */
export function exchangeTermsOf(bet: Pick<Bet, 'odds' | 'makerSide' | 'amountCents' | 'takerAmountCents'>) {
  // Absent (not only null) on an even-money bet built in memory.
  if (bet.odds == null || bet.makerSide == null || bet.takerAmountCents == null) return null;
  return {
    odds: bet.odds,
    makerSide: bet.makerSide,
    makerStake: Money.format(bet.amountCents),
    takerStake: Money.format(bet.takerAmountCents),
  };
}
