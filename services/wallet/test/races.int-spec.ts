import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { LedgerService } from '../src/ledger/ledger.service';
import { balanceOf, credit } from './factories/funds';
import { registerAdmin, registerUser } from './factories/users';
import { expectLedgerConsistent } from './support/ledger-check';
import { bearer, internalHeaders, startWalletApp, WalletApp } from './support/wallet-app';

describe(`${LedgerService.name} under concurrent debits`, () => {
  let wallet: WalletApp;

  beforeAll(async () => {
    wallet = await startWalletApp({ DB_POOL_SIZE: '20' });
    const admin = await registerAdmin(wallet);
    await wallet
      .api()
      .put('/api/wallet/admin/exchange-rate')
      .set(bearer(admin.token))
      .send({ ngnPerUsd: '1500.00' })
      .expect(200);
  });

  afterEach(async () => {
    await expectLedgerConsistent(wallet.dataSource);
  });

  afterAll(async () => {
    await wallet?.close();
  });

  it('lets exactly one of 1,000 concurrent $100 debits of a $100 wallet through', async () => {
    const user = await registerUser(wallet);
    const friend = await registerUser(wallet);
    await credit(wallet, user.id, '100.00');
    const debits = [
      () =>
        wallet
          .api()
          .post('/internal/holds')
          .set(internalHeaders)
          .send({ key: `offer:${randomUUID()}`, userId: user.id, amount: '100.00' }),
      () =>
        wallet
          .api()
          .post('/api/wallet/withdrawals')
          .set(bearer(user.token))
          .send({ bankCode: '057', accountNumber: '2012345678', amount: '150000.00' }),
      () =>
        wallet
          .api()
          .post('/api/wallet/transfers')
          .set(bearer(user.token))
          .send({ username: friend.username, amount: '100.00' }),
    ];

    const responses = await Promise.all(Array.from({ length: 1000 }, (_, i) => debits[i % debits.length]()));

    const succeeded = responses.filter((response) => response.status === 200 || response.status === 201);
    const refused = responses.filter((response) => response.status === 422);
    expect(succeeded).toHaveLength(1);
    expect(refused).toHaveLength(999);
    // The hold's refusal carries the escrow protocol's code too.
    for (const response of refused)
      expect(response.body).toMatchObject({ success: false, message: 'Insufficient balance' });
    const after = await balanceOf(wallet, user.id);
    expect(after.available).toBe('0.00');
    expect([after.held, (await balanceOf(wallet, friend.id)).available].sort()).toEqual(['0.00', '100.00']);
  });
});
