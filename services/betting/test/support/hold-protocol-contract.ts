import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  BetSettled,
  betHoldKey,
  HoldRefusal,
  HoldRefusals,
  HoldRoutes,
  Money,
  offerHoldKey,
  placeHoldRequest,
} from '@p2p/contracts';
import { TEST_INTERNAL_TOKEN } from '@p2p/testing';
import { randomUUID } from 'node:crypto';

export interface HoldProtocolFixture {
  /** The base URL of the wallet's internal hold API. */
  url: string;
  /** The commission the wallet takes from a won bet's pot, in basis points. */
  commissionBps: number;
  /** A user the wallet knows, with this many dollars available. */
  fundedUser(dollars: string): Promise<string>;
  balance(userId: string): Promise<{ available: string; held: string }>;
  /** Delivers betting's BetSettled as the wallet's consumer does and waits until it is applied. */
  settle(bet: BetSettled): Promise<void>;
  close(): Promise<void>;
}

/**
 * The escrow protocol of `@p2p/contracts` as betting relies on it, run against the real wallet and
 * against betting's WalletDouble, so the double cannot drift from the wallet it stands in for.
 */
export function describeHoldProtocol(name: string, makeFixture: () => Promise<HoldProtocolFixture>) {
  describe(`the hold protocol of ${name}`, () => {
    let wallet: HoldProtocolFixture;

    beforeAll(async () => {
      wallet = await makeFixture();
    });

    afterAll(async () => {
      await wallet?.close();
    });

    async function call(path: string, payload: object): Promise<{ status: number; body: unknown }> {
      const response = await fetch(`${wallet.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-internal-token': TEST_INTERNAL_TOKEN },
        body: JSON.stringify(payload),
      });
      return { status: response.status, body: await response.json() };
    }
    const hold = (key: string, userId: string, dollars: string) =>
      call(HoldRoutes.hold, placeHoldRequest(key, userId, Money.toCents(dollars)));
    const release = (key: string) => call(HoldRoutes.release(key), {});
    const held = (key: string, userId: string, amount: string) => ({
      status: 200,
      body: { success: true, data: { key, userId, amount, status: 'held' } },
    });
    const released = (key: string, status: 'released' | 'captured' = 'released') => ({
      status: 200,
      body: { success: true, data: { key, status } },
    });
    const refused = (refusal: HoldRefusal) => ({
      status: refusal.status,
      body: { success: false, code: refusal.code, message: refusal.message },
    });

    it('holds the amount: from available to held, answered with the hold', async () => {
      const user = await wallet.fundedUser('50.00');
      const key = offerHoldKey(randomUUID());

      expect(await hold(key, user, '20')).toEqual(held(key, user, '20.00'));
      expect(await wallet.balance(user)).toEqual({ available: '30.00', held: '20.00' });
    });

    it('answers the same key and body with the first answer, holding once', async () => {
      const user = await wallet.fundedUser('50.00');
      const key = betHoldKey(randomUUID());
      await hold(key, user, '20.00');

      expect(await hold(key, user, '20.00')).toEqual(held(key, user, '20.00'));
      expect(await wallet.balance(user)).toEqual({ available: '30.00', held: '20.00' });
    });

    it('refuses the same key with another body', async () => {
      const user = await wallet.fundedUser('50.00');
      const other = await wallet.fundedUser('50.00');
      const key = offerHoldKey(randomUUID());
      await hold(key, user, '20.00');

      expect(await hold(key, user, '25.00')).toEqual(refused(HoldRefusals.keyReused));
      expect(await hold(key, other, '20.00')).toEqual(refused(HoldRefusals.keyReused));
      expect(await wallet.balance(other)).toEqual({ available: '50.00', held: '0.00' });
    });

    it('refuses an amount above the available balance, and keeps refusing that key', async () => {
      const user = await wallet.fundedUser('19.99');
      const key = offerHoldKey(randomUUID());

      expect(await hold(key, user, '20.00')).toEqual(refused(HoldRefusals.insufficient));
      expect(await wallet.balance(user)).toEqual({ available: '19.99', held: '0.00' });
      const richer = await wallet.fundedUser('100.00');
      expect(await hold(key, richer, '20.00')).toEqual(refused(HoldRefusals.keyReused));
      expect(await hold(key, user, '20.00')).toEqual(refused(HoldRefusals.insufficient));
      // A refused hold holds nothing: releasing it returns nothing either.
      expect(await release(key)).toEqual(released(key));
      expect(await wallet.balance(user)).toEqual({ available: '19.99', held: '0.00' });
    });

    it('releases idempotently, returning the amount once', async () => {
      const user = await wallet.fundedUser('50.00');
      const key = betHoldKey(randomUUID());
      await hold(key, user, '20.00');

      expect(await release(key)).toEqual(released(key));
      expect(await release(key)).toEqual(released(key));
      expect(await wallet.balance(user)).toEqual({ available: '50.00', held: '0.00' });
    });

    it('leaves a tombstone for a release of an unknown key, which refuses a later hold', async () => {
      const user = await wallet.fundedUser('50.00');
      const key = betHoldKey(randomUUID());

      expect(await release(key)).toEqual(released(key));
      expect(await hold(key, user, '20.00')).toEqual(refused(HoldRefusals.released));
      expect(await release(key)).toEqual(released(key));
      expect(await wallet.balance(user)).toEqual({ available: '50.00', held: '0.00' });
    });

    describe('settlement', () => {
      async function matchedBet(stake: string) {
        const maker = await wallet.fundedUser('100.00');
        const taker = await wallet.fundedUser('100.00');
        const bet = { offerId: randomUUID(), betId: randomUUID(), makerId: maker, takerId: taker, stake };
        expect((await hold(offerHoldKey(bet.offerId), maker, stake)).status).toBe(200);
        expect((await hold(betHoldKey(bet.betId), taker, stake)).status).toBe(200);
        return bet;
      }
      const settled = (
        bet: Awaited<ReturnType<typeof matchedBet>>,
        result: BetSettled['result'],
        winnerId: string | null,
      ): BetSettled => ({ ...bet, matchId: randomUUID(), result, winnerId });

      it('pays the winner both stakes less the commission on the pot; the holds answer captured', async () => {
        const bet = await matchedBet('40.00');

        await wallet.settle(settled(bet, 'won', bet.makerId));

        const commission = Money.percentOf(Money.toCents('80.00'), wallet.commissionBps);
        expect(await wallet.balance(bet.makerId)).toEqual({
          available: Money.format(Money.toCents('140.00') - commission),
          held: '0.00',
        });
        expect(await wallet.balance(bet.takerId)).toEqual({ available: '60.00', held: '0.00' });
        const makerKey = offerHoldKey(bet.offerId);
        expect(await release(makerKey)).toEqual(released(makerKey, 'captured'));
        expect(await release(betHoldKey(bet.betId))).toEqual(released(betHoldKey(bet.betId), 'captured'));
        expect(await wallet.balance(bet.takerId)).toEqual({ available: '60.00', held: '0.00' });
      });

      it.each(['push', 'void'] as const)('gives each side its stake back on a %s', async (result) => {
        const bet = await matchedBet('40.00');

        await wallet.settle(settled(bet, result, null));

        expect(await wallet.balance(bet.makerId)).toEqual({ available: '100.00', held: '0.00' });
        expect(await wallet.balance(bet.takerId)).toEqual({ available: '100.00', held: '0.00' });
        expect(await release(offerHoldKey(bet.offerId))).toEqual(released(offerHoldKey(bet.offerId)));
      });

      it('applies a settlement delivered again under another event id once', async () => {
        const bet = await matchedBet('10.00');
        const settlement = settled(bet, 'won', bet.takerId);

        await wallet.settle(settlement);
        await wallet.settle(settlement);

        const commission = Money.percentOf(Money.toCents('20.00'), wallet.commissionBps);
        expect(await wallet.balance(bet.takerId)).toEqual({
          available: Money.format(Money.toCents('110.00') - commission),
          held: '0.00',
        });
      });
    });
  });
}
