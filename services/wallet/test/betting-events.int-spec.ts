import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { createEvent, Topics } from '@p2p/contracts';
import { eventually } from '@p2p/testing';
import { randomUUID } from 'node:crypto';
import { HoldsService } from '../src/holds/holds.service';
import { betSettled, offerEvent } from './factories/betting-events';
import { balanceOf, credit } from './factories/funds';
import { registerUser } from './factories/users';
import { expectLedgerConsistent } from './support/ledger-check';
import { publishedPayloads } from './support/published-events';
import { internalHeaders, startWalletApp, WalletApp } from './support/wallet-app';

describe(`${HoldsService.name} following betting's events`, () => {
  let wallet: WalletApp;
  const hold = (body: Record<string, unknown>) =>
    wallet.api().post('/internal/holds').set(internalHeaders).send(body);
  const fundedUser = async (dollars: string) => {
    const user = await registerUser(wallet);
    await credit(wallet, user.id, dollars);
    return user;
  };
  const publish = async (...events: ReturnType<typeof createEvent>[]) => {
    await wallet.bus.publish(Topics.betting, events);
    await wallet.bus.idle();
  };

  beforeAll(async () => {
    wallet = await startWalletApp({ BET_COMMISSION_BPS: '250' });
  });

  afterEach(async () => {
    await expectLedgerConsistent(wallet.dataSource);
  });

  afterAll(async () => {
    await wallet?.close();
  });

  describe('betting events', () => {
    it.each(['betting.OfferCancelled', 'betting.OfferExpired', 'betting.OfferRejected'] as const)(
      'releases the maker’s stake on %s',
      async (type) => {
        const user = await fundedUser('20.00');
        const offerId = randomUUID();
        await hold({ key: `offer:${offerId}`, userId: user.id, amount: '15.00' }).expect(200);

        await publish(offerEvent(type, { offerId, userId: user.id, stake: '15.00' }));

        expect(await balanceOf(wallet, user.id)).toEqual({ available: '20.00', held: '0.00' });
        expect(wallet.bus.events(`${Topics.betting}.dlq`)).toEqual([]);
      },
    );

    it('treats a cancelled offer without a hold as nothing to release, and refuses its late hold', async () => {
      const user = await fundedUser('20.00');
      const offerId = randomUUID();

      await publish(offerEvent('betting.OfferCancelled', { offerId, userId: user.id, stake: '15.00' }));
      const lateHold = await hold({ key: `offer:${offerId}`, userId: user.id, amount: '15.00' });

      expect(lateHold.status).toBe(409);
      expect(await balanceOf(wallet, user.id)).toEqual({ available: '20.00', held: '0.00' });
    });

    it('gives a part back into its offer’s hold on ClaimAbandoned, moving no money, and the taker’s stake back', async () => {
      const maker = await fundedUser('50.00');
      const taker = await fundedUser('50.00');
      const [offerId, betId] = [randomUUID(), randomUUID()];
      await hold({ key: `offer:${offerId}`, userId: maker.id, amount: '50.00' }).expect(200);
      await hold({
        key: `part:${betId}`,
        userId: maker.id,
        amount: '10.00',
        from: `offer:${offerId}`,
      }).expect(200);
      await hold({ key: `bet:${betId}`, userId: taker.id, amount: '20.00' }).expect(200);

      await publish(createEvent('betting.ClaimAbandoned', offerId, { offerId, betId, makerPart: true }));

      expect(await balanceOf(wallet, maker.id)).toEqual({ available: '0.00', held: '50.00' });
      expect(await balanceOf(wallet, taker.id)).toEqual({ available: '50.00', held: '0.00' });
      expect(
        await wallet.dataSource.query(
          `SELECT key, status, amount_cents FROM holds WHERE key = ANY($1) ORDER BY key`,
          [[`offer:${offerId}`, `part:${betId}`]],
        ),
      ).toEqual([
        { key: `offer:${offerId}`, status: 'held', amount_cents: '5000' },
        { key: `part:${betId}`, status: 'returned', amount_cents: '1000' },
      ]);
      const ledgerRefs = await wallet.dataSource.query(
        `SELECT type FROM ledger_transactions WHERE ref = $1`,
        [`part:${betId}`],
      );
      expect(ledgerRefs).toEqual([]);
      expect(wallet.bus.events(`${Topics.betting}.dlq`)).toEqual([]);
    });

    it('pays the winner both stakes less the commission, which goes to the fee account', async () => {
      const maker = await fundedUser('100.00');
      const taker = await fundedUser('100.00');
      const settled = betSettled({
        makerId: maker.id,
        takerId: taker.id,
        winnerId: maker.id,
        stake: '40.00',
      });
      await hold({ key: `offer:${settled.payload.offerId}`, userId: maker.id, amount: '40.00' }).expect(200);
      await hold({ key: `bet:${settled.payload.betId}`, userId: taker.id, amount: '40.00' }).expect(200);
      const feesBefore = await feeBalance();

      await publish(settled);

      // 2.5% of the $80 pot is $2.00.
      expect(await balanceOf(wallet, maker.id)).toEqual({ available: '138.00', held: '0.00' });
      expect(await balanceOf(wallet, taker.id)).toEqual({ available: '60.00', held: '0.00' });
      expect((await feeBalance()) - feesBefore).toBe(200n);
      await eventually(() =>
        expect(wallet.bus.events(Topics.wallet).map((event) => event.payload)).toEqual(
          expect.arrayContaining([
            {
              userId: maker.id,
              available: '138.00',
              held: '0.00',
              reason: 'winnings',
              ref: settled.payload.betId,
            },
            {
              userId: taker.id,
              available: '60.00',
              held: '0.00',
              reason: 'capture',
              ref: settled.payload.betId,
            },
          ]),
        ),
      );
      expect(await publishedPayloads(wallet, 'wallet.BetPaidOut', settled.payload.betId)).toEqual([
        {
          betId: settled.payload.betId,
          winnerId: maker.id,
          pot: '80.00',
          commission: '2.00',
          makerStake: '40.00',
          takerStake: '40.00',
          makerId: maker.id,
          takerId: taker.id,
          result: 'won',
        },
      ]);
    });

    it.each(['push', 'void'] as const)('gives both stakes back on a %s', async (result) => {
      const maker = await fundedUser('50.00');
      const taker = await fundedUser('50.00');
      const settled = betSettled({
        makerId: maker.id,
        takerId: taker.id,
        winnerId: null,
        result,
        stake: '50.00',
      });
      await hold({ key: `offer:${settled.payload.offerId}`, userId: maker.id, amount: '50.00' }).expect(200);
      await hold({ key: `bet:${settled.payload.betId}`, userId: taker.id, amount: '50.00' }).expect(200);

      await publish(settled);

      expect(await balanceOf(wallet, maker.id)).toEqual({ available: '50.00', held: '0.00' });
      expect(await balanceOf(wallet, taker.id)).toEqual({ available: '50.00', held: '0.00' });
      expect(await publishedPayloads(wallet, 'wallet.BetPaidOut', settled.payload.betId)).toEqual([
        {
          betId: settled.payload.betId,
          winnerId: null,
          pot: '100.00',
          commission: '0.00',
          makerStake: '50.00',
          takerStake: '50.00',
          makerId: maker.id,
          takerId: taker.id,
          result,
        },
      ]);
    });

    it('dead-letters a settlement whose holds do not exist, moving no money', async () => {
      const maker = await fundedUser('50.00');
      const taker = await fundedUser('50.00');
      const settled = betSettled({ makerId: maker.id, takerId: taker.id });

      await publish(settled);

      await eventually(() =>
        expect(wallet.bus.events(`${Topics.betting}.dlq`).map((event) => event.id)).toContain(settled.id),
      );
      expect(await balanceOf(wallet, maker.id)).toEqual({ available: '50.00', held: '0.00' });
    });

    it('dead-letters a settlement that does not match its holds', async () => {
      const maker = await fundedUser('50.00');
      const taker = await fundedUser('50.00');
      const settled = betSettled({ makerId: maker.id, takerId: taker.id, stake: '20.00' });
      await hold({ key: `offer:${settled.payload.offerId}`, userId: maker.id, amount: '10.00' }).expect(200);
      await hold({ key: `bet:${settled.payload.betId}`, userId: taker.id, amount: '10.00' }).expect(200);

      await publish(settled);

      await eventually(() =>
        expect(wallet.bus.events(`${Topics.betting}.dlq`).map((event) => event.id)).toContain(settled.id),
      );
      expect(await balanceOf(wallet, maker.id)).toEqual({ available: '40.00', held: '10.00' });
    });
  });

  async function feeBalance(): Promise<bigint> {
    const [row] = await wallet.dataSource.query(
      `SELECT balance_cents FROM accounts WHERE owner_id IS NULL AND kind = 'fees'`,
    );
    return BigInt(row.balance_cents);
  }
});
