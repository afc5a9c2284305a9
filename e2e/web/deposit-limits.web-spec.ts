import { beforeAll, describe, expect, it } from '@jest/globals';
import { registerBettor, type Api, type RegisteredBettor } from '../support/bettors';
import {
  screenshotAtWidths,
  seriousAccessibilityViolations,
  signIn,
  useWebPlatform,
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
});
