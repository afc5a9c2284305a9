/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { ADULT_DATE_OF_BIRTH } from '@p2p/testing';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { Api } from '../support/bettors';
import { useWebPlatform, verificationPin } from '../support/browser';

/** A 1x1 PNG: the wallet checks that a proof really is the image it claims to be. */
const PNG_PROOF = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function adminToken(api: Api): Promise<string> {
  const login = await api('POST', '/api/auth/login', {
    body: { email: 'admin@p2pbet.local', password: 'Admin123!' },
  });
  expect(login.status).toBe(200);
  return login.body.data.token as string;
}

/** The transactions table's rows as [Type, Amount, Status, After Balance], newest first. */
function tableRows(page: Page): Promise<string[][]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.tx-table tbody tr')].map((row) =>
      [1, 3, 4, 5].map((cell) => (row.children[cell]?.textContent ?? '').trim()),
    ),
  );
}

/**
 * A new bettor's money, in the browser against the embedded platform: a deposit with its proof,
 * approved by an admin while the page watches, a bank withdrawal, a transfer, a cancelled
 * withdrawal, and the statement on screen and as CSV.
 */
describe('wallet journey', () => {
  const platform = useWebPlatform();
  let page: Page;
  let api: Api;
  const email = `wally.${Date.now()}@example.com`;
  let depositId = '';
  /** Every script and style the page asked for, in order. */
  const loaded: string[] = [];

  beforeAll(async () => {
    api = platform.api;
    ({ page } = await platform.newPage());
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
  });

  const header = () => page.getByRole('banner');
  const headerBalance = () => page.getByTestId('header-balance');

  it('signs up and verifies the email with the PIN from the mailbox', async () => {
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Wally Walker');
    await page.getByLabel('Phone number').fill('+1 555 010 2040');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Date of birth').fill(ADULT_DATE_OF_BIRTH);
    await page.getByLabel('Password', { exact: true }).fill('Wally-Secret-1');
    await page.getByLabel('I agree to the Terms of Service').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await headerBalance().getByText('$0.00').waitFor();

    await page.getByRole('button', { name: 'Verify Now' }).click();
    await page.waitForURL((url) => url.pathname === '/email-verification');
    const pin = await verificationPin(platform.url, email);
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
    // The verification page moves on by itself: wait for it, or it would navigate away from the wallet.
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('verified') === 'true');
  });

  it('deposits $100 by bank transfer with a PNG proof and sees it Pending Approval', async () => {
    // The wallet remote is not part of the shell's first load: it comes with the first wallet route.
    const fromWallet = () => loaded.filter((path) => path.startsWith('/mfe/wallet/'));
    expect(fromWallet()).toEqual([]);
    // The header's + Deposit leads to the wizard.
    await header().getByRole('button', { name: 'Deposit' }).click();
    await page
      .getByRole('dialog', { name: 'Deposit Funds' })
      .getByRole('button', { name: 'Go to Deposit' })
      .click();
    await page.waitForURL((url) => url.pathname === '/deposit');
    await page.getByRole('heading', { name: 'Step 1: Choose a Payment Method' }).waitFor();
    expect(fromWallet()).toContain('/mfe/wallet/remoteEntry.js');

    await page.getByRole('radio', { name: /^First Bank transfer/ }).check();
    await page.getByRole('button', { name: 'Continue with First Bank transfer' }).click();
    await page.getByLabel('Amount (USD)').fill('100');
    const summary = page.getByRole('group', { name: 'Deposit summary' });
    await summary.getByText('$3.00').waitFor();
    expect(await summary.textContent()).toContain('Amount to credit$97.00');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();

    await page.getByRole('heading', { name: 'Step 3: Complete Your Payment' }).waitFor();
    await page.getByLabel('Transaction Reference (optional)').fill('FBN-E2E-100');
    await page
      .getByLabel('Proof of Payment (optional)')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG_PROOF });
    await page.getByAltText('Preview of receipt.png').waitFor();
    await page.getByRole('button', { name: 'Submit Deposit Request' }).click();

    const success = page.getByRole('dialog', { name: 'Deposit Request Submitted' });
    await success.getByText('Pending Approval').waitFor();
    expect(await success.textContent()).toContain('$100.00');
    depositId = ((await success.locator('.deposit-facts__id').textContent()) ?? '').trim();
    expect(depositId).toMatch(/^[0-9a-f-]{36}$/);
    await success.getByRole('button', { name: 'Make Another Deposit' }).click();

    await page.getByTestId(`recent-deposit-${depositId}`).click();
    const detail = page.getByRole('dialog', { name: 'Deposit Details' });
    await detail.getByText('Pending Approval').waitFor();
    await detail.getByAltText('Proof of payment').waitFor();
  });

  it('shows the approval on screen and in the header balance without a reload', async () => {
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const admin = await adminToken(api);

    const approved = await api('PATCH', `/api/deposits/admin/transactions/${depositId}`, {
      token: admin,
      body: { status: 'approved', adminNotes: 'Seen on the statement' },
    });
    expect(approved.status).toBe(200);

    const detail = page.getByRole('dialog', { name: 'Deposit Details' });
    await detail.getByText('Approved').waitFor();
    await detail.getByText('Seen on the statement').waitFor();
    await headerBalance().getByText('$97.00').waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    await detail.getByRole('button', { name: 'Close', exact: true }).click();
  });

  it('withdraws naira to a bank, transfers $10 to bob and cancels a second withdrawal', async () => {
    await page.goto('/profile');
    // The profile's wallet card leads to the withdraw screen.
    await page.locator('.wallet-card').getByRole('link', { name: 'Withdraw' }).click();
    await page.waitForURL((url) => url.pathname === '/withdraw');

    const bankForm = page.getByRole('form', { name: 'Bank withdrawal' });
    const withdraw = async (naira: string, dollars: string) => {
      await bankForm.getByLabel('Bank').selectOption({ label: 'GTBank' });
      await bankForm.getByLabel('Account Number').fill('0123456789');
      await bankForm.getByText(/^Verified with/).waitFor();
      await bankForm.getByLabel('Amount (NGN)').fill(naira);
      await bankForm.getByText(`You will be charged ${dollars} at ₦1,500/$1`).waitFor();
      await bankForm.getByRole('button', { name: 'Withdraw' }).click();
    };
    await withdraw('15000', '$10.00');
    await page.getByText('₦15,000.00').first().waitFor();
    await headerBalance().getByText('$87.00').waitFor();

    await page.getByRole('tab', { name: 'Transfer to Friend' }).click();
    const transferForm = page.getByRole('form', { name: 'Transfer to a friend' });
    await transferForm.getByLabel("Friend's Username").fill('bob');
    await transferForm.getByLabel('Amount ($)').focus();
    await transferForm.getByRole('img', { name: 'Verified' }).waitFor();
    await transferForm.getByLabel('Amount ($)').fill('10');
    await transferForm.getByRole('button', { name: 'Send Transfer' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm Transfer' })
      .getByRole('button', { name: 'Confirm Transfer' })
      .click();
    await transferForm.getByText(/\$10\.00 sent to .*\(@bob\)/).waitFor();
    await headerBalance().getByText('$77.00').waitFor();

    await page.getByRole('tab', { name: 'Bank', exact: true }).click();
    await withdraw('3000', '$2.00');
    await headerBalance().getByText('$75.00').waitFor();
    await page.getByRole('button', { name: 'Cancel withdrawal of ₦3,000.00' }).click();
    await page
      .getByRole('dialog', { name: 'Cancel withdrawal?' })
      .getByRole('button', { name: 'Cancel withdrawal' })
      .click();
    await page.getByText('Withdrawal cancelled. The held funds are back in your balance.').waitFor();
    await headerBalance().getByText('$77.00').waitFor();
    expect(await page.getByRole('button', { name: /^Cancel withdrawal of/ }).count()).toBe(1);
  });

  it('lists every movement with its after-balance and exports the same rows as CSV', async () => {
    await page.goto('/transactions');
    await page.locator('.tx-table tbody tr').nth(4).waitFor();

    const expected = [
      ['Withdrawal Refund', '+$2.00', 'Succeed', '$77.00'],
      ['Withdrawal', '-$2.00', 'Closed', '$75.00'],
      ['Transfer Out', '-$10.00', 'Succeed', '$77.00'],
      ['Withdrawal', '-$10.00', 'Pending', '$87.00'],
      ['Deposit', '+$97.00', 'Succeed', '$97.00'],
    ];
    expect(await tableRows(page)).toEqual(expected);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const [heading, ...lines] = readFileSync(file, 'utf8').trim().split(/\r?\n/);
    expect(heading).toBe('Time (UTC),Type,Trade No.,Amount,Currency,Status,After Balance');
    expect(
      lines
        .map((line) => line.split(','))
        .map(([, type, , amount, , status, after]) => [type, amount, status, after]),
    ).toEqual([
      ['Withdrawal Refund', '2.00', 'Succeed', '77.00'],
      ['Withdrawal', '-2.00', 'Closed', '75.00'],
      ['Transfer Out', '-10.00', 'Succeed', '77.00'],
      ['Withdrawal', '-10.00', 'Pending', '87.00'],
      ['Deposit', '97.00', 'Succeed', '97.00'],
    ]);
  });
});
