/// <reference lib="dom" />
// Callbacks passed to locator.evaluate and page.evaluate run in the browser.
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { registerBettor, type Api, type RegisteredBettor } from '../support/bettors';
import {
  screenshotAtWidths,
  seriousAccessibilityViolations,
  signIn,
  useWebPlatform,
  WIDTHS,
} from '../support/browser';
import { PNG_PROOF } from '../support/proof-files';

/** Set SCREENSHOTS_DIR to keep a picture of each queue at 375 and 1280 px. */
const SCREENSHOTS_DIR = process.env.SCREENSHOTS_DIR;

/**
 * Where a button is on a phone: inside the viewport's width, and what a tap at its centre reaches
 * once the page is scrolled down to it (not a sideways scroller that hides it). Only the page
 * scrolls, and only down: scrolling the button into view would scroll a table's scroller too.
 */
function tapTarget(button: Locator) {
  return button.evaluate((element) => {
    window.scrollBy(0, element.getBoundingClientRect().top - window.innerHeight / 2);
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      inside: box.left >= 0 && box.right <= window.innerWidth,
      reached: hit !== null && element.contains(hit),
    };
  });
}

/** The page never scrolls sideways: nothing is wider than the phone. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * The audit's "Deposit Requests at 375 px: the table is clipped and Approve/Reject are off-screen"
 * (issue 32): on a phone each pending request is a card with its buttons in reach, in the deposit
 * and the withdrawal queues alike, and each of the day's simulated matches with its Finish now.
 */
describe('admin queues on a phone', () => {
  const platform = useWebPlatform();
  let api: Api;
  let page: Page;
  let ravi: RegisteredBettor;

  beforeAll(async () => {
    api = platform.api;
    ravi = await registerBettor(api, 'Ravi Phone');
    const methods = await api('GET', '/api/deposits/payment-methods', { token: ravi.token });
    const bank = methods.body.paymentMethods.find(
      (method: { name: string }) => method.name === 'First Bank transfer',
    );
    const deposit = async (amount: string, reference: string) => {
      const submitted = await api('POST', '/api/deposits/submit', {
        token: ravi.token,
        body: {
          paymentMethodId: bank.id,
          amount,
          transactionReference: reference,
          userNotes: 'Sent from my Access Bank account this morning, please check it soon',
          proofOfPayment: `data:image/png;base64,${PNG_PROOF.toString('base64')}`,
        },
      });
      expect(submitted.status).toBe(201);
      return submitted.body.transaction.id as string;
    };
    const admin = await api('POST', '/api/auth/login', {
      body: { email: 'admin@p2pbet.local', password: 'Admin123!' },
    });
    const approved = await api(
      'PATCH',
      `/api/deposits/admin/transactions/${await deposit('300', 'FBN-P1')}`,
      {
        token: admin.body.data.token,
        body: { status: 'approved', adminNotes: 'Matched on the statement' },
      },
    );
    expect(approved.status).toBe(200);
    await deposit('75.50', 'FBN-P2');

    const options = await api('GET', '/api/wallet/withdrawals/options', { token: ravi.token });
    const withdrawal = await api('POST', '/api/wallet/withdrawals', {
      token: ravi.token,
      body: { bankCode: options.body.data.banks[0].code, accountNumber: '0123456789', amount: '15000' },
    });
    expect(withdrawal.status).toBe(201);

    ({ page } = await platform.newPage(WIDTHS.mobile));
    await signIn(page, 'admin@p2pbet.local', 'Admin123!');
  });

  async function openTab(id: string, name: string): Promise<Locator> {
    await page.goto(`/admin?tab=${id}`);
    const panel = page.getByRole('tabpanel', { name });
    await panel.waitFor();
    return panel;
  }

  async function expectInReach(buttons: Locator[]): Promise<void> {
    for (const button of buttons) {
      const name = await button.textContent();
      expect({ name, ...(await tapTarget(button)) }).toEqual({ name, inside: true, reached: true });
    }
    expect(await pageWidth(page)).toBeLessThanOrEqual(WIDTHS.mobile);
  }

  it('shows a pending deposit as a card with View, Approve and Reject in reach', async () => {
    const panel = await openTab('deposits', 'Deposit Requests');
    const pending = panel.getByRole('table', { name: 'Pending deposits' });
    const request = pending.getByRole('row').filter({ hasText: 'FBN-P2' });
    await request.waitFor();
    await panel
      .getByRole('table', { name: 'Processed deposits' })
      .getByText('Matched on the statement')
      .waitFor();

    await expectInReach([
      request.getByRole('button', { name: /^View deposit of/ }),
      request.getByRole('button', { name: /^Approve deposit of/ }),
      request.getByRole('button', { name: /^Reject deposit of/ }),
    ]);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    if (SCREENSHOTS_DIR) await screenshotAtWidths(page, 'admin-phone-deposits', { dir: SCREENSHOTS_DIR });

    await request.getByRole('button', { name: /^Approve deposit of/ }).click();
    await page
      .getByRole('dialog', { name: 'Approve Deposit' })
      .getByRole('button', { name: 'Cancel' })
      .click();
  });

  it('shows a pending withdrawal as a card with Mark Paid and Reject in reach', async () => {
    const panel = await openTab('withdrawals', 'Withdrawals');
    const request = panel.getByRole('row').filter({ hasText: '₦15,000.00' });
    await request.waitFor();

    await expectInReach([
      request.getByRole('button', { name: /^Mark Paid withdrawal of/ }),
      request.getByRole('button', { name: /^Reject withdrawal of/ }),
    ]);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    if (SCREENSHOTS_DIR) await screenshotAtWidths(page, 'admin-phone-withdrawals', { dir: SCREENSHOTS_DIR });
  });

  it("shows the day's simulated matches as cards with Finish now in reach, and its dialog on the phone", async () => {
    // The demo season always has matches in play or kicking off later on the current UTC day.
    const panel = await openTab('matches', 'Matches');
    const finish = panel.getByRole('button', { name: /^Finish now: / }).first();
    await finish.waitFor();

    await expectInReach([finish]);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    if (SCREENSHOTS_DIR) await screenshotAtWidths(page, 'admin-phone-matches', { dir: SCREENSHOTS_DIR });

    await finish.click();
    const dialog = page.getByRole('dialog', { name: /^Finish / });
    await expectInReach([
      dialog.getByRole('textbox', { name: /goals$/ }).first(),
      dialog.getByRole('button', { name: 'Review' }),
    ]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
