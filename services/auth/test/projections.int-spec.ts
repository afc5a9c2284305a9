import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createEvent, EventEnvelope, Topics } from '@p2p/contracts';
import { EventDispatcher } from '@p2p/service-kit';
import { eventually } from '@p2p/testing';
import { randomUUID } from 'node:crypto';
import { AuthApp, bearer, register, RegisteredUser, startAuthApp } from './support/auth-app';

describe('projections of wallet and betting events onto the user object', () => {
  let auth: AuthApp;
  const profile = async (user: RegisteredUser) =>
    (await auth.api().get('/api/profile').set(bearer(user.token)).expect(200)).body.data.user;
  const balanceChanged = (userId: string, available: string, occurredAt = new Date()) => ({
    ...createEvent('wallet.BalanceChanged', userId, {
      userId,
      available,
      held: '0.00',
      reason: 'deposit',
      ref: randomUUID(),
    }),
    occurredAt: occurredAt.toISOString(),
  });
  const publish = (topic: string, event: EventEnvelope) => auth.bus.publish(topic, [event]);

  beforeAll(async () => {
    auth = await startAuthApp();
  });

  afterAll(async () => {
    await auth?.close();
  });

  describe('wallet.BalanceChanged', () => {
    it('sets the balance and today’s change from the day’s first change', async () => {
      const user = await register(auth);

      await publish(Topics.wallet, balanceChanged(user.id, '100.00'));
      await publish(Topics.wallet, balanceChanged(user.id, '75.50'));

      await eventually(async () =>
        expect(await profile(user)).toMatchObject({ balance: '75.50', todayChange: '75.50' }),
      );
    });

    it('measures today’s change from the balance the day started with', async () => {
      const user = await register(auth);
      const yesterday = new Date(Date.now() - 86_400_000);

      await publish(Topics.wallet, balanceChanged(user.id, '40.00', yesterday));
      await publish(Topics.wallet, balanceChanged(user.id, '25.00'));

      await eventually(async () =>
        expect(await profile(user)).toMatchObject({ balance: '25.00', todayChange: '-15.00' }),
      );
    });

    it('shows no change today when the last change was on an earlier day', async () => {
      const user = await register(auth);

      await publish(Topics.wallet, balanceChanged(user.id, '60.00', new Date(Date.now() - 2 * 86_400_000)));

      await eventually(async () =>
        expect(await profile(user)).toMatchObject({ balance: '60.00', todayChange: '0.00' }),
      );
    });

    it('lets a late event of an earlier day move the balance but not the day', async () => {
      const user = await register(auth);

      await publish(Topics.wallet, balanceChanged(user.id, '50.00'));
      await eventually(async () => expect(await profile(user)).toMatchObject({ balance: '50.00' }));
      await publish(Topics.wallet, balanceChanged(user.id, '30.00', new Date(Date.now() - 86_400_000)));

      await eventually(async () =>
        expect(await profile(user)).toMatchObject({ balance: '30.00', todayChange: '30.00' }),
      );
    });

    it('applies a redelivered event once', async () => {
      const user = await register(auth);
      const event = balanceChanged(user.id, '10.00');

      await auth.app.get(EventDispatcher).dispatch(event);
      await auth.app.get(EventDispatcher).dispatch(balanceChanged(user.id, '30.00'));
      await auth.app.get(EventDispatcher).dispatch(event);

      expect(await profile(user)).toMatchObject({ balance: '30.00' });
      const [row] = await auth.db.query(`SELECT count(*)::int AS n FROM inbox WHERE event_id = $1`, [
        event.id,
      ]);
      expect(row.n).toBe(1);
    });
  });

  const offerMatched = (maker: string, taker: string, betId = randomUUID()) =>
    createEvent('betting.OfferMatched', randomUUID(), {
      offerId: randomUUID(),
      betId,
      matchId: randomUUID(),
      makerId: maker,
      takerId: taker,
      stake: '12.50',
      makerSelection: 'home_win',
      takerSelection: 'away_win',
    });
  const settled = (
    maker: string,
    taker: string,
    winnerId: string | null,
    result: 'won' | 'push' | 'void',
    betId = randomUUID(),
  ) =>
    createEvent('betting.BetSettled', randomUUID(), {
      betId,
      offerId: randomUUID(),
      matchId: randomUUID(),
      makerId: maker,
      takerId: taker,
      winnerId,
      stake: '12.50',
      result,
    });

  describe('betting.OfferMatched', () => {
    it('counts a bet for its maker and its taker once it is matched, before it settles', async () => {
      const maker = await register(auth);
      const taker = await register(auth);

      await publish(Topics.betting, offerMatched(maker.id, taker.id));

      await eventually(async () => {
        expect(await profile(maker)).toMatchObject({ betsCount: 1 });
        expect(await profile(taker)).toMatchObject({ betsCount: 1 });
      });
    });

    it('counts every bet of a user, made or taken, whatever became of it, and each once', async () => {
      const ada = await register(auth);
      const other = await register(auth);
      const settledBet = randomUUID();
      const voidBet = randomUUID();

      await publish(Topics.betting, offerMatched(ada.id, other.id));
      await publish(Topics.betting, offerMatched(other.id, ada.id, settledBet));
      await publish(Topics.betting, offerMatched(ada.id, other.id, voidBet));
      await publish(Topics.betting, settled(other.id, ada.id, ada.id, 'won', settledBet));
      await publish(Topics.betting, settled(ada.id, other.id, null, 'void', voidBet));

      await eventually(async () =>
        expect(await profile(ada)).toMatchObject({ betsCount: 3, totalWinnings: '12.50' }),
      );
      expect(await profile(other)).toMatchObject({ betsCount: 3, totalLosses: '12.50' });
    });

    it('applies a redelivered match once', async () => {
      const maker = await register(auth);
      const taker = await register(auth);
      const event = offerMatched(maker.id, taker.id);

      await auth.app.get(EventDispatcher).dispatch(event);
      await auth.app.get(EventDispatcher).dispatch(event);

      expect(await profile(maker)).toMatchObject({ betsCount: 1 });
    });
  });

  describe('betting.BetSettled', () => {
    it('adds the stake to the winner’s winnings and the loser’s losses', async () => {
      const maker = await register(auth);
      const taker = await register(auth);

      await publish(Topics.betting, settled(maker.id, taker.id, taker.id, 'won'));

      await eventually(async () => {
        expect(await profile(taker)).toMatchObject({ totalWinnings: '12.50', totalLosses: '0.00' });
        expect(await profile(maker)).toMatchObject({ totalWinnings: '0.00', totalLosses: '12.50' });
      });
    });

    it('moves neither total on a push or a void, and counts no bet a second time', async () => {
      const maker = await register(auth);
      const taker = await register(auth);

      await auth.app.get(EventDispatcher).dispatch(settled(maker.id, taker.id, null, 'push'));
      await auth.app.get(EventDispatcher).dispatch(settled(maker.id, taker.id, null, 'void'));

      for (const user of [maker, taker]) {
        expect(await profile(user)).toMatchObject({
          totalWinnings: '0.00',
          totalLosses: '0.00',
          betsCount: 0,
        });
      }
    });

    it('applies a redelivered settlement once', async () => {
      const maker = await register(auth);
      const taker = await register(auth);
      const event = settled(maker.id, taker.id, maker.id, 'won');

      await auth.app.get(EventDispatcher).dispatch(event);
      await auth.app.get(EventDispatcher).dispatch(event);

      expect(await profile(maker)).toMatchObject({ totalWinnings: '12.50' });
    });
  });
});
