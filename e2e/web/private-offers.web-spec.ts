import { beforeAll, describe, expect, it } from '@jest/globals';
import { ADULT_DATE_OF_BIRTH, eventually } from '@p2p/testing';
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import {
  adminToken,
  cents,
  createPaymentMethod,
  depositAndApprove,
  finishTestMatch,
  fundBettors,
  registerBettor,
  scheduleTestMatch,
  type Api,
  type RegisteredBettor,
} from '../support/bettors';
import {
  screenshotAtWidths,
  seriousAccessibilityViolations,
  signIn,
  useWebPlatform,
} from '../support/browser';
import { mailedVerificationPin } from '../support/email-verification';
import { escrowTrailRows, stepTotal } from '../support/escrow-trail';

const DAY_MS = 24 * 60 * 60_000;

const toast = (page: Page, text: string) => page.locator('.ui-toast').filter({ hasText: text });

/**
 * Issue 23's private offers in the browser: alice makes an offer for bob only, bob finds it on his
 * dashboard and takes it, carol never sees it; alice makes a link offer, a guest opens the link,
 * signs up, is funded and takes it; once the match is finished both sides see the escrow trail.
 */
describe('private offers', () => {
  const platform = useWebPlatform({ FOOTBALL_TEST_CONTROLS: 'true' });
  let api: Api;
  let alice: RegisteredBettor;
  let bob: RegisteredBettor;
  let carol: RegisteredBettor;
  let matchId: string;
  let startTime: string;
  let alicePage: Page;
  const bets: { bob?: string; guest?: string } = {};
  const guest = {
    email: `guest_${randomBytes(4).toString('hex')}@example.com`,
    password: 'Correct-Horse-9',
    token: '',
  };

  beforeAll(async () => {
    api = platform.api;
    [alice, bob, carol] = [
      await registerBettor(api, 'Alice Private'),
      await registerBettor(api, 'Bob Friend'),
      await registerBettor(api, 'Carol Other'),
    ];
    await fundBettors(api, [alice, bob, carol], '100.00');
    // An odd minute, so the league page's card is found by its kick-off.
    const start = new Date(Date.now() + 3 * DAY_MS);
    start.setUTCHours(18, 43, 0, 0);
    matchId = await scheduleTestMatch(api, { startTime: start });
    startTime = start.toISOString();
    ({ page: alicePage } = await platform.newPage());
    await signIn(alicePage, alice.email, alice.password);
  });

  const leagueCard = (page: Page): Locator =>
    page.locator('article.league-match', { has: page.locator(`time[datetime="${startTime}"]`) });

  /** Opens Create Bet Offer on the match's league card with alice's prediction and stake. */
  async function openCreateOffer(page: Page, amount: string): Promise<Locator> {
    await page.goto('/league/premier-league');
    await leagueCard(page).getByRole('button', { name: 'Home Win' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Bet Offer' });
    await dialog.getByLabel('Bet Amount ($)').fill(amount);
    return dialog;
  }

  async function offerIdsVisibleTo(bettor: RegisteredBettor): Promise<string[]> {
    const lists = await Promise.all([
      api('GET', '/api/p2p-betting/offers/public'),
      api('GET', `/api/p2p-betting/matches/${matchId}/offers`),
      api('GET', `/api/p2p-betting/offers/user/${alice.username}`, { token: bettor.token }),
    ]);
    return lists.flatMap((list) => (list.body.data as Array<{ id: string }>).map((offer) => offer.id));
  }

  it('alice makes an offer for bob only; bob sees it on his dashboard and takes it; carol never sees it', async () => {
    const dialog = await openCreateOffer(alicePage, '20');
    await dialog.getByLabel('A friend').check();
    await dialog.getByRole('combobox', { name: "Friend's username" }).fill(bob.username);
    await expectAccessible(alicePage);
    await screenshotAtWidths(alicePage, 'create-offer-for-a-friend', { fullPage: false });
    await dialog.getByRole('button', { name: 'Create Bet Offer' }).click();
    await toast(alicePage, 'Bet offer created successfully!').waitFor();
    const mine = await api('GET', '/api/p2p-betting/my-offers', { token: alice.token });
    const offer = mine.body.data.find(
      (candidate: { match: { id: string } }) => candidate.match.id === matchId,
    );
    expect(offer).toMatchObject({
      visibility: 'user',
      privateTo: { username: bob.username },
      betAmount: '20.00',
    });

    // Carol: in no list, not even by search for alice, and its id answers 404.
    const { page: carolPage, context: carolContext } = await platform.newPage();
    await signIn(carolPage, carol.email, carol.password);
    await carolPage.goto(`/bet-offers?search=${alice.username}`);
    await carolPage.getByText('No bet offers found').waitFor();
    await carolPage.goto('/');
    await carolPage.getByRole('heading', { name: 'Your Bet Offers' }).waitFor();
    expect(await carolPage.getByRole('heading', { name: 'Offers for you' }).count()).toBe(0);
    expect(await offerIdsVisibleTo(carol)).not.toContain(offer.id);
    expect((await api('GET', `/api/p2p-betting/offers/${offer.id}`, { token: carol.token })).status).toBe(
      404,
    );
    await carolContext.close();

    // Bob: on his dashboard, marked for him; he takes it.
    const { page: bobPage, context: bobContext } = await platform.newPage();
    await signIn(bobPage, bob.email, bob.password);
    const forYou = bobPage.getByRole('region', { name: 'Offers for you' });
    const card = forYou.locator('article.offer-card').filter({ hasText: 'Private · for you' });
    await card.waitFor();
    await expectAccessible(bobPage);
    await screenshotAtWidths(bobPage, 'dashboard-offers-for-you');
    await card.getByRole('button', { name: 'Match (Away)' }).click();
    const confirm = bobPage.getByRole('dialog', { name: 'Confirm Bet' });
    await confirm.getByRole('button', { name: 'Confirm Bet' }).click();
    await toast(bobPage, 'Bet matched successfully! Good luck!').waitFor();
    await card.waitFor({ state: 'detached' });
    const bobBets = await api('GET', '/api/p2p-betting/my-bets', { token: bob.token });
    bets.bob = bobBets.body.data.find(
      (bet: { offerId?: string; id: string; match?: { id: string } }) => bet.match?.id === matchId,
    )?.id;
    expect(bets.bob).toBeDefined();
    await bobContext.close();
  });

  it('alice makes a link offer; a guest opens the link, signs up, is funded and takes it', async () => {
    const dialog = await openCreateOffer(alicePage, '15');
    await dialog.getByLabel('Anyone with the link').check();
    await dialog.getByRole('button', { name: 'Create Bet Offer' }).click();
    const share = alicePage.getByRole('dialog', { name: 'Share Your Offer' });
    const linkBox = share.getByLabel('Link');
    await linkBox.waitFor();
    const link = new URL(await linkBox.inputValue());
    expect(link.pathname).toMatch(/^\/offer-link\/[A-Za-z0-9_-]{43}$/);
    await expectAccessible(alicePage);
    await screenshotAtWidths(alicePage, 'create-offer-link-shown', { fullPage: false });
    await share.getByRole('button', { name: 'Done' }).click();

    const { page, context } = await platform.newPage();
    await page.goto(link.pathname);
    await page.getByText('Log in or sign up to take this offer.').waitFor();
    await page.getByText('$15.00').first().waitFor();
    await expectAccessible(page);
    await screenshotAtWidths(page, 'offer-link-guest');
    await page.getByRole('link', { name: 'Sign up', exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === '/signup' && url.searchParams.get('next') === link.pathname,
    );
    await page.getByLabel('Full name').fill('Gina Guest');
    await page.getByLabel('Phone number').fill('+1 555 010 4455');
    await page.getByLabel('Email').fill(guest.email);
    await page.getByLabel('Date of birth').fill(ADULT_DATE_OF_BIRTH);
    await page.getByLabel('Password', { exact: true }).fill(guest.password);
    await page.getByLabel('I agree to the Terms of Service').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    // Back on the link, signed in, with nothing to stake yet.
    await page.waitForURL((url) => url.pathname === link.pathname);

    // Money moves only for a verified email (issue 30): the guest enters the mailed PIN.
    const verified = await api('POST', '/api/email-verification/verify-pin', {
      body: { email: guest.email, pin: await mailedVerificationPin(api, guest.email) },
    });
    expect(verified.status).toBe(200);
    const login = await api('POST', '/api/auth/login', {
      body: { email: guest.email, password: guest.password },
    });
    expect(login.status).toBe(200);
    guest.token = login.body.data.token;
    const admin = adminToken();
    await depositAndApprove(
      api,
      { ...login.body.data.user, email: guest.email, password: guest.password, token: guest.token },
      admin,
      await createPaymentMethod(api, admin),
      '50.00',
    );

    await page.reload();
    // The page's token check finds the email verified and renews the token signed before the PIN.
    await page.waitForFunction(() => {
      const payload = localStorage.getItem('authToken')?.split('.')[1];
      return payload ? JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))).ev === true : false;
    });
    await page.getByRole('button', { name: 'Match (Draw)' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm Bet' })
      .getByRole('button', { name: 'Confirm Bet' })
      .click();
    await toast(page, 'Bet matched successfully! Good luck!').waitFor();
    await page.waitForURL((url) => url.pathname === '/bethistory' && url.searchParams.has('bet'));
    bets.guest = new URL(page.url()).searchParams.get('bet') ?? undefined;
    expect(bets.guest).toBeDefined();
    await context.close();
  });

  it('after the match both sides of each bet see the escrow trail: held, captured and paid summing to the stakes', async () => {
    await finishTestMatch(api, matchId, 2, 0);
    const sides: Array<[string, { email: string; password: string; token: string }, string]> = [
      [bets.bob!, alice, '20.00'],
      [bets.bob!, bob, '20.00'],
      [bets.guest!, guest, '15.00'],
    ];
    for (const [betId, who] of sides) {
      await eventually(async () => {
        const trail = await api('GET', `/api/wallet/bets/${betId}/escrow`, { token: who.token });
        expect(trail.status).toBe(200);
        expect(trail.body.data.rows.map((row: { step: string }) => row.step)).toContain('paid');
      }, 30_000);
    }

    // Alice reads hers in the bet history; bob and the guest on each bet's own page.
    for (const [betId, who, stake] of sides) {
      const { page, context } = await platform.newPage();
      await signIn(page, who.email, who.password);
      await page.goto(who === alice ? `/bethistory?bet=${betId}` : `/bets/${betId}`);
      await page
        .getByRole('region', { name: 'Escrow trail' })
        .getByRole('cell', { name: 'Paid to winner' })
        .waitFor({ timeout: 20_000 });
      const rows = await escrowTrailRows(page);
      const pot = 2n * cents(stake);
      expect(stepTotal(rows, 'Held')).toBe(pot);
      expect(stepTotal(rows, 'Captured')).toBe(pot);
      expect(stepTotal(rows, 'Paid to winner') + stepTotal(rows, 'Commission')).toBe(pot);
      if (who === guest) {
        await page.getByText('Lost').first().waitFor();
        await expectAccessible(page);
        await screenshotAtWidths(page, 'bet-page');
      }
      await context.close();
    }
  });

  async function expectAccessible(page: Page): Promise<void> {
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  }
});
