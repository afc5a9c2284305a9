/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser.
import { describe, it } from '@jest/globals';
import { signIn, useWebPlatform } from '../support/browser';

async function accessTokenOf(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  // Says what the gateway answered: a CI run once saw a sign-in here answer without a token.
  if (!response.ok) throw new Error(`Sign-in of ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function call<T>(url: string, token: string, path: string, method = 'GET', body?: unknown): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The header balance moves as soon as an admin approves a deposit: pushed over the live socket, no reload. */
describe('live balance', () => {
  const platform = useWebPlatform();

  it('moves the header balance when a deposit is approved', async () => {
    const { page } = await platform.newPage();
    await signIn(page, 'bob@p2pbet.local', 'Bob12345!');
    // The demo funding lands asynchronously; start from the balance the wallet holds now.
    await page.waitForFunction(() =>
      /[1-9]/.test(document.querySelector('[data-testid="header-balance"]')?.textContent ?? ''),
    );

    const bob = await accessTokenOf(platform.url, 'bob@p2pbet.local', 'Bob12345!');
    const { paymentMethods } = await call<{ paymentMethods: Array<{ id: string }> }>(
      platform.url,
      bob,
      '/api/deposits/payment-methods',
    );
    const { transaction } = await call<{ transaction: { id: string } }>(
      platform.url,
      bob,
      '/api/deposits/submit',
      'POST',
      {
        paymentMethodId: paymentMethods[0].id,
        amount: 25,
        transactionReference: 'E2E-LIVE-1',
      },
    );
    const admin = await accessTokenOf(platform.url, 'admin@p2pbet.local', 'Admin123!');
    await call(platform.url, admin, `/api/deposits/admin/transactions/${transaction.id}`, 'PATCH', {
      status: 'approved',
    });

    // The net of the $25 deposit (less its fee), as the wallet now holds it.
    const { data } = await call<{ data: { available: string } }>(platform.url, bob, '/api/wallet/balance');
    const expected = data.available;
    await page.waitForFunction(
      (amount) =>
        document
          .querySelector('[data-testid="header-balance"]')
          ?.textContent?.replace(/,/g, '')
          .includes(amount),
      expected,
      { timeout: 15_000 },
    );
  });
});
