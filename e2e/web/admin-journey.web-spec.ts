/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@p2p/testing';
import type { Page } from 'playwright-core';
import { registerBettor, scheduleTestMatch, type Api, type RegisteredBettor } from '../support/bettors';
import { signIn, useWebPlatform } from '../support/browser';
import { PNG_PROOF, pdfProof } from '../support/proof-files';

const ADMIN = { email: 'admin@p2pbet.local', password: 'Admin123!' };
/** Events cross services before the admin's read models show them; a loaded two-core machine is slow. */
const patiently = <T>(check: () => Promise<T>) => eventually(check, 30_000, 200);

/** What a script of a library leaves in its minified code: a global it defines, a class it draws. */
const LIBRARY_MARKS = { 'pdf.js': 'GlobalWorkerOptions', recharts: 'recharts-wrapper' } as const;

/** Marks the document: a reload or a navigation away loses the mark. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

/**
 * The admin console in the browser, beside a bettor's own browser (two contexts): deposits with
 * proofs decided while the bettor watches, a withdrawal paid, payment methods the deposit wizard
 * follows, a suspension, a bet settled by hand, the audit log of all of it, and the support desk.
 */
describe('admin journey', () => {
  const platform = useWebPlatform({ FOOTBALL_TEST_CONTROLS: 'true' });
  let api: Api;
  let admin: Page;
  let user: Page;
  let uma: RegisteredBettor;
  /** Every script the admin's page downloaded, with the text of each. */
  const adminScripts: Array<{ path: string; text: Promise<string> }> = [];

  const adminTab = async (name: string) => {
    await admin.getByRole('tab', { name }).click();
    return admin.getByRole('tabpanel', { name });
  };
  const scriptsWith = async (mark: string) => {
    const found: string[] = [];
    for (const script of adminScripts) if ((await script.text).includes(mark)) found.push(script.path);
    return found;
  };
  const headerBalance = () => user.getByTestId('header-balance');
  const login = async (email: string, password: string) => {
    const answer = await api('POST', '/api/auth/login', { body: { email, password } });
    expect(answer.status).toBe(200);
    return answer.body.data.token as string;
  };

  beforeAll(async () => {
    api = platform.api;
    uma = await registerBettor(api, 'Uma User');
    ({ page: user } = await platform.newPage());
    ({ page: admin } = await platform.newPage());
    admin.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      adminScripts.push({
        path: new URL(response.url()).pathname,
        text: response.text().catch(() => ''),
      });
    });
    await signIn(user, uma.email, uma.password);
  });

  it('loads the admin remote only on /admin, and pdf.js and recharts only when a tab needs them', async () => {
    await signIn(admin, ADMIN.email, ADMIN.password);
    await admin.getByRole('banner').waitFor();
    expect(adminScripts.filter((script) => script.path.startsWith('/mfe/admin/'))).toEqual([]);

    await admin.goto('/admin?tab=deposits');
    await admin.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await admin.getByRole('tab', { name: 'Deposit Requests', selected: true }).waitFor();
    await admin.getByText('No pending deposits').waitFor();
    expect(adminScripts.map((script) => script.path)).toContain('/mfe/admin/remoteEntry.js');
    expect(await scriptsWith(LIBRARY_MARKS['pdf.js'])).toEqual([]);
    expect(await scriptsWith(LIBRARY_MARKS.recharts)).toEqual([]);

    const stats = await adminTab('Stats');
    await stats.locator('.recharts-surface').first().waitFor();
    expect(await scriptsWith(LIBRARY_MARKS.recharts)).not.toEqual([]);
    await (await adminTab('Deposit Requests')).getByText('No pending deposits').waitFor();
  });

  it('sees a deposit with a PNG proof arrive live, opens the proof and approves it with a note', async () => {
    await markDocument(admin);
    // The toast lasts 5 s, and the user's steps below can take longer on a busy machine: watched from now.
    const toasted = admin.getByText('A new deposit request arrived').waitFor({ timeout: 180_000 });
    await user.goto('/deposit');
    await user.getByRole('radio', { name: /^First Bank transfer/ }).check();
    await user.getByRole('button', { name: 'Continue with First Bank transfer' }).click();
    await user.getByLabel('Amount (USD)').fill('100');
    await user.getByRole('button', { name: 'Proceed to Payment' }).click();
    await user.getByLabel('Transaction Reference (optional)').fill('FBN-ADMIN-100');
    await user
      .getByLabel('Proof of Payment (optional)')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG_PROOF });
    await user.getByAltText('Preview of receipt.png').waitFor();
    await user.getByRole('button', { name: 'Submit Deposit Request' }).click();
    const success = user.getByRole('dialog', { name: 'Deposit Request Submitted' });
    const depositId = ((await success.locator('.deposit-facts__id').textContent()) ?? '').trim();
    await success.getByRole('button', { name: 'Make Another Deposit' }).click();
    await user.getByTestId(`recent-deposit-${depositId}`).click();
    const userDetail = user.getByRole('dialog', { name: 'Deposit Details' });
    await userDetail.getByText('Pending Approval').waitFor();

    await toasted;
    const row = admin.getByRole('row').filter({ hasText: `@${uma.username}` });
    await row.getByText('FBN-ADMIN-100').waitFor();
    expect(await stillSameDocument(admin)).toBe(true);
    await row.getByRole('button', { name: `View deposit of @${uma.username}` }).click();
    const details = admin.getByRole('dialog', { name: 'Deposit Details' });
    await details.getByAltText('Proof of payment').waitFor();
    await details.getByRole('button', { name: 'Zoom in' }).click();
    await details.getByRole('button', { name: 'Zoom out', pressed: true }).waitFor();
    await details.getByRole('button', { name: `Approve deposit of @${uma.username}` }).click();
    const decision = admin.getByRole('dialog', { name: 'Approve Deposit' });
    await decision.getByLabel('Admin notes (optional)').fill('Matched on the First Bank statement');
    await decision.getByRole('button', { name: 'Approve', exact: true }).click();
    await admin.getByText('Deposit approved successfully').waitFor();
    const processed = admin.getByRole('table', { name: 'Processed deposits' });
    await processed.getByText('Matched on the First Bank statement').waitFor();

    // The bettor's page follows without a reload: the deposit's status and the header balance.
    await userDetail.getByText('Approved').waitFor();
    await userDetail.getByText('Matched on the First Bank statement').waitFor();
    await headerBalance().getByText('$97.00').waitFor();
    await userDetail.getByRole('button', { name: 'Close', exact: true }).click();
  });

  it('shows a PDF proof in the viewer (pdf.js loaded then) and rejects that deposit', async () => {
    await user.getByRole('radio', { name: /^First Bank transfer/ }).check();
    await user.getByRole('button', { name: 'Continue with First Bank transfer' }).click();
    await user.getByLabel('Amount (USD)').fill('50');
    await user.getByRole('button', { name: 'Proceed to Payment' }).click();
    await user.getByLabel('Transaction Reference (optional)').fill('FBN-ADMIN-PDF');
    await user.getByLabel('Proof of Payment (optional)').setInputFiles({
      name: 'statement.pdf',
      mimeType: 'application/pdf',
      buffer: pdfProof('First Bank statement'),
    });
    await user.getByRole('button', { name: 'Submit Deposit Request' }).click();
    await user
      .getByRole('dialog', { name: 'Deposit Request Submitted' })
      .getByText('Pending Approval')
      .waitFor();

    const row = admin.getByRole('row').filter({ hasText: 'FBN-ADMIN-PDF' });
    await row.getByRole('button', { name: `View deposit of @${uma.username}` }).click();
    const details = admin.getByRole('dialog', { name: 'Deposit Details' });
    await details.getByRole('img', { name: 'Proof of payment, page 1 of 1' }).waitFor();
    expect(await scriptsWith(LIBRARY_MARKS['pdf.js'])).not.toEqual([]);

    await details.getByRole('button', { name: `Reject deposit of @${uma.username}` }).click();
    const decision = admin.getByRole('dialog', { name: 'Reject Deposit' });
    await decision.getByLabel('Admin notes (optional)').fill('The statement shows no such payment');
    await decision.getByRole('button', { name: 'Reject', exact: true }).click();
    await admin.getByText('Deposit rejected successfully').waitFor();
    await admin.getByText('No pending deposits').waitFor();
  });

  it('marks a withdrawal paid', async () => {
    await user.goto('/withdraw');
    const bankForm = user.getByRole('form', { name: 'Bank withdrawal' });
    await bankForm.getByLabel('Bank').selectOption({ label: 'GTBank' });
    await bankForm.getByLabel('Account Number').fill('0123456789');
    await bankForm.getByText(/^Verified with/).waitFor();
    await bankForm.getByLabel('Amount (NGN)').fill('15000');
    await bankForm.getByRole('button', { name: 'Withdraw' }).click();
    await headerBalance().getByText('$87.00').waitFor();

    const panel = await adminTab('Withdrawals');
    const row = panel.getByRole('row').filter({ hasText: `@${uma.username}` });
    await panel.getByRole('button', { name: 'Refresh' }).click();
    await row.getByText('₦15,000.00').waitFor();
    await row.getByRole('button', { name: `Mark Paid withdrawal of @${uma.username}` }).click();
    const decision = admin.getByRole('dialog', { name: 'Mark Withdrawal Paid' });
    await decision.getByLabel('Admin notes (optional)').fill('GTBank transfer ref GT-5521');
    await decision.getByRole('button', { name: 'Mark Paid' }).click();
    await admin.getByText('Withdrawal marked as paid').waitFor();
    await panel.getByText('No pending withdrawals').waitFor();

    await user.reload();
    await user
      .getByRole('button', { name: 'Cancel withdrawal of ₦15,000.00' })
      .waitFor({ state: 'detached' });
    await headerBalance().getByText('$87.00').waitFor();
  });

  it("adds, edits, disables and deletes a payment method, and the bettor's deposit wizard follows", async () => {
    const panel = await adminTab('Payment Methods');
    const wizardOffers = async (name: RegExp) => {
      await user.goto('/deposit');
      await user.getByRole('radio', { name: /^First Bank transfer/ }).waitFor();
      return user.getByRole('radio', { name }).count();
    };

    await panel.getByRole('button', { name: 'Add Payment Method' }).click();
    const form = admin.getByRole('dialog', { name: 'Add Payment Method' });
    await form.getByLabel('Type').selectOption({ label: 'Zelle' });
    await form.getByLabel('Display name').fill('E2E Zelle');
    await form.getByLabel('Email').fill('payments@p2pbet.local');
    await form.getByLabel('Account name').fill('P2P Bet Ltd');
    await form.getByRole('button', { name: 'Add Payment Method' }).click();
    await admin.getByText('Payment method added successfully').waitFor();
    const row = () => panel.getByRole('row').filter({ hasText: /E2E Zelle/ });
    await row().getByText('Active').waitFor();
    expect(await wizardOffers(/^E2E Zelle/)).toBe(1);

    await row().getByRole('button', { name: 'Edit E2E Zelle' }).click();
    const edit = admin.getByRole('dialog', { name: 'Edit Payment Method' });
    await edit.getByLabel('Display name').fill('E2E Zelle Express');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await admin.getByText('Payment method updated successfully').waitFor();
    await row().getByRole('cell', { name: 'E2E Zelle Express', exact: true }).waitFor();
    expect(await wizardOffers(/^E2E Zelle Express/)).toBe(1);

    await row().getByRole('button', { name: 'Disable E2E Zelle Express' }).click();
    await row().getByText('Disabled').waitFor();
    expect(await wizardOffers(/^E2E Zelle/)).toBe(0);

    await row().getByRole('button', { name: 'Enable E2E Zelle Express' }).click();
    await row().getByText('Active').waitFor();
    expect(await wizardOffers(/^E2E Zelle Express/)).toBe(1);

    await row().getByRole('button', { name: 'Delete E2E Zelle Express' }).click();
    await admin
      .getByRole('dialog', { name: 'Delete payment method' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await admin.getByText('Payment method deleted successfully').waitFor();
    await row().waitFor({ state: 'detached' });
    expect(await wizardOffers(/^E2E Zelle/)).toBe(0);
  });

  it("carries a support message from the bettor's chat to the desk, and the reply back, live", async () => {
    const panel = await adminTab('Support');
    await panel
      .getByRole('list', { name: 'Conversations' })
      .or(panel.getByText(/^No .*conversations/))
      .waitFor();

    await user.goto('/support');
    await user.getByPlaceholder('Type your message...').fill('My withdrawal, when does it arrive?');
    await user.getByRole('button', { name: 'Send message' }).click();
    const chat = user.getByRole('log', { name: 'Conversation with support' });
    await chat.getByText('My withdrawal, when does it arrive?').waitFor();

    await panel.getByRole('button', { name: new RegExp(`@${uma.username}`) }).click();
    const thread = panel.getByRole('log', { name: /^Messages with/ });
    await thread.getByText('My withdrawal, when does it arrive?').waitFor();
    await panel.getByRole('textbox', { name: 'Reply' }).fill('It was paid today: GTBank ref GT-5521.');
    await panel.getByRole('button', { name: 'Send reply' }).click();
    await thread.getByText('It was paid today: GTBank ref GT-5521.').waitFor();

    await chat.getByText('It was paid today: GTBank ref GT-5521.').waitFor();
    await user.getByPlaceholder('Type your message...').fill('Thanks, got it.');
    await user.getByRole('button', { name: 'Send message' }).click();
    await thread.getByText('Thanks, got it.').waitFor();
  });

  it('settles a bet between two demo bettors by hand', async () => {
    const alice = await login('alice@p2pbet.local', 'Alice123!');
    const bob = await login('bob@p2pbet.local', 'Bob12345!');
    const bossToken = await login(ADMIN.email, ADMIN.password);
    const matchId = await scheduleTestMatch(api, {
      startTime: new Date(Date.now() + 30 * 60_000),
      homeTeamId: 'arsenal',
      awayTeamId: 'chelsea',
    });
    const offered = await api('POST', '/api/p2p-betting/offers', {
      token: alice,
      body: { matchId, betAmount: '20.00', betSelection: 'home_win' },
    });
    expect(offered.status).toBe(201);
    const taken = await api('POST', `/api/p2p-betting/offers/${offered.body.data.id}/match`, {
      token: bob,
      body: { counterSelection: 'away_win' },
    });
    expect(taken.status).toBe(201);
    const betId: string = taken.body.data.id;
    // The Bets tab reads the admin service's read model, which learns of the bet from betting's event.
    await patiently(async () => {
      const listed = await api('GET', '/api/admin/peer-bets?status=matched', { token: bossToken });
      expect(listed.body.data.items.map((bet: { id: string }) => bet.id)).toContain(betId);
    });

    const panel = await adminTab('Bets');
    await panel.getByRole('button', { name: 'Settle Arsenal vs Chelsea, alice v bob' }).click();
    const settle = admin.getByRole('dialog', { name: 'Settle Arsenal vs Chelsea' });
    await settle.getByLabel('Result').selectOption({ label: 'Arsenal win (alice wins)' });
    await settle.getByLabel('Reason').fill('Official result 2-1; the feed never reported it');
    await settle.getByRole('button', { name: 'Review' }).click();
    await settle.getByText('This cannot be undone.', { exact: false }).waitFor();
    await settle.getByRole('button', { name: 'Confirm settlement' }).click();
    await admin
      .getByText(/Bet settled/)
      .first()
      .waitFor();
    await panel
      .getByText('Ruled: Arsenal win (alice wins)')
      .or(panel.getByText(/^By an admin: Official result 2-1/))
      .first()
      .waitFor();
  });

  it('suspends the bettor with a reason, whose next action is refused with it, then reinstates them', async () => {
    // The bettor's page is left before the suspension, so the next page is the first to meet it: a CI
    // run saw the open page's poll meet the revoked session and its refresh cut short by this test's
    // own navigation, and the next page opened signed out, without the reason.
    await user.goto('about:blank');
    const panel = await adminTab('Users');
    await panel.getByLabel('Search').fill(uma.username);
    await panel.getByLabel('Search').press('Enter');
    await panel.getByRole('button', { name: `Suspend ${uma.username}` }).click();
    const suspend = admin.getByRole('dialog', { name: /^Suspend / });
    await suspend.getByLabel('Reason').fill('Chargeback under review');
    await suspend.getByRole('button', { name: 'Suspend' }).click();
    await admin.getByText('User suspended').first().waitFor();
    await panel.getByRole('button', { name: `Reinstate ${uma.username}` }).waitFor();

    // The suspension ends the bettor's sessions: the next page they open finds them signed out and
    // says why, and signing in again is refused with the reason.
    await user.goto('/transactions');
    await user.waitForURL((url) => url.pathname === '/login');
    await user.getByText('Your account has been suspended: Chargeback under review').waitFor();
    await user.getByLabel('Email').fill(uma.email);
    await user.getByLabel('Password', { exact: true }).fill(uma.password);
    await user.getByRole('button', { name: 'Sign In' }).click();
    await user.getByText('Your account has been suspended: Chargeback under review').waitFor();

    await panel.getByRole('button', { name: `Reinstate ${uma.username}` }).click();
    const reinstate = admin.getByRole('dialog', { name: /^Reinstate / });
    await reinstate.getByLabel('Reason').fill('Chargeback withdrawn by the bank');
    await reinstate.getByRole('button', { name: 'Reinstate' }).click();
    await admin.getByText('User reinstated').first().waitFor();
    await panel.getByRole('button', { name: `Suspend ${uma.username}` }).waitFor();

    await signIn(user, uma.email, uma.password);
    await headerBalance().getByText('$87.00').waitFor();
  });

  it('finishes a simulated match now, and the bettor who backed the winner is paid at once', async () => {
    // A day of its own, past the demo season's fixtures: the match is the only one the tab lists.
    const kickoff = new Date(Date.now() + 20 * 24 * 3_600_000);
    const matchId = await scheduleTestMatch(api, {
      startTime: kickoff,
      homeTeamId: 'liverpool',
      awayTeamId: 'everton',
    });
    // Her first token ended with the suspension above.
    const umaToken = await login(uma.email, uma.password);
    const bob = await login('bob@p2pbet.local', 'Bob12345!');
    const offered = await api('POST', '/api/p2p-betting/offers', {
      token: umaToken,
      body: { matchId, betAmount: '10.00', betSelection: 'home_win' },
    });
    expect(offered.status).toBe(201);
    const taken = await api('POST', `/api/p2p-betting/offers/${offered.body.data.id}/match`, {
      token: bob,
      body: { counterSelection: 'away_win' },
    });
    expect(taken.status).toBe(201);
    await headerBalance().getByText('$77.00').waitFor();

    const panel = await adminTab('Matches');
    await panel.getByText('Simulated matches (demo mode)').waitFor();
    await panel.getByLabel('Day (UTC)').fill(kickoff.toISOString().slice(0, 10));
    await panel.getByRole('button', { name: 'Finish now: Liverpool vs Everton' }).click();
    const finish = admin.getByRole('dialog', { name: 'Finish Liverpool vs Everton' });
    await finish.getByLabel('Liverpool goals').fill('2');
    await finish.getByLabel('Everton goals').fill('1');
    await finish.getByLabel('Reason').fill('Demo: show a bet settling without the clock');
    await finish.getByRole('button', { name: 'Review' }).click();
    await finish.getByText('This cannot be undone.', { exact: false }).waitFor();
    await finish.getByRole('button', { name: 'Finish match' }).click();
    await admin.getByText('Match finished successfully').first().waitFor();
    const row = panel.getByRole('row').filter({ hasText: 'Liverpool vs Everton' });
    await row.getByText('Finished').waitFor();
    await row.getByText('2–1').waitFor();

    // Both stakes to Uma, who backed Liverpool: her header follows without a reload.
    await headerBalance().getByText('$97.00').waitFor();
  });

  it('lists each of these actions in the audit log', async () => {
    const bossToken = (await api('POST', '/api/auth/login', { body: ADMIN })).body.data.token as string;
    const actions = {
      'deposit.approved': 'Deposit approved',
      'deposit.rejected': 'Deposit rejected',
      'withdrawal.paid': 'Withdrawal paid',
      'payment_method.created': 'Payment method added',
      'payment_method.updated': 'Payment method changed',
      'payment_method.deleted': 'Payment method deleted',
      'user.suspended': 'User suspended',
      'user.reinstated': 'User reinstated',
      'bet.settled_manually': 'Bet settled by hand',
      'match.finished_manually': 'Match finished by hand',
    };
    // The log is written from each service's events: wait until the last of them has arrived.
    await patiently(async () => {
      const missing: string[] = [];
      for (const action of Object.keys(actions)) {
        const answer = await api('GET', `/api/admin/audit?action=${action}`, { token: bossToken });
        if (answer.body.data.total === 0) missing.push(action);
      }
      expect(missing).toEqual([]);
    });

    const REASONS: Record<string, string> = {
      'user.suspended': 'Chargeback under review',
      'deposit.approved': 'Matched on the First Bank statement',
      'match.finished_manually': 'Demo: show a bet settling without the clock',
    };
    const panel = await adminTab('Audit Log');
    for (const [action, label] of Object.entries(actions)) {
      await panel.getByLabel('Action').selectOption(action);
      const entry = panel.getByRole('article', { name: new RegExp(`^${label}, `) }).first();
      await entry.waitFor();
      const reason = REASONS[action];
      if (reason) {
        // An entry is one line; its before and after open on demand.
        await entry.getByRole('button', { name: /^Show details/ }).click();
        await entry.getByText(reason).waitFor();
      }
    }
  });
});
