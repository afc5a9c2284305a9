import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { betHoldKey, createEvent, EventEnvelope, offerHoldKey } from '@p2p/contracts';
import { Inbox } from '@p2p/messaging';
import { eventually } from '@p2p/testing';
import { randomUUID } from 'node:crypto';
import { HoldsService } from '../src/holds/holds.service';
import { ClaimAbandonedHandler } from '../src/integration-events/claim-abandoned.handler';
import { OfferCancelledHandler } from '../src/integration-events/offer-cancelled.handler';
import { WalletInboxBatchLocks } from '../src/integration-events/inbox-batch-locks';
import { balanceOf, credit } from './factories/funds';
import { registerUser } from './factories/users';
import { inAccountIdOrder, sessionsWaitingForALock } from './support/account-locks';
import { expectLedgerConsistent } from './support/ledger-check';
import { startWalletApp, WalletApp } from './support/wallet-app';

/**
 * A batch of betting's events applies its events in the order of their keys (offer ids), while the
 * ledger and a batch of holds lock accounts in the order of their ids. The batch's locks, taken first
 * in id order, keep the two from waiting on each other in a cycle.
 */
describe(WalletInboxBatchLocks.name, () => {
  let wallet: WalletApp;

  beforeAll(async () => {
    wallet = await startWalletApp();
  });

  afterEach(async () => {
    await expectLedgerConsistent(wallet.dataSource);
  });

  afterAll(async () => {
    await wallet?.close();
  });

  /** Three funded users, in the order of their accounts' ids. */
  async function usersByAccountId(): Promise<string[]> {
    const users = await Promise.all([1, 2, 3].map(() => registerUser(wallet)));
    for (const user of users) await credit(wallet, user.id, '50.00');
    return inAccountIdOrder(
      wallet.dataSource,
      users.map((user) => user.id),
    );
  }

  it('never deadlocks a batch of releases with a batch of holds and a request', async () => {
    const [low, mid, high] = await usersByAccountId();
    // The batch applies its events in key order: the high user's release comes first.
    const [highOffer, lowOffer] = [randomUUID(), randomUUID()].sort();
    const holds = wallet.app.get(HoldsService);
    await holds.place({ key: offerHoldKey(highOffer), userId: high, amount: 1000n });
    await holds.place({ key: offerHoldKey(lowOffer), userId: low, amount: 1000n });
    const cancelled = (offerId: string, userId: string): EventEnvelope =>
      createEvent('betting.OfferCancelled', offerId, { offerId, userId, stake: '10.00' });
    const handler = wallet.app.get(OfferCancelledHandler);
    const locks = wallet.app.get(WalletInboxBatchLocks);
    const waitingForALock = () => sessionsWaitingForALock(wallet.dataSource);

    const request = wallet.dataSource.createQueryRunner();
    await request.connect();
    await request.startTransaction();
    const lockUser = (userId: string) =>
      request.query(`SELECT id FROM accounts WHERE owner_id = $1 ORDER BY id FOR UPDATE`, [userId]);
    try {
      await lockUser(low);
      const batch = new Inbox(wallet.dataSource).handleAll(
        'wallet-test',
        [cancelled(highOffer, high), cancelled(lowOffer, low)],
        (manager, event) => handler.handle(event.payload as never, { manager, event: event as never }),
        (manager, events) => locks.lock(manager, events),
      );
      await eventually(async () => expect(await waitingForALock()).toBe(1));
      const holdBatch = holds.placeMany([
        { key: offerHoldKey(randomUUID()), userId: mid, amount: 500n },
        { key: offerHoldKey(randomUUID()), userId: high, amount: 500n },
      ]);
      // Without the batch's locks in id order, the events batch now holds the high user's accounts
      // (its first release) and waits for the low user's; the holds wait for the high user's.
      await Promise.race([
        holdBatch,
        eventually(async () => expect(await waitingForALock()).toBe(2)).catch(() => undefined),
      ]);
      // The request closes the cycle if there is one: it waits for the mid user's accounts.
      await lockUser(mid);
      await request.commitTransaction();

      const [applied, held] = await Promise.all([batch, holdBatch]);

      expect(applied.size).toBe(2);
      expect(held.map((answer) => (answer instanceof Error ? answer.message : answer.status))).toEqual([
        'held',
        'held',
      ]);
    } finally {
      if (request.isTransactionActive) await request.rollbackTransaction();
      await request.release();
    }
    expect(await balanceOf(wallet, low)).toEqual({ available: '50.00', held: '0.00' });
    expect(await balanceOf(wallet, mid)).toEqual({ available: '45.00', held: '5.00' });
    expect(await balanceOf(wallet, high)).toEqual({ available: '45.00', held: '5.00' });
  });

  it('never deadlocks a batch of holds with a batch that tombstones one of its keys', async () => {
    const [user] = await usersByAccountId();
    const offerId = randomUUID();
    const holds = wallet.app.get(HoldsService);
    await holds.place({ key: offerHoldKey(offerId), userId: user, amount: 1000n });
    const betId = randomUUID();
    const events: EventEnvelope[] = [
      createEvent('betting.OfferCancelled', offerId, { offerId, userId: user, stake: '10.00' }),
      createEvent('betting.ClaimAbandoned', offerId, { offerId, betId }),
    ];
    const handlers = {
      'betting.OfferCancelled': wallet.app.get(OfferCancelledHandler),
      'betting.ClaimAbandoned': wallet.app.get(ClaimAbandonedHandler),
    };
    const locks = wallet.app.get(WalletInboxBatchLocks);
    const attempts = jest.spyOn(holds as unknown as { placeIn: () => unknown }, 'placeIn');
    const waitingForALock = () => sessionsWaitingForALock(wallet.dataSource);

    const request = wallet.dataSource.createQueryRunner();
    await request.connect();
    await request.startTransaction();
    try {
      await request.query(`SELECT id FROM accounts WHERE owner_id = $1 ORDER BY id FOR UPDATE`, [user]);
      // The events batch waits for the user's accounts first, then the bet's hold arrives.
      const batch = new Inbox(wallet.dataSource).handleAll(
        'wallet-test',
        events,
        (manager, event) =>
          handlers[event.type as keyof typeof handlers].handle(event.payload as never, {
            manager,
            event: event as never,
          }),
        (manager, batched) => locks.lock(manager, batched),
      );
      await eventually(async () => expect(await waitingForALock()).toBe(1));
      const holdBatch = holds.placeMany([{ key: betHoldKey(betId), userId: user, amount: 500n }]);
      await eventually(async () => expect(await waitingForALock()).toBe(2));
      // With the hold's key written before its accounts are locked, the events batch (now holding the
      // accounts) waits for the key and the hold batch for the accounts: PostgreSQL aborts one.
      await request.commitTransaction();

      const [applied, held] = await Promise.all([batch, holdBatch]);

      expect(applied.size).toBe(2);
      expect(held.map((answer) => (answer instanceof Error ? answer.message : answer.status))).toEqual([
        expect.stringContaining('released'),
      ]);
      expect(attempts).toHaveBeenCalledTimes(1);
    } finally {
      attempts.mockRestore();
      if (request.isTransactionActive) await request.rollbackTransaction();
      await request.release();
    }
    expect(await balanceOf(wallet, user)).toEqual({ available: '50.00', held: '0.00' });
  });

  it('locks nothing for a batch whose events move no money', async () => {
    const queries: string[] = [];
    const manager = { query: async (sql: string) => void queries.push(sql) };

    await wallet.app.get(WalletInboxBatchLocks).lock(manager as never, [
      createEvent('auth.UserUpdated', randomUUID(), {
        userId: randomUUID(),
        username: 'x',
        name: 'X',
        email: 'x@example.com',
        role: 'user',
        isEmailVerified: true,
      }),
    ]);

    expect(queries).toEqual([]);
  });
});
