import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { createEvent, ExclusionKind, Topics } from '@p2p/contracts';
import { EventDispatcher } from '@p2p/service-kit';
import { eventually } from '@p2p/testing';
import { TransfersService } from '../src/transfers/transfers.service';
import { balanceOf, credit } from './factories/funds';
import { registerAdmin, registerUser, RegisteredUser } from './factories/users';
import { expectLedgerConsistent } from './support/ledger-check';
import { bearer, startWalletApp, WalletApp } from './support/wallet-app';

describe(TransfersService.name, () => {
  let wallet: WalletApp;
  const transfer = (sender: RegisteredUser, body: Record<string, unknown>) =>
    wallet.api().post('/api/wallet/transfers').set(bearer(sender.token)).send(body);
  const fundedUser = async (dollars: string) => {
    const user = await registerUser(wallet);
    await credit(wallet, user.id, dollars);
    return user;
  };

  beforeAll(async () => {
    wallet = await startWalletApp({ TRANSFER_MAX_USD: '500' });
  });

  afterEach(async () => {
    await expectLedgerConsistent(wallet.dataSource);
  });

  afterAll(async () => {
    await wallet?.close();
  });

  describe('GET /api/wallet/recipients/:username', () => {
    it('names the recipient, whatever the case of the username', async () => {
      const sender = await registerUser(wallet);
      const friend = await registerUser(wallet, { name: 'Bola Friend' });

      const response = await wallet
        .api()
        .get(`/api/wallet/recipients/${friend.username.toUpperCase()}`)
        .set(bearer(sender.token));

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        data: { username: friend.username, name: 'Bola Friend' },
      });
    });

    it('follows a renamed user', async () => {
      const sender = await registerUser(wallet);
      const friend = await registerUser(wallet);
      const renamed = `renamed_${friend.username}`;
      await wallet.app.get(EventDispatcher).dispatch(
        createEvent('auth.UserUpdated', friend.id, {
          userId: friend.id,
          username: renamed,
          name: 'New Name',
          email: friend.email,
          role: 'user',
          isEmailVerified: true,
        }),
      );

      const byNewName = await wallet.api().get(`/api/wallet/recipients/${renamed}`).set(bearer(sender.token));
      const byOldName = await wallet
        .api()
        .get(`/api/wallet/recipients/${friend.username}`)
        .set(bearer(sender.token));

      expect(byNewName.body.data).toEqual({ username: renamed, name: 'New Name' });
      expect(byOldName.status).toBe(404);
    });

    it('answers an unknown user and oneself clearly', async () => {
      const sender = await registerUser(wallet);

      const unknown = await wallet.api().get('/api/wallet/recipients/nobody_here').set(bearer(sender.token));
      const self = await wallet
        .api()
        .get(`/api/wallet/recipients/${sender.username}`)
        .set(bearer(sender.token));

      expect([unknown.status, unknown.body]).toEqual([404, { success: false, message: 'User not found' }]);
      expect([self.status, self.body]).toEqual([
        400,
        { success: false, message: 'You cannot transfer to yourself' },
      ]);
    });
  });

  describe('POST /api/wallet/transfers', () => {
    it('moves the amount instantly and for free, and tells both wallets', async () => {
      const sender = await fundedUser('100.00');
      const friend = await registerUser(wallet);

      const response = await transfer(sender, { username: friend.username, amount: '40.00', note: 'Dinner' });

      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        success: true,
        message: 'Transfer completed successfully',
        data: {
          id: expect.any(String),
          recipient: { username: friend.username, name: friend.name },
          amount: '40.00',
          note: 'Dinner',
          createdAt: expect.any(String),
          balance: '60.00',
        },
      });
      expect(await balanceOf(wallet, sender.id)).toEqual({ available: '60.00', held: '0.00' });
      expect(await balanceOf(wallet, friend.id)).toEqual({ available: '40.00', held: '0.00' });
      const ref = response.body.data.id;
      await eventually(() =>
        expect(wallet.bus.events(Topics.wallet).map((event) => event.payload)).toEqual(
          expect.arrayContaining([
            { userId: sender.id, available: '60.00', held: '0.00', reason: 'transfer_out', ref },
            { userId: friend.id, available: '40.00', held: '0.00', reason: 'transfer_in', ref },
            {
              transferId: ref,
              senderId: sender.id,
              senderUsername: sender.username,
              recipientId: friend.id,
              amount: '40.00',
              note: 'Dinner',
            },
          ]),
        ),
      );
    });

    it.each([
      [{ amount: '0.99' }, 400, 'Minimum transfer amount is $1'],
      [{ amount: '500.01' }, 400, 'Maximum transfer amount is $500'],
      [{ amount: '1.001' }, 400, 'Please enter a valid amount'],
      [{ username: '' }, 400, 'Username is required'],
      [{ note: 'n'.repeat(201) }, 400, 'Note must be at most 200 characters'],
      [{ username: 'ghost_user' }, 404, 'User not found'],
      [{ amount: '100.01' }, 422, 'Insufficient balance'],
    ])('refuses %j', async (overrides, status, message) => {
      const sender = await fundedUser('100.00');
      const friend = await registerUser(wallet);

      const response = await transfer(sender, { username: friend.username, amount: '10.00', ...overrides });

      expect(response.status).toBe(status);
      expect(response.body).toEqual({ success: false, message });
      expect(await balanceOf(wallet, sender.id)).toEqual({ available: '100.00', held: '0.00' });
      expect(await balanceOf(wallet, friend.id)).toEqual({ available: '0.00', held: '0.00' });
    });

    it('refuses a transfer to oneself, in any case', async () => {
      const sender = await fundedUser('100.00');

      const response = await transfer(sender, { username: sender.username.toUpperCase(), amount: '10.00' });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message: 'You cannot transfer to yourself' });
    });

    it('needs a signed-in user', async () => {
      expect(
        (await wallet.api().post('/api/wallet/transfers').send({ username: 'x', amount: 5 })).status,
      ).toBe(401);
      expect((await wallet.api().get('/api/wallet/recipients/x')).status).toBe(401);
    });

    it('offers its limits', async () => {
      const user = await registerUser(wallet);

      const response = await wallet.api().get('/api/wallet/transfers/options').set(bearer(user.token));

      expect(response.body.data).toEqual({ currency: 'USD', minUsd: '1.00', maxUsd: '500.00', fee: '0.00' });
    });
  });

  /** Issue 30, finding 5: money does not leave a break through a second account; withdrawals stay open. */
  describe('during a break from betting', () => {
    const takeBreak = async (user: RegisteredUser, kind: ExclusionKind, endsAt: Date | null) => {
      await wallet.bus.publish(Topics.auth, [
        createEvent('auth.UserExcluded', user.id, {
          userId: user.id,
          kind,
          startedAt: new Date().toISOString(),
          endsAt: endsAt?.toISOString() ?? null,
        }),
      ]);
      await wallet.bus.idle();
    };
    const inFiveYears = () => new Date(Date.now() + 5 * 365 * 24 * 60 * 60_000);
    const minute = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

    it('refuses a transfer from a self-excluded user with the end of the break, and moves nothing', async () => {
      const excluded = await fundedUser('100.00');
      const secondAccount = await registerUser(wallet);
      const endsAt = inFiveYears();
      await takeBreak(excluded, 'self-exclusion', endsAt);

      const response = await transfer(excluded, { username: secondAccount.username, amount: '100.00' });

      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        success: false,
        message: `You have excluded yourself until ${minute(endsAt)}: transfers are closed. Withdrawals to your own bank stay open.`,
      });
      expect(await balanceOf(wallet, excluded.id)).toEqual({ available: '100.00', held: '0.00' });
      expect(await balanceOf(wallet, secondAccount.id)).toEqual({ available: '0.00', held: '0.00' });
      expect(
        await wallet.dataSource.query(`SELECT 1 FROM transfers WHERE sender_id = $1`, [excluded.id]),
      ).toEqual([]);
    });

    it('refuses a transfer to a user on a time-out, without telling the sender which break or until when', async () => {
      const sender = await fundedUser('100.00');
      const resting = await registerUser(wallet);
      await takeBreak(resting, 'time-out', new Date(Date.now() + 60 * 60_000));

      const response = await transfer(sender, { username: resting.username, amount: '10.00' });

      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        success: false,
        message: 'This user is on a break from betting and cannot receive transfers until it ends',
      });
      expect(await balanceOf(wallet, sender.id)).toEqual({ available: '100.00', held: '0.00' });
      expect(await balanceOf(wallet, resting.id)).toEqual({ available: '0.00', held: '0.00' });
    });

    it("names a permanent self-exclusion, and still takes a withdrawal to the user's own bank", async () => {
      const admin = await registerAdmin(wallet);
      await wallet
        .api()
        .put('/api/wallet/admin/exchange-rate')
        .set(bearer(admin.token))
        .send({ ngnPerUsd: '1500.00' })
        .expect(200);
      const excluded = await fundedUser('100.00');
      await takeBreak(excluded, 'self-exclusion', null);

      const refused = await transfer(excluded, {
        username: (await registerUser(wallet)).username,
        amount: '5.00',
      });
      const withdrawal = await wallet
        .api()
        .post('/api/wallet/withdrawals')
        .set(bearer(excluded.token))
        .send({ bankCode: '058', accountNumber: '0123456789', amount: '150000' });

      expect(refused.body.message).toBe(
        'You have excluded yourself permanently: transfers are closed. Withdrawals to your own bank stay open.',
      );
      expect(withdrawal.status).toBe(201);
      expect(await balanceOf(wallet, excluded.id)).toEqual({ available: '0.00', held: '100.00' });
    });

    it('moves money again once the break is over', async () => {
      const sender = await fundedUser('100.00');
      const friend = await registerUser(wallet);
      await takeBreak(sender, 'time-out', new Date(Date.now() - 60_000));

      await transfer(sender, { username: friend.username, amount: '10.00' }).expect(201);
    });
  });
});
