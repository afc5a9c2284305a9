/// <reference lib="dom" />
// Callbacks passed to page.evaluate and waitForFunction run in the browser.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { registerBettor, type RegisteredBettor } from '../support/bettors';
import { signIn, useWebPlatform } from '../support/browser';

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

const STEP_MS = 30_000;

/** The authenticator's time step now (RFC 6238: 30-second steps since the epoch). */
const stepNow = () => Math.floor(Date.now() / STEP_MS);

/** What an authenticator app shows for the secret during a step. */
function codeOfStep(secret: string, step: number): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: step * STEP_MS });
}

/** Two-factor authentication and the sessions list, in the browser, against the embedded platform. */
describe('two-factor authentication and sessions', () => {
  const platform = useWebPlatform();
  let page: Page;
  let bettor: RegisteredBettor;
  let recoveryCodes: string[];

  beforeAll(async () => {
    ({ page } = await platform.newPage());
    bettor = await registerBettor(platform.api, 'Tess Factor');
  });

  const header = () => page.getByRole('banner');

  it('enables 2FA by scanning the QR code, signs out, and signs in with the password and a code', async () => {
    await signIn(page, bettor.email, bettor.password);
    await page.goto('/settings?tab=security');
    const setupForm = page.locator('form', {
      has: page.getByRole('button', { name: 'Set Up Two-Factor Authentication' }),
    });
    await setupForm.getByLabel('Current password').fill(bettor.password);
    await setupForm.getByRole('button', { name: 'Set Up Two-Factor Authentication' }).click();

    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // The platform runs on this machine's clock, and accepts a code one step either side of its own:
    // the current step's code is good for at least 30 s more, however close to its end it was read.
    const enabledWith = stepNow();
    await page.getByLabel('Code from the app').fill(codeOfStep(secret, enabledWith));
    await page.getByRole('button', { name: 'Enable' }).click();

    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    recoveryCodes = await codes.allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await page.getByRole('button', { name: 'I Have Saved My Codes' }).click();
    await page.getByText('10 of 10 recovery codes left').waitFor();

    await header()
      .getByRole('button', { name: /Tess Factor/ })
      .click();
    await page.getByRole('link', { name: 'Logout' }).click();
    await header().getByRole('link', { name: 'Login' }).waitFor();

    await page.goto('/login');
    await page.getByLabel('Email').fill(bettor.email);
    await page.getByLabel('Password', { exact: true }).fill(bettor.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Two-Factor Authentication' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    // A step's code works once: the next step's while the step is the same (accepted as one ahead), or
    // the current one once time has moved on.
    await page
      .getByLabel('Authentication code')
      .fill(codeOfStep(secret, Math.max(enabledWith + 1, stepNow())));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await header().getByText('Tess Factor').waitFor();
  });

  it('ends the session of another browser, which is signed out at its next call', async () => {
    const other = await platform.newPage();
    await other.context.setExtraHTTPHeaders({ 'user-agent': FIREFOX_ON_WINDOWS });
    await other.page.goto('/login');
    await other.page.getByLabel('Email').fill(bettor.email);
    await other.page.getByLabel('Password', { exact: true }).fill(bettor.password);
    await other.page.getByRole('button', { name: 'Sign In' }).click();
    await other.page.getByLabel('Authentication code').fill(recoveryCodes[0]);
    await other.page.getByRole('button', { name: 'Verify' }).click();
    await other.page.waitForURL((url) => url.pathname === '/');
    expect(await other.page.evaluate(() => localStorage.getItem('authToken'))).not.toBeNull();

    await page.goto('/settings?tab=security');
    const sessions = page.getByRole('list', { name: 'Active sessions' });
    await sessions.getByText('This device').waitFor();
    await sessions.getByRole('button', { name: 'Sign out Firefox on Windows' }).click();
    await page.getByText('Session ended').waitFor();
    await sessions.getByText('Firefox on Windows').waitFor({ state: 'detached' });

    await other.page.reload();
    await other.page.waitForFunction(() => localStorage.getItem('authToken') === null);
    await other.page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
    await other.context.close();
  });
});
