/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser.
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { registerBettor, type Api, type RegisteredBettor } from '../support/bettors';
import {
  screenshotAtWidths,
  seriousAccessibilityViolations,
  signIn,
  useWebPlatform,
} from '../support/browser';

const PNG_PROOF = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Set SCREENSHOTS_DIR to keep a picture of each state at 375 and 1280 px. */
const SCREENSHOTS_DIR = process.env.SCREENSHOTS_DIR;

/**
 * Every wallet screen and state a bettor meets, in the order a new bettor meets them: no serious or
 * critical axe-core violation on any of them.
 */
describe('wallet screens', () => {
  const platform = useWebPlatform();
  let page: Page;
  let api: Api;
  let bettor: RegisteredBettor;
  const violations: string[] = [];

  beforeAll(async () => {
    api = platform.api;
    bettor = await registerBettor(api, 'Sam Screens');
    ({ page } = await platform.newPage());
    await signIn(page, bettor.email, bettor.password);
  });

  /**
   * Checks the page as it is now, and pictures it when asked to: the whole page, or for an open
   * dialog what the viewport shows (a full-page picture stitches the sticky header mid-page).
   */
  async function check(name: string, { dialog = false } = {}): Promise<void> {
    violations.push(...(await seriousAccessibilityViolations(page)).map((found) => `${name}: ${found}`));
    if (SCREENSHOTS_DIR)
      await screenshotAtWidths(page, `wallet-${name}`, { dir: SCREENSHOTS_DIR, fullPage: !dialog });
  }

  it('transactions, empty', async () => {
    await page.goto('/transactions');
    await page.getByText('No transactions found').waitFor();
    await check('transactions-empty');
  });

  it('deposit wizard, its three steps and the success modal', async () => {
    await page.goto('/deposit');
    await page.getByRole('radio', { name: /^First Bank transfer/ }).waitFor();
    await page.getByText('No deposits yet').waitFor();
    await check('deposit-step-1');

    await page.getByRole('radio', { name: /^First Bank transfer/ }).check();
    await page.getByRole('button', { name: 'Continue with First Bank transfer' }).click();
    await page.getByLabel('Amount (USD)').fill('100');
    await page.getByRole('group', { name: 'Deposit summary' }).waitFor();
    await check('deposit-step-2');

    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByLabel('Transaction Reference (optional)').fill('FBN-SCREENS-1');
    await page
      .getByLabel('Proof of Payment (optional)')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG_PROOF });
    await page.getByAltText('Preview of receipt.png').waitFor();
    await check('deposit-step-3');

    await page.getByRole('button', { name: 'Submit Deposit Request' }).click();
    await page
      .getByRole('dialog', { name: 'Deposit Request Submitted' })
      .getByText('Pending Approval')
      .waitFor();
    await check('deposit-success', { dialog: true });
  });

  it('deposit detail, approved, with its proof', async () => {
    const dialog = page.getByRole('dialog', { name: 'Deposit Request Submitted' });
    const depositId = ((await dialog.locator('.deposit-facts__id').textContent()) ?? '').trim();
    await dialog.getByRole('button', { name: 'Make Another Deposit' }).click();
    const login = await api('POST', '/api/auth/login', {
      body: { email: 'admin@p2pbet.local', password: 'Admin123!' },
    });
    const approved = await api('PATCH', `/api/deposits/admin/transactions/${depositId}`, {
      token: login.body.data.token,
      body: { status: 'approved', adminNotes: 'Seen on the statement' },
    });
    expect(approved.status).toBe(200);

    await page.getByTestId(`recent-deposit-${depositId}`).click();
    const detail = page.getByRole('dialog', { name: 'Deposit Details' });
    await detail.getByText('Approved').waitFor();
    await detail.getByAltText('Proof of payment').waitFor();
    await check('deposit-detail', { dialog: true });
  });

  it('withdraw, bank tab with a pending withdrawal, and transfer tab with a verified friend', async () => {
    await page.goto('/withdraw');
    const bankForm = page.getByRole('form', { name: 'Bank withdrawal' });
    await bankForm.getByLabel('Bank').selectOption({ label: 'GTBank' });
    await bankForm.getByLabel('Account Number').fill('0123456789');
    await bankForm.getByText(/^Verified with/).waitFor();
    await bankForm.getByLabel('Amount (NGN)').fill('15000');
    await bankForm.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByRole('button', { name: 'Cancel withdrawal of ₦15,000.00' }).waitFor();
    await bankForm.getByLabel('Account Number').fill('0123456789');
    await bankForm.getByText(/^Verified with/).waitFor();
    await check('withdraw-bank');

    await page.getByRole('tab', { name: 'Transfer to Friend' }).click();
    const transferForm = page.getByRole('form', { name: 'Transfer to a friend' });
    await transferForm.getByLabel("Friend's Username").fill('bob');
    await transferForm.getByLabel('Amount ($)').focus();
    await transferForm.getByRole('img', { name: 'Verified' }).waitFor();
    await transferForm.getByLabel('Amount ($)').fill('10');
    await check('withdraw-transfer');

    await transferForm.getByRole('button', { name: 'Send Transfer' }).click();
    const review = page.getByRole('dialog', { name: 'Confirm Transfer' });
    await review.getByText('$10.00').waitFor();
    await check('withdraw-transfer-confirm', { dialog: true });
    await review.getByRole('button', { name: 'Back' }).click();
    await review.waitFor({ state: 'detached' });
  });

  it('transactions, with rows', async () => {
    await page.goto('/transactions');
    await page.locator('.tx-table tbody tr').nth(1).waitFor();
    await check('transactions-rows');
  });

  it('support, with the chat', async () => {
    await page.goto('/support');
    const chat = page.getByRole('log', { name: 'Conversation with support' });
    await chat.waitFor();
    const input = page.getByLabel('Message', { exact: true });
    // The desk is the admin service's: the screen says when it cannot be reached, never pretends.
    await page
      .getByPlaceholder('Type your message...')
      .or(page.getByText('The support desk is unavailable right now.'))
      .waitFor();
    if (await input.isEnabled()) {
      await page.getByRole('button', { name: /^Withdrawal Questions/ }).click();
      await chat.getByText('I need help with: Withdrawal Questions').waitFor();
    }
    await check('support');
  });

  it('have no serious or critical accessibility violations', () => {
    expect(violations).toEqual([]);
  });
});
