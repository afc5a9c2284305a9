import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { createEvent, Topics } from '@p2p/contracts';
import { eventually } from '@p2p/testing';
import { randomUUID } from 'node:crypto';
import type { QueryRunner } from 'typeorm';
import { HoldsService } from '../src/holds/holds.service';
import { betSettled } from './factories/betting-events';
import { balanceOf, credit } from './factories/funds';
import { registerUser } from './factories/users';
import { inAccountIdOrder, sessionsWaitingForALock } from './support/account-locks';
import { expectLedgerConsistent } from './support/ledger-check';
import { internalHeaders, startWalletApp, WalletApp } from './support/wallet-app';

describe(HoldsService.name, () => {
  let wallet: WalletApp;
  const hold = (body: Record<string, unknown>) =>
    wallet.api().post('/internal/holds').set(internalHeaders).send(body);
  const claimAbandoned = (betId: string) =>
    createEvent('betting.ClaimAbandoned', randomUUID(), { offerId: randomUUID(), betId });
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
    wallet = await startWalletApp();
  });

  afterEach(async () => {
    await expectLedgerConsistent(wallet.dataSource);
  });

  afterAll(async () => {
    await wallet?.close();
  });

  describe('POST /internal/holds', () => {
    it('refuses a caller without the internal token', async () => {
      const response = await wallet
        .api()
        .post('/internal/holds')
        .send({ key: 'k', userId: 'u', amount: '1.00' });

      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, message: 'Internal token required' });
    });

    it.each([
      [{ userId: 'u', amount: '1.00' }, 'Hold key is required'],
      [{ key: 'x'.repeat(201), userId: 'u', amount: '1.00' }, 'Hold key must be 1 to 200 characters'],
      [{ key: 'k', amount: '1.00' }, 'User id is required'],
      [
        { key: 'k', userId: 'u', amount: '1.005' },
        'Amount must be a positive amount of dollars with at most two decimals',
      ],
      [
        { key: 'k', userId: 'u', amount: '0.00' },
        'Amount must be a positive amount of dollars with at most two decimals',
      ],
      [
        { key: 'k', userId: 'u', amount: '-5' },
        'Amount must be a positive amount of dollars with at most two decimals',
      ],
    ])('refuses the invalid request %j', async (body, message) => {
      const response = await hold(body);

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message });
    });

    it('moves the amount from available to held and says so in wallet.BalanceChanged', async () => {
      const user = await fundedUser('100.00');
      const key = `offer:${randomUUID()}`;

      const response = await hold({ key, userId: user.id, amount: '10.00' });

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        data: { key, userId: user.id, amount: '10.00', status: 'held' },
      });
      expect(await balanceOf(wallet, user.id)).toEqual({ available: '90.00', held: '10.00' });
      await eventually(() =>
        expect(wallet.bus.events(Topics.wallet).map((event) => event.payload)).toContainEqual({
          userId: user.id,
          available: '90.00',
          held: '10.00',
          reason: 'hold',
          ref: key,
        }),
      );
    });

    it('refuses a hold beyond the available balance, and keeps that answer for the key', async () => {
      const user = await fundedUser('5.00');
      const key = `offer:${randomUUID()}`;

      const first = await hold({ key, userId: user.id, amount: '10.00' });
      await credit(wallet, user.id, '50.00');
      const repeat = await hold({ key, userId: user.id, amount: '10.00' });
      const otherKey = await hold({ key: `offer:${randomUUID()}`, userId: user.id, amount: '10.00' });

      expect(first.status).toBe(422);
      expect(first.body).toEqual({
        success: false,
        code: 'insufficient_balance',
        message: 'Insufficient balance',
      });
      expect(repeat.status).toBe(422);
      expect(repeat.body).toEqual(first.body);
      expect(otherKey.status).toBe(200);
      expect(await balanceOf(wallet, user.id)).toEqual({ available: '45.00', held: '10.00' });
    });

    it('answers a repeated key with its first answer and holds the money once', async () => {
      const user = await fundedUser('100.00');
      const key = `bet:${randomUUID()}`;

      const answers = await Promise.all(
        Array.from({ length: 20 }, () => hold({ key, userId: user.id, amount: '25.00' })),
      );

      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({
          success: true,
          data: { key, userId: user.id, amount: '25.00', status: 'held' },
        });
      }
      expect(await balanceOf(wallet, user.id)).toEqual({ available: '75.00', held: '25.00' });
    });

    it('refuses a key reused for another user or amount', async () => {
      const user = await fundedUser('100.00');
      const other = await fundedUser('100.00');
      const key = `offer:${randomUUID()}`;
      await hold({ key, userId: user.id, amount: '10.00' }).expect(200);

      const otherAmount = await hold({ key, userId: user.id, amount: '11.00' });
      const otherUser = await hold({ key, userId: other.id, amount: '10.00' });

      for (const response of [otherAmount, otherUser]) {
        expect(response.status).toBe(409);
        expect(response.body).toEqual({
          success: false,
          code: 'hold_key_reused',
          message: 'Hold key reused with a different request',
        });
      }
      expect(await balanceOf(wallet, other.id)).toEqual({ available: '100.00', held: '0.00' });
    });
  });

  describe('a batch', () => {
    it('runs again when PostgreSQL aborts it to break a deadlock, holding each stake once', async () => {
      const users = await Promise.all([fundedUser('30.00'), fundedUser('30.00')]);
      // The batch locks accounts in id order: the other transaction takes the later user's first.
      const [first, second] = await inAccountIdOrder(
        wallet.dataSource,
        users.map((user) => user.id),
      );
      const other = wallet.dataSource.createQueryRunner();
      await other.connect();
      await other.startTransaction();
      const lock = (userId: string) =>
        other.query(`SELECT id FROM accounts WHERE owner_id = $1 ORDER BY id FOR UPDATE`, [userId]);
      const waitingForALock = () => sessionsWaitingForALock(wallet.dataSource);
      try {
        await lock(second);
        const batch = wallet.app.get(HoldsService).placeMany([
          { key: `bet:${randomUUID()}`, userId: first, amount: 1000n },
          { key: `bet:${randomUUID()}`, userId: second, amount: 1000n },
        ]);
        await eventually(async () => expect(await waitingForALock()).toBe(1));
        // The cycle: the batch holds the first user's accounts and waits for the second's. The batch
        // waited first, so its deadlock check runs first and aborts it.
        const otherDone = lock(first).then(() => other.commitTransaction());

        const answers = await batch;
        await otherDone;

        expect(answers.map((answer) => (answer instanceof Error ? answer.message : answer.status))).toEqual([
          'held',
          'held',
        ]);
      } finally {
        if (other.isTransactionActive) await other.rollbackTransaction();
        await other.release();
      }
      for (const userId of [first, second])
        expect(await balanceOf(wallet, userId)).toEqual({ available: '20.00', held: '10.00' });
    });
  });

  describe("releases: betting's events, never a call", () => {
    it("gives the taker's stake back once on ClaimAbandoned, however often it comes", async () => {
      const user = await fundedUser('30.00');
      const betId = randomUUID();
      await hold({ key: `bet:${betId}`, userId: user.id, amount: '30.00' }).expect(200);

      await publish(claimAbandoned(betId));
      await publish(claimAbandoned(betId));

      expect(await balanceOf(wallet, user.id)).toEqual({ available: '30.00', held: '0.00' });
      expect(wallet.bus.events(`${Topics.betting}.dlq`)).toEqual([]);
    });

    it('refuses a hold whose ClaimAbandoned arrived first, so no money is locked for a dead claim', async () => {
      const user = await fundedUser('30.00');
      const betId = randomUUID();

      await publish(claimAbandoned(betId));
      const lateHold = await hold({ key: `bet:${betId}`, userId: user.id, amount: '10.00' });

      expect(lateHold.status).toBe(409);
      expect(lateHold.body).toEqual({
        success: false,
        code: 'hold_released',
        message: 'Hold was already released',
      });
      expect(await balanceOf(wallet, user.id)).toEqual({ available: '30.00', held: '0.00' });
    });

    it('leaves captured holds captured', async () => {
      const maker = await fundedUser('10.00');
      const taker = await fundedUser('10.00');
      const settled = betSettled({ makerId: maker.id, takerId: taker.id, winnerId: taker.id });
      const { offerId, betId } = settled.payload;
      await hold({ key: `offer:${offerId}`, userId: maker.id, amount: '10.00' }).expect(200);
      await hold({ key: `bet:${betId}`, userId: taker.id, amount: '10.00' }).expect(200);
      await publish(settled);
      const afterSettlement = await balanceOf(wallet, taker.id);

      await publish(
        claimAbandoned(betId),
        createEvent('betting.OfferCancelled', offerId, { offerId, userId: maker.id, stake: '10.00' }),
      );

      expect(await balanceOf(wallet, maker.id)).toEqual({ available: '0.00', held: '0.00' });
      expect(await balanceOf(wallet, taker.id)).toEqual(afterSettlement);
    });

    describe('a part given back racing its source’s release, each in its own transaction', () => {
      /** A maker's $50 offer with a $20 part carved out of it. */
      async function offerWithPart() {
        const maker = await fundedUser('50.00');
        const [offerKey, partKey] = [`offer:${randomUUID()}`, `part:${randomUUID()}`];
        await hold({ key: offerKey, userId: maker.id, amount: '50.00' }).expect(200);
        await hold({ key: partKey, userId: maker.id, amount: '20.00', from: offerKey }).expect(200);
        return { maker, offerKey, partKey };
      }
      const runners: QueryRunner[] = [];
      /** `releaseIn(key)` in a transaction of its own, which `commit` ends once the release is done. */
      async function releaseInOpenTransaction(key: string) {
        const runner = wallet.dataSource.createQueryRunner();
        runners.push(runner);
        await runner.connect();
        await runner.startTransaction();
        const released = wallet.app.get(HoldsService).releaseIn(runner.manager, key);
        return {
          released,
          commit: async () => {
            await released;
            await runner.commitTransaction();
          },
        };
      }
      const holdsOf = (keys: string[]) =>
        wallet.dataSource.query(
          `SELECT key, status, amount_cents FROM holds WHERE key = ANY($1) ORDER BY key`,
          [keys],
        );
      const releases = (keys: string[]) =>
        wallet.dataSource.query(
          `SELECT ref, e.amount_cents FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
            WHERE t.type = 'release' AND t.ref = ANY($1) AND e.amount_cents > 0 ORDER BY ref`,
          [keys],
        );

      afterEach(async () => {
        for (const runner of runners.splice(0)) {
          if (runner.isTransactionActive) await runner.rollbackTransaction();
          await runner.release();
        }
      });

      it('releases the part to available when the source’s release updated the source first', async () => {
        const { maker, offerKey, partKey } = await offerWithPart();
        const source = await releaseInOpenTransaction(offerKey);
        await source.released;

        const part = await releaseInOpenTransaction(partKey);
        await eventually(async () => expect(await sessionsWaitingForALock(wallet.dataSource)).toBe(1));
        await source.commit();
        await part.commit();

        expect(await balanceOf(wallet, maker.id)).toEqual({ available: '50.00', held: '0.00' });
        expect(await holdsOf([offerKey, partKey])).toEqual([
          { key: offerKey, status: 'released', amount_cents: '3000' },
          { key: partKey, status: 'released', amount_cents: '2000' },
        ]);
        expect(await releases([offerKey, partKey])).toEqual([
          { ref: offerKey, amount_cents: '3000' },
          { ref: partKey, amount_cents: '2000' },
        ]);
      });

      it('releases the part with its source when the part went back into it first', async () => {
        const { maker, offerKey, partKey } = await offerWithPart();
        const part = await releaseInOpenTransaction(partKey);
        await part.released;

        const source = await releaseInOpenTransaction(offerKey);
        await eventually(async () => expect(await sessionsWaitingForALock(wallet.dataSource)).toBe(1));
        await part.commit();
        await source.commit();

        expect(await balanceOf(wallet, maker.id)).toEqual({ available: '50.00', held: '0.00' });
        expect(await holdsOf([offerKey, partKey])).toEqual([
          { key: offerKey, status: 'released', amount_cents: '5000' },
          { key: partKey, status: 'returned', amount_cents: '2000' },
        ]);
        expect(await releases([offerKey, partKey])).toEqual([{ ref: offerKey, amount_cents: '5000' }]);
      });
    });

    it('has no release route: a call cannot give a hold up', async () => {
      const user = await fundedUser('30.00');
      const key = `bet:${randomUUID()}`;
      await hold({ key, userId: user.id, amount: '30.00' }).expect(200);

      await wallet
        .api()
        .post(`/internal/holds/${encodeURIComponent(key)}/release`)
        .set(internalHeaders)
        .expect(404);

      expect(await balanceOf(wallet, user.id)).toEqual({ available: '0.00', held: '30.00' });
    });
  });
});
