import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { createEvent, Topics } from '@p2p/contracts';
import { EventDispatcher } from '@p2p/service-kit';
import { BetSettledHandler } from '../src/integration-events/bet-settled.handler';
import { betSettled } from './factories/betting-events';
import { balanceOf, credit } from './factories/funds';
import { registerUser } from './factories/users';
import { expectLedgerConsistent } from './support/ledger-check';
import { publishedPayloads } from './support/published-events';
import { internalHeaders, startWalletApp, WalletApp } from './support/wallet-app';

describe(BetSettledHandler.name, () => {
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

  it('changes balances once when BetSettled is delivered five times and every event is replayed', async () => {
    const maker = await registerUser(wallet);
    const taker = await registerUser(wallet);
    await credit(wallet, maker.id, '100.00');
    await credit(wallet, taker.id, '100.00');
    const settled = betSettled({ makerId: maker.id, takerId: taker.id, winnerId: taker.id, stake: '25.00' });
    for (const [key, userId] of [
      [`offer:${settled.payload.offerId}`, maker.id],
      [`bet:${settled.payload.betId}`, taker.id],
    ]) {
      await wallet
        .api()
        .post('/internal/holds')
        .set(internalHeaders)
        .send({ key, userId, amount: '25.00' })
        .expect(200);
    }

    for (let delivery = 0; delivery < 5; delivery++) await wallet.bus.publish(Topics.betting, [settled]);
    await wallet.bus.idle();
    const afterDeliveries = [await balanceOf(wallet, maker.id), await balanceOf(wallet, taker.id)];
    const dispatcher = wallet.app.get(EventDispatcher);
    for (const topic of [Topics.auth, Topics.betting]) {
      for (const event of wallet.bus.events(topic)) await dispatcher.dispatch(event);
    }

    // Commission defaults to 0%: the taker wins both stakes whole.
    expect(afterDeliveries).toEqual([
      { available: '75.00', held: '0.00' },
      { available: '125.00', held: '0.00' },
    ]);
    expect(await balanceOf(wallet, maker.id)).toEqual(afterDeliveries[0]);
    expect(await balanceOf(wallet, taker.id)).toEqual(afterDeliveries[1]);
    const settlements = await wallet.dataSource.query(
      `SELECT id FROM ledger_transactions WHERE type = 'bet_settlement' AND ref = $1`,
      [settled.payload.betId],
    );
    expect(settlements).toHaveLength(1);
    expect(await publishedPayloads(wallet, 'wallet.BetPaidOut', settled.payload.betId)).toEqual([
      {
        betId: settled.payload.betId,
        winnerId: taker.id,
        pot: '50.00',
        commission: '0.00',
        makerStake: '25.00',
        takerStake: '25.00',
        makerId: maker.id,
        takerId: taker.id,
        result: 'won',
      },
    ]);
  });

  it('ignores the same settlement published again under a new event id', async () => {
    const maker = await registerUser(wallet);
    const taker = await registerUser(wallet);
    await credit(wallet, maker.id, '10.00');
    await credit(wallet, taker.id, '10.00');
    const settled = betSettled({ makerId: maker.id, takerId: taker.id, winnerId: null, result: 'void' });
    await wallet
      .api()
      .post('/internal/holds')
      .set(internalHeaders)
      .send({ key: `offer:${settled.payload.offerId}`, userId: maker.id, amount: '10.00' })
      .expect(200);
    await wallet
      .api()
      .post('/internal/holds')
      .set(internalHeaders)
      .send({ key: `bet:${settled.payload.betId}`, userId: taker.id, amount: '10.00' })
      .expect(200);

    const again = createEvent('betting.BetSettled', settled.key, settled.payload);
    await wallet.bus.publish(Topics.betting, [settled, again]);
    await wallet.bus.idle();

    expect(await balanceOf(wallet, maker.id)).toEqual({ available: '10.00', held: '0.00' });
    expect(await balanceOf(wallet, taker.id)).toEqual({ available: '10.00', held: '0.00' });
    expect(wallet.bus.events(`${Topics.betting}.dlq`)).toEqual([]);
    expect(await publishedPayloads(wallet, 'wallet.BetPaidOut', settled.payload.betId)).toHaveLength(1);
  });
});
