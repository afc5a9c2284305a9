/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@p2p/testing';
import type { Locator, Page } from 'playwright-core';
import { registerBettor, scheduleTestMatch, type Api, type RegisteredBettor } from '../support/bettors';
import {
  screenshotAtWidths,
  seriousAccessibilityViolations,
  signIn,
  useWebPlatform,
} from '../support/browser';
import { PNG_PROOF } from '../support/proof-files';

/** Set SCREENSHOTS_DIR to keep a picture of each state at 375 and 1280 px. */
const SCREENSHOTS_DIR = process.env.SCREENSHOTS_DIR;
const patiently = <T>(check: () => Promise<T>) => eventually(check, 30_000, 200);

/**
 * Every tab of the admin console and its main dialog, with real data in each: no serious or
 * critical axe-core violation on any of them.
 */
describe('admin screens', () => {
  const platform = useWebPlatform({ FOOTBALL_TEST_CONTROLS: 'true' });
  let api: Api;
  let page: Page;
  let boss: string;
  let uma: RegisteredBettor;
  const violations: string[] = [];

  const login = async (email: string, password: string) => {
    const answer = await api('POST', '/api/auth/login', { body: { email, password } });
    expect(answer.status).toBe(200);
    return answer.body.data.token as string;
  };

  /** What the console needs to show in every tab: deposits, a withdrawal, a bet, a conversation, audit entries. */
  async function seed(): Promise<void> {
    boss = await login('admin@p2pbet.local', 'Admin123!');
    uma = await registerBettor(api, 'Uma Screens');
    const methods = await api('GET', '/api/deposits/payment-methods', { token: uma.token });
    const bank = methods.body.paymentMethods.find(
      (method: { name: string }) => method.name === 'First Bank transfer',
    );
    const deposit = async (amount: string, reference: string, userNotes: string | null) => {
      const submitted = await api('POST', '/api/deposits/submit', {
        token: uma.token,
        body: {
          paymentMethodId: bank.id,
          amount,
          transactionReference: reference,
          userNotes,
          proofOfPayment: `data:image/png;base64,${PNG_PROOF.toString('base64')}`,
        },
      });
      expect(submitted.status).toBe(201);
      return submitted.body.transaction.id as string;
    };
    const approved = await api(
      'PATCH',
      `/api/deposits/admin/transactions/${await deposit('200', 'FBN-1', null)}`,
      {
        token: boss,
        body: { status: 'approved', adminNotes: 'Matched on the statement' },
      },
    );
    expect(approved.status).toBe(200);
    await deposit('75.50', 'FBN-2', 'Sent from my Access Bank account this morning, please check it soon');

    const options = await api('GET', '/api/wallet/withdrawals/options', { token: uma.token });
    const withdrawal = await api('POST', '/api/wallet/withdrawals', {
      token: uma.token,
      body: { bankCode: options.body.data.banks[0].code, accountNumber: '0123456789', amount: '15000' },
    });
    expect(withdrawal.status).toBe(201);

    const alice = await login('alice@p2pbet.local', 'Alice123!');
    const bob = await login('bob@p2pbet.local', 'Bob12345!');
    const matchId = await scheduleTestMatch(api, { startTime: new Date(Date.now() + 30 * 60_000) });
    const offered = await api('POST', '/api/p2p-betting/offers', {
      token: alice,
      body: { matchId, betAmount: '20.00', betSelection: 'home_win' },
    });
    const taken = await api('POST', `/api/p2p-betting/offers/${offered.body.data.id}/match`, {
      token: bob,
      body: { counterSelection: 'away_win' },
    });
    expect(taken.status).toBe(201);

    const message = await api('POST', '/api/support/messages', {
      token: uma.token,
      body: { text: 'My deposit of $75.50 is still pending, can you check it?' },
    });
    expect([200, 201]).toContain(message.status);

    // The admin service's read models follow from events: the bet and the audit entry arrive later.
    await patiently(async () => {
      const bets = await api('GET', '/api/admin/peer-bets?status=matched', { token: boss });
      expect(bets.body.data.total).toBeGreaterThan(0);
      const audit = await api('GET', '/api/admin/audit?action=deposit.approved', { token: boss });
      expect(audit.body.data.total).toBeGreaterThan(0);
    });
  }

  beforeAll(async () => {
    api = platform.api;
    await seed();
    ({ page } = await platform.newPage());
    await signIn(page, 'admin@p2pbet.local', 'Admin123!');
  });

  /** Checks the page as it is now, and pictures it when asked to (a dialog: what the viewport shows). */
  async function check(name: string, { dialog = false } = {}): Promise<void> {
    violations.push(...(await seriousAccessibilityViolations(page)).map((found) => `${name}: ${found}`));
    if (SCREENSHOTS_DIR)
      await screenshotAtWidths(page, `admin-${name}`, { dir: SCREENSHOTS_DIR, fullPage: !dialog });
  }

  async function openTab(id: string, name: string): Promise<Locator> {
    await page.goto(`/admin?tab=${id}`);
    const panel = page.getByRole('tabpanel', { name });
    await panel.waitFor();
    return panel;
  }

  const closeDialog = (dialog: Locator) => dialog.getByRole('button', { name: 'Cancel' }).click();

  it('payment methods, and the add form', async () => {
    const panel = await openTab('payment-methods', 'Payment Methods');
    await panel.getByRole('row').filter({ hasText: 'First Bank transfer' }).waitFor();
    await check('payment-methods');

    await panel.getByRole('button', { name: 'Add Payment Method' }).click();
    const form = page.getByRole('dialog', { name: 'Add Payment Method' });
    await form.getByRole('button', { name: 'Add Payment Method' }).click();
    // The form's own errors, as an admin meets them first.
    await form.locator('.ui-field__error').first().waitFor();
    await check('payment-method-form', { dialog: true });
    await closeDialog(form);
  });

  it('deposit requests, the details with the proof, and the decision', async () => {
    const panel = await openTab('deposits', 'Deposit Requests');
    const row = panel.getByRole('row').filter({ hasText: 'FBN-2' });
    await row.waitFor();
    await panel
      .getByRole('table', { name: 'Processed deposits' })
      .getByText('Matched on the statement')
      .waitFor();
    await check('deposits');

    await row.getByRole('button', { name: /^View deposit of/ }).click();
    const details = page.getByRole('dialog', { name: 'Deposit Details' });
    await details.getByAltText('Proof of payment').waitFor();
    await check('deposit-details', { dialog: true });

    await details.getByRole('button', { name: /^Approve deposit of/ }).click();
    const decision = page.getByRole('dialog', { name: 'Approve Deposit' });
    await decision.getByLabel('Admin notes (optional)').fill('Seen on the statement');
    await check('deposit-decision', { dialog: true });
    await closeDialog(decision);
  });

  it('withdrawals, and marking one paid', async () => {
    const panel = await openTab('withdrawals', 'Withdrawals');
    const row = panel.getByRole('row').filter({ hasText: '₦15,000.00' });
    await row.waitFor();
    await check('withdrawals');

    await row.getByRole('button', { name: /^Mark Paid withdrawal of/ }).click();
    const decision = page.getByRole('dialog', { name: 'Mark Withdrawal Paid' });
    await decision.getByLabel('Admin notes (optional)').waitFor();
    await check('withdrawal-decision', { dialog: true });
    await closeDialog(decision);
  });

  it("users, a user's detail and the suspension", async () => {
    const panel = await openTab('users', 'Users');
    await panel.getByRole('button', { name: `View ${uma.username}` }).waitFor();
    await check('users');

    await panel.getByRole('button', { name: `View ${uma.username}` }).click();
    const detail = page.getByRole('dialog', { name: new RegExp(`@${uma.username}`) });
    await detail.getByRole('table', { name: `Latest transactions of ${uma.username}` }).waitFor();
    await check('user-detail', { dialog: true });
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });

    await panel.getByRole('button', { name: `Suspend ${uma.username}` }).click();
    const suspend = page.getByRole('dialog', { name: /^Suspend / });
    await suspend.getByRole('button', { name: 'Suspend' }).click();
    await suspend.getByText('A reason is required').waitFor();
    await check('user-suspend', { dialog: true });
    await closeDialog(suspend);
  });

  it('bets, and the settlement confirmation', async () => {
    const panel = await openTab('bets', 'Bets');
    const settle = panel.getByRole('button', { name: /^Settle Arsenal vs Chelsea/ });
    await settle.waitFor();
    await check('bets');

    await settle.click();
    const dialog = page.getByRole('dialog', { name: 'Settle Arsenal vs Chelsea' });
    await dialog.getByLabel('Result').selectOption({ index: 1 });
    await dialog.getByLabel('Reason').fill('Official result 2-1; the feed never reported it');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await dialog.getByRole('button', { name: 'Confirm settlement' }).waitFor();
    await check('bet-settle', { dialog: true });
    await closeDialog(dialog);
  });

  it('matches, and the finish confirmation', async () => {
    // The demo season always has matches in play or kicking off later on the current UTC day.
    const panel = await openTab('matches', 'Matches');
    const finish = panel.getByRole('button', { name: /^Finish now: / }).first();
    await finish.waitFor();
    await check('matches');

    await finish.click();
    const dialog = page.getByRole('dialog', { name: /^Finish / });
    await dialog
      .getByRole('textbox', { name: /goals$/ })
      .first()
      .fill('2');
    await dialog
      .getByRole('textbox', { name: /goals$/ })
      .last()
      .fill('1');
    await dialog.getByLabel('Reason').fill('Demo: settle the bets now');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await dialog.getByRole('button', { name: 'Finish match' }).waitFor();
    await check('match-finish', { dialog: true });
    await closeDialog(dialog);
  });

  it('stats, with its charts', async () => {
    const panel = await openTab('stats', 'Stats');
    await panel.getByRole('figure').first().waitFor();
    await panel.locator('.recharts-surface').first().waitFor();
    await check('stats');
  });

  it('audit log, one entry opened, and one entry narrowed to its target', async () => {
    const panel = await openTab('audit', 'Audit Log');
    const entry = panel.getByRole('article', { name: /^Deposit approved, / }).first();
    await entry.waitFor();
    await check('audit');

    await entry.getByRole('button', { name: /^Show details: / }).click();
    await entry.getByRole('table', { name: 'Before and after' }).waitFor();
    await check('audit-details');

    await entry.locator('.audit-entry__target code').click();
    await panel.getByRole('article').nth(1).waitFor({ state: 'detached' });
    expect(await panel.getByRole('article').count()).toBe(1);
    await check('audit-entry');
  });

  it('support desk, with a thread open', async () => {
    const panel = await openTab('support', 'Support');
    await panel.getByRole('button', { name: new RegExp(`@${uma.username}`) }).click();
    await panel
      .getByRole('log', { name: /^Messages with/ })
      .getByText('My deposit of $75.50 is still pending, can you check it?')
      .waitFor();
    await check('support');
  });

  it('have no serious or critical accessibility violations', () => {
    expect(violations).toEqual([]);
  });
});
