import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { registerUser, RegisteredUser } from './factories/users';
import { bearer, startWalletApp, WalletApp } from './support/wallet-app';

/** Inputs of the security review (issue 13) that ended in a 500: each now a 400 that says why. */
describe('Bad input to the statement', () => {
  let wallet: WalletApp;
  let user: RegisteredUser;

  beforeAll(async () => {
    wallet = await startWalletApp();
    user = await registerUser(wallet);
  });

  afterAll(async () => {
    await wallet?.close();
  });

  it.each(['99999999999999999999', '1000001'])('refuses page %s, past any statement', async (page) => {
    const response = await wallet.api().get(`/api/wallet/transactions?page=${page}`).set(bearer(user.token));

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: 'Page cannot exceed 1,000,000' });
  });

  it('refuses a NUL character in a route parameter', async () => {
    const response = await wallet.api().get('/api/wallet/recipients/ann%00').set(bearer(user.token));

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: 'Text must not contain NUL characters' });
  });
});
