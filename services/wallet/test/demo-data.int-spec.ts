import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { createEvent, Topics, UserRegistered } from '@p2p/contracts';
import { EventDispatcher } from '@p2p/service-kit';
import { accessToken, eventually, testUser } from '@p2p/testing';
import { DemoDataService } from '../src/demo/demo-data.service';
import { balanceOf } from './factories/funds';
import { expectLedgerConsistent } from './support/ledger-check';
import { bearer, startWalletApp, WalletApp } from './support/wallet-app';

describe(DemoDataService.name, () => {
  let wallet: WalletApp;
  const registered = (email: string) => {
    const user = testUser();
    const payload: UserRegistered = {
      userId: user.id,
      username: user.username,
      name: user.name,
      email,
      role: 'user',
      isEmailVerified: true,
    };
    return { user, event: createEvent('auth.UserRegistered', user.id, payload) };
  };

  beforeAll(async () => {
    wallet = await startWalletApp({ SEED_DEMO_DATA: 'true' });
  });

  afterEach(async () => {
    await expectLedgerConsistent(wallet.dataSource);
  });

  afterAll(async () => {
    await wallet?.close();
  });

  it('seeds payment methods of several types and a first exchange rate, once', async () => {
    await wallet.app.get(DemoDataService).onApplicationBootstrap();
    const { user } = registered('someone@example.test');

    const methods = await wallet
      .api()
      .get('/api/deposits/payment-methods')
      .set(bearer(accessToken(user)));
    const options = await wallet
      .api()
      .get('/api/wallet/withdrawals/options')
      .set(bearer(accessToken(user)));

    expect(methods.body.paymentMethods.map((method: { type: string }) => method.type)).toEqual([
      'bank_transfer',
      'mobile_money',
      'crypto',
      'paypal',
    ]);
    expect(options.body.data.ngnPerUsd).toBe('1500.00');
    expect(await wallet.dataSource.query(`SELECT count(*)::int AS n FROM exchange_rates`)).toEqual([
      { n: 1 },
    ]);
  });

  it('funds a demo bettor through a deposit approved by the system, exactly once', async () => {
    const { user, event } = registered('Alice@p2pbet.local');

    await wallet.bus.publish(Topics.auth, [event, event]);
    await wallet.bus.idle();
    await wallet.app.get(EventDispatcher).dispatch(event);
    await wallet.app
      .get(EventDispatcher)
      .dispatch(createEvent('auth.UserRegistered', user.id, event.payload as UserRegistered));

    // $1,000 through the first bank method, less its 3% fee.
    expect(await balanceOf(wallet, user.id)).toEqual({ available: '970.00', held: '0.00' });
    const deposits = await wallet.dataSource.query(
      `SELECT amount_cents, status, processed_by, method_type FROM deposits WHERE user_id = $1`,
      [user.id],
    );
    expect(deposits).toEqual([
      { amount_cents: '100000', status: 'approved', processed_by: 'system', method_type: 'bank_transfer' },
    ]);
    await eventually(() =>
      expect(wallet.bus.events(Topics.wallet).map((published) => published.type)).toEqual(
        expect.arrayContaining(['wallet.DepositApproved', 'wallet.BalanceChanged']),
      ),
    );
  });

  it('leaves other users unfunded', async () => {
    const { user, event } = registered('carol@example.test');

    await wallet.app.get(EventDispatcher).dispatch(event);

    expect(await balanceOf(wallet, user.id)).toEqual({ available: '0.00', held: '0.00' });
  });
});
