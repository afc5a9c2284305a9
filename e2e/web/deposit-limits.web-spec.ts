import { beforeAll, describe, expect, it } from '@jest/globals';
import { registerBettor, type Api, type RegisteredBettor } from '../support/bettors';
import {
  screenshotAtWidths,
  seriousAccessibilityViolations,
  signIn,
  useWebPlatform,
  verificationPin,
} from '../support/browser';

/**
 * Issue 22's deposit limit in the browser: a bettor sets a daily limit of $50 in Settings, Player
 * protection, and the deposit page refuses a $60 deposit with the wallet's message and a way back
 * to the limits.
 */
describe('deposit limits', () => {
  const platform = useWebPlatform();
  let api: Api;
  let bettor: RegisteredBettor;

  beforeAll(async () => {
    api = platform.api;
    bettor = await registerBettor(api, 'Lena Limits');
  });

  it('sets a daily limit of $50, then is refused a $60 deposit with the message naming it', async () => {
    const { page, context } = await platform.newPage();
    await signIn(page, bettor.email, bettor.password);

    await page.goto('/settings?tab=protection');
    const section = page.getByRole('region', { name: 'Deposit limits' });
    await section.getByLabel('Daily limit ($)').fill('50');
    await section.getByRole('button', { name: 'Save' }).first().click();
    await page.locator('.ui-toast').filter({ hasText: 'Daily deposit limit set: it applies now.' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshotAtWidths(page, 'settings-deposit-limits');
    const limits = await api('GET', '/api/wallet/limits/deposit', { token: bettor.token });
    expect(limits.body.data[0]).toMatchObject({ period: 'day', amount: '50.00', pending: null });

    await page.goto('/deposit');
    await page.getByRole('radio', { name: /^First Bank transfer/ }).check();
    await page.getByRole('button', { name: 'Continue with First Bank transfer' }).click();
    await page.getByLabel('Amount (USD)').fill('60');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByRole('heading', { name: 'Step 3: Complete Your Payment' }).waitFor();
    await page.getByRole('button', { name: 'Submit Deposit Request' }).click();

    await page
      .getByText(
        /^Failed to submit deposit: This deposit would pass your daily deposit limit of \$50\.00 \(\$0\.00 deposited so far\)\. It resets on \d{4}-\d\d-\d\d 00:00 UTC\.$/,
      )
      .waitFor();
    await screenshotAtWidths(page, 'deposit-refused-by-limit', { fullPage: false });
    const deposits = await api('GET', '/api/deposits/transactions', { token: bettor.token });
    expect(deposits.body.transactions).toEqual([]);

    await page.getByRole('link', { name: 'Change your deposit limits' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/settings' && url.searchParams.get('tab') === 'protection',
    );
    await context.close();
  });

  // Issue 30, finding 8: money moves only once the email is verified, and the page leads there.
  it('leads a bettor whose email is not verified from a refused deposit to the PIN, then deposits', async () => {
    const unverified = await registerBettor(api, 'Ulla Unverified', { verifyEmail: false });
    const { page, context } = await platform.newPage();
    await signIn(page, unverified.email, unverified.password);
    const submitDeposit = async () => {
      await page.goto('/deposit');
      await page.getByRole('radio', { name: /^First Bank transfer/ }).check();
      await page.getByRole('button', { name: 'Continue with First Bank transfer' }).click();
      await page.getByLabel('Amount (USD)').fill('20');
      await page.getByRole('button', { name: 'Proceed to Payment' }).click();
      await page.getByRole('heading', { name: 'Step 3: Complete Your Payment' }).waitFor();
      await page.getByRole('button', { name: 'Submit Deposit Request' }).click();
    };

    await submitDeposit();
    const required = page.getByRole('dialog', { name: 'Email Verification Required' });
    await required.getByText('Please verify your email address before you deposit').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshotAtWidths(page, 'deposit-refused-email-unverified', { fullPage: false });
    await required.getByRole('button', { name: 'Verify Now' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/email-verification' && url.searchParams.get('email') === unverified.email,
    );
    const pin = await verificationPin(platform.url, unverified.email);
    await page.getByLabel('Digit 1 of 6').focus();
    await page.evaluate((digits) => {
      const data = new DataTransfer();
      data.setData('text', digits);
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, pin);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await page.getByRole('heading', { name: 'Email Verified!' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('verified') === 'true');

    await submitDeposit();

    const success = page.getByRole('dialog', { name: 'Deposit Request Submitted' });
    await success.getByText('Pending Approval').waitFor();
    expect(await success.textContent()).toContain('$20.00');
    await context.close();
  });
});
