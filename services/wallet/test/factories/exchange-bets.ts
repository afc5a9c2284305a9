import {
  BetSettled,
  betHoldKey,
  createEvent,
  Money,
  OfferMatched,
  offerHoldKey,
  partHoldKey,
  Topics,
  TypedEvent,
} from '@p2p/contracts';
import { randomUUID } from 'node:crypto';
import { HoldsService } from '../../src/holds/holds.service';
import type { WalletApp } from '../support/wallet-app';
import { credit } from './funds';
import { registerUser, RegisteredUser } from './users';

type ExchangeTerms = NonNullable<OfferMatched['exchange']>;

/** At 3.0 a backer's $10 stake is matched by the layer's $20 liability. */
const ODDS = 300;
const BACKER_STAKE = '10.00';
const LAYER_LIABILITY = '20.00';

export interface HeldExchangeBet {
  maker: RegisteredUser;
  taker: RegisteredUser;
  matched: OfferMatched & { exchange: ExchangeTerms };
  /** Betting's BetSettled of the part: `commission` is what it charged the winner (none by default). */
  settled(
    result: BetSettled['result'],
    winnerId: string | null,
    commission?: string,
  ): TypedEvent<'betting.BetSettled'>;
}

/**
 * A part of an exchange offer at 3.0, held as betting holds it: the maker's $50 offer, the maker's share
 * of the part carved out of it (`part:<betId>`), the taker's share from their available funds, and the
 * OfferMatched that links them (unless `announced` is false: not consumed yet). Both users start with $100.
 */
export async function heldExchangeBet(
  wallet: WalletApp,
  makerSide: ExchangeTerms['makerSide'],
  { announced = true } = {},
): Promise<HeldExchangeBet> {
  const [maker, taker] = [await registerUser(wallet), await registerUser(wallet)];
  for (const user of [maker, taker]) await credit(wallet, user.id, '100.00');
  const [makerStake, takerStake] =
    makerSide === 'back' ? [BACKER_STAKE, LAYER_LIABILITY] : [LAYER_LIABILITY, BACKER_STAKE];
  const matched = {
    offerId: randomUUID(),
    betId: randomUUID(),
    matchId: randomUUID(),
    makerId: maker.id,
    takerId: taker.id,
    stake: makerStake,
    makerSelection: 'home_win' as const,
    takerSelection: 'home_win' as const,
    exchange: { odds: ODDS, makerSide, makerStake, takerStake },
  };
  const holds = wallet.app.get(HoldsService);
  await holds.place({ key: offerHoldKey(matched.offerId), userId: maker.id, amount: 5000n });
  await holds.place({
    key: partHoldKey(matched.betId),
    userId: maker.id,
    amount: Money.toCents(makerStake),
    from: offerHoldKey(matched.offerId),
  });
  await holds.place({ key: betHoldKey(matched.betId), userId: taker.id, amount: Money.toCents(takerStake) });
  if (announced) {
    await wallet.bus.publish(Topics.betting, [createEvent('betting.OfferMatched', matched.offerId, matched)]);
    await wallet.bus.idle();
  }
  return {
    maker,
    taker,
    matched,
    settled: (result, winnerId, commission = '0.00') =>
      createEvent('betting.BetSettled', matched.offerId, {
        betId: matched.betId,
        offerId: matched.offerId,
        matchId: matched.matchId,
        makerId: maker.id,
        takerId: taker.id,
        winnerId,
        stake: makerStake,
        result,
        exchange: { ...matched.exchange, commission, commissionBps: 500 },
      }),
  };
}
