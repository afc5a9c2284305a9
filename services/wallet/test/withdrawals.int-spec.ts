import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { WithdrawalsService } from '../src/withdrawals/withdrawals.service';
import { balanceOf, credit } from './factories/funds';
import { registerAdmin, registerUser, RegisteredUser } from './factories/users';
import { expectLedgerConsistent } from './support/ledger-check';
import { publishedPayloads } from './support/published-events';
import { bearer, startWalletApp, WalletApp } from './support/wallet-app';

describe(WithdrawalsService.name, () => {
  let wallet: WalletApp;
  let admin: RegisteredUser;

  const withdraw = (user: RegisteredUser, body: Record<string, unknown>) =>
    wallet.api().post('/api/wallet/withdrawals').set(bearer(user.token)).send(body);
  const setRate = (ngnPerUsd: unknown, token = admin.token) =>
    wallet.api().put('/api/wallet/admin/exchange-rate').set(bearer(token)).send({ ngnPerUsd });
  const fundedUser = async (dollars: string) => {
    const user = await registerUser(wallet);
    await credit(wallet, user.id, dollars);
    return user;
  };
  const validRequest = { bankCode: '058', accountNumber: '0123456789', amount: '150000.00' };

  beforeAll(async () => {
    wallet = await startWalletApp({ WITHDRAWAL_MAX_NGN: '5000000' });
    admin = await registerAdmin(wallet);
  });

  afterEach(async () => {
    await expectLedgerConsistent(wallet.dataSource);
  });

  afterAll(async () => {
    await wallet?.close();
  });

  describe('before an admin sets a rate', () => {
    it('offers the banks and limits, with no rate yet', async () => {
      const user = await registerUser(wallet);

      const response = await wallet.api().get('/api/wallet/withdrawals/options').set(bearer(user.token));

      expect(response.body).toEqual({
        success: true,
        data: {
          banks: [
            { code: '011', name: 'First Bank' },
            { code: '044', name: 'Access Bank' },
            { code: '058', name: 'GTBank' },
            { code: '057', name: 'Zenith Bank' },
            { code: '033', name: 'UBA' },
            { code: '070', name: 'Fidelity Bank' },
          ],
          currency: 'NGN',
          minNgn: '100.00',
          maxNgn: '5000000.00',
          ngnPerUsd: null,
        },
      });
    });

    it('refuses withdrawals', async () => {
      const user = await fundedUser('100.00');

      const response = await withdraw(user, validRequest);

      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        success: false,
        message: 'Withdrawals are unavailable until an exchange rate is set',
      });
    });
  });

  describe('exchange rate', () => {
    it('is set by admins, kept with its history', async () => {
      await setRate('1480.50').expect(200);

      const response = await setRate(1500);
      const current = await wallet.api().get('/api/wallet/admin/exchange-rate').set(bearer(admin.token));

      expect(response.body).toEqual({
        success: true,
        message: 'Exchange rate updated successfully',
        data: { ngnPerUsd: '1500.00', setBy: admin.id, setAt: expect.any(String) },
      });
      expect(current.body.data).toMatchObject({ ngnPerUsd: '1500.00', setBy: admin.id });
      expect(current.body.data.history.map((rate: { ngnPerUsd: string }) => rate.ngnPerUsd)).toEqual([
        '1500.00',
        '1480.50',
      ]);
      expect(await publishedPayloads(wallet, 'wallet.ExchangeRateSet', 'exchange-rate')).toEqual([
        { ngnPerUsd: '1480.50', previous: null, setBy: admin.id },
        { ngnPerUsd: '1500.00', previous: '1480.50', setBy: admin.id },
      ]);
    });

    it.each([0, '-1', '1,500', '1500.123', 'abc'])('refuses the rate %j', async (rate) => {
      const response = await setRate(rate);

      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Exchange rate must be a positive number of naira per dollar');
    });

    it('is for admins only', async () => {
      const user = await registerUser(wallet);

      for (const response of [
        await setRate('1.00', user.token),
        await wallet.api().get('/api/wallet/admin/exchange-rate').set(bearer(user.token)),
      ]) {
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ success: false, message: 'Admin access required' });
      }
    });
  });

  describe('POST /api/wallet/withdrawals/resolve-account', () => {
    it('names the account holder, the same way every time', async () => {
      const user = await registerUser(wallet);
      const resolve = () =>
        wallet
          .api()
          .post('/api/wallet/withdrawals/resolve-account')
          .set(bearer(user.token))
          .send({ bankCode: '058', accountNumber: '0123456789' });

      const first = await resolve();
      const second = await resolve();

      expect(first.status).toBe(200);
      expect(first.body.data).toEqual({
        bankCode: '058',
        bankName: 'GTBank',
        accountNumber: '0123456789',
        accountName: expect.stringMatching(/^[A-Z]+ [A-Z]+$/),
      });
      expect(second.body.data.accountName).toBe(first.body.data.accountName);
    });

    it.each([
      [{ bankCode: '058', accountNumber: '12345' }, 'Account number must be 10 digits'],
      [{ bankCode: '058', accountNumber: '01234567890' }, 'Account number must be 10 digits'],
      [{ bankCode: '058', accountNumber: '01234abcde' }, 'Account number must be 10 digits'],
      [{ bankCode: '999', accountNumber: '0123456789' }, 'Please select a valid bank'],
      [{ accountNumber: '0123456789' }, 'Please select a valid bank'],
    ])('refuses %j', async (body, message) => {
      const user = await registerUser(wallet);

      const response = await wallet
        .api()
        .post('/api/wallet/withdrawals/resolve-account')
        .set(bearer(user.token))
        .send(body);

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message });
    });
  });

  describe('POST /api/wallet/withdrawals', () => {
    it('holds the dollars the naira amount converts to, and answers both amounts', async () => {
      const user = await fundedUser('120.00');

      const response = await withdraw(user, validRequest);

      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        success: true,
        message: 'Withdrawal request submitted successfully',
        data: {
          id: expect.any(String),
          bankCode: '058',
          bankName: 'GTBank',
          accountNumber: '0123456789',
          accountName: expect.any(String),
          amountNgn: '150000.00',
          amountUsd: '100.00',
          rate: '1500.00',
          status: 'pending',
          adminNotes: null,
          createdAt: expect.any(String),
          processedAt: null,
        },
      });
      expect(await balanceOf(wallet, user.id)).toEqual({ available: '20.00', held: '100.00' });
      const mine = await wallet.api().get('/api/wallet/withdrawals').set(bearer(user.token));
      expect(mine.body.data.map((item: { id: string }) => item.id)).toEqual([response.body.data.id]);
    });

    it('records wallet.WithdrawalRequested once, with both amounts, the rate and the account', async () => {
      const user = await fundedUser('120.00');

      const requested = (await withdraw(user, validRequest).expect(201)).body.data;

      expect(await publishedPayloads(wallet, 'wallet.WithdrawalRequested', requested.id)).toEqual([
        {
          withdrawalId: requested.id,
          userId: user.id,
          amountNgn: '150000.00',
          amountUsd: '100.00',
          rate: '1500.00',
          bankName: 'GTBank',
          accountNumber: '0123456789',
          accountName: requested.accountName,
        },
      ]);
    });

    it.each([
      // NGN 1,000.99 at 1500 is $0.66732...: $0.66 would buy only NGN 990.
      ['1000.99', '0.67'],
      // $0.06 would buy NGN 90.
      ['100.00', '0.07'],
      // $1.00 would buy NGN 1,500.
      ['1501.50', '1.01'],
      ['1500.00', '1.00'],
    ])('takes the dollars that buy NGN %s, rounded up to the cent: $%s', async (amountNgn, amountUsd) => {
      const user = await fundedUser('5.00');

      const response = await withdraw(user, { ...validRequest, amount: amountNgn });

      expect(response.body.data).toMatchObject({ amountNgn, amountUsd });
      expect((await balanceOf(wallet, user.id)).held).toBe(amountUsd);
    });

    it.each([
      [{ amount: '99.99' }, 'Minimum withdrawal amount is NGN 100'],
      [{ amount: '5000000.01' }, 'Maximum withdrawal amount is NGN 5,000,000'],
      [{ amount: 'lots' }, 'Please enter a valid amount'],
      [{ accountNumber: '123' }, 'Account number must be 10 digits'],
      [{ bankCode: 'GTB' }, 'Please select a valid bank'],
    ])('refuses %j', async (overrides, message) => {
      const user = await fundedUser('100.00');

      const response = await withdraw(user, { ...validRequest, ...overrides });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message });
    });

    it('refuses more than the available balance and records nothing', async () => {
      const user = await fundedUser('99.99');

      const response = await withdraw(user, validRequest);
      const mine = await wallet.api().get('/api/wallet/withdrawals').set(bearer(user.token));

      expect(response.status).toBe(422);
      expect(response.body).toEqual({ success: false, message: 'Insufficient balance' });
      expect(mine.body.data).toEqual([]);
      expect(await balanceOf(wallet, user.id)).toEqual({ available: '99.99', held: '0.00' });
    });

    it('needs a signed-in user', async () => {
      expect((await wallet.api().post('/api/wallet/withdrawals').send(validRequest)).status).toBe(401);
    });
  });

  describe('POST /api/wallet/withdrawals/{id}/cancel', () => {
    it('gives the held dollars back once, and the withdrawal shows as cancelled', async () => {
      const user = await fundedUser('120.00');
      const requested = (await withdraw(user, validRequest)).body.data;

      const cancels = await Promise.all(
        [1, 2, 3].map(() =>
          wallet.api().post(`/api/wallet/withdrawals/${requested.id}/cancel`).set(bearer(user.token)),
        ),
      );

      expect(cancels.map((response) => response.status).sort()).toEqual([200, 409, 409]);
      const cancelled = cancels.find((response) => response.status === 200)!;
      expect(cancelled.body).toMatchObject({
        message: 'Withdrawal cancelled',
        data: { status: 'cancelled' },
      });
      expect(await balanceOf(wallet, user.id)).toEqual({ available: '120.00', held: '0.00' });
      const statement = await wallet.api().get('/api/wallet/transactions').set(bearer(user.token));
      expect(
        statement.body.data.transactions.map((row: { type: string; status: string }) => [
          row.type,
          row.status,
        ]),
      ).toEqual([['Withdrawal Refund', 'Succeed'], ['Withdrawal', 'Closed'], expect.anything()]);
      expect(await publishedPayloads(wallet, 'wallet.WithdrawalCancelled', requested.id)).toEqual([
        { withdrawalId: requested.id, userId: user.id, amountUsd: '100.00' },
      ]);
    });

    it('cannot cancel what an admin has paid, nor another user’s withdrawal', async () => {
      const user = await fundedUser('120.00');
      const other = await fundedUser('1.00');
      const requested = (await withdraw(user, validRequest)).body.data;

      const byOther = await wallet
        .api()
        .post(`/api/wallet/withdrawals/${requested.id}/cancel`)
        .set(bearer(other.token));
      await wallet
        .api()
        .patch(`/api/wallet/admin/withdrawals/${requested.id}`)
        .set(bearer(admin.token))
        .send({ status: 'paid' })
        .expect(200);
      const afterPaid = await wallet
        .api()
        .post(`/api/wallet/withdrawals/${requested.id}/cancel`)
        .set(bearer(user.token));

      expect(byOther.status).toBe(404);
      expect(afterPaid.status).toBe(409);
      expect(afterPaid.body).toEqual({ success: false, message: 'Withdrawal has already been processed' });
      expect(await balanceOf(wallet, user.id)).toEqual({ available: '20.00', held: '0.00' });
    });
  });
});
