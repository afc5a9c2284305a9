import { beforeAll, describe, expect, it } from '@jest/globals';
import { ADULT_DATE_OF_BIRTH } from '@p2p/testing';
import { randomBytes } from 'node:crypto';
import { adminToken, Api, createPaymentMethod } from '../support/bettors';
import { mailedVerificationPin, signUp } from '../support/email-verification';
import { useTestPlatform } from '../support/test-platform';

/** Issue 30, finding 8: through the gateway, no money moves before the email is verified. */
describe('email verification before money moves', () => {
  const platform = useTestPlatform();
  let api: Api;
  let paymentMethodId: string;

  beforeAll(async () => {
    api = platform.api;
    paymentMethodId = await createPaymentMethod(api, adminToken());
  });

  it('refuses a new account every money call until the PIN is entered, then deposits after a refresh', async () => {
    const username = `vera_${randomBytes(4).toString('hex')}`;
    const email = `${username}@example.com`;
    const signup = await signUp(api, {
      name: 'Vera Verify',
      username,
      email,
      password: 'Correct-Horse-9',
      phone: '+1 555 010 7788',
      dateOfBirth: ADULT_DATE_OF_BIRTH,
    });
    const unverifiedToken = signup.token;
    expect(signup.user.isEmailVerified).toBe(false);
    const deposit = (token: string) =>
      api('POST', '/api/deposits/submit', {
        token,
        body: { paymentMethodId, amount: '50.00', transactionReference: `EV-${username}` },
      });

    const refusedDeposit = await deposit(unverifiedToken);
    const refusedTransfer = await api('POST', '/api/wallet/transfers', {
      token: unverifiedToken,
      body: { username: 'anyone', amount: '10.00' },
    });
    expect(refusedDeposit.status).toBe(403);
    expect(refusedDeposit.body).toEqual({
      success: false,
      message: 'Please verify your email address before you deposit',
      code: 'email_not_verified',
    });
    expect(refusedTransfer.status).toBe(403);
    expect(refusedTransfer.body.message).toBe('Please verify your email address before you transfer money');

    const verified = await api('POST', '/api/email-verification/verify-pin', {
      body: { email, pin: await mailedVerificationPin(api, email) },
    });
    expect(verified.status).toBe(200);
    // The token signed at signup still says unverified: the web app refreshes after the PIN.
    expect((await deposit(unverifiedToken)).status).toBe(403);
    const refreshed = await api('POST', '/api/auth/refresh', { cookie: signup.refreshCookie });
    expect(refreshed.status).toBe(200);

    const accepted = await deposit(refreshed.body.data.token);

    expect(accepted.status).toBe(201);
    expect(accepted.body.transaction).toMatchObject({ amount: '50.00', status: 'pending' });
  });
});
