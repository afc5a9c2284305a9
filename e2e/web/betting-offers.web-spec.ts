/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@p2p/testing';
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { adminToken, registerBettor, type Api } from '../support/bettors';
import {
  screenshotAtWidths,
  seriousAccessibilityViolations,
  signIn,
  useWebPlatform,
} from '../support/browser';

const ALICE = { email: 'alice@p2pbet.local', password: 'Alice123!' };
const BOB = { email: 'bob@p2pbet.local', password: 'Bob12345!' };
const DAY_MS = 24 * 60 * 60_000;

interface TestMatch {
  id: string;
  startTime: string;
}

/** A Premier League match far enough ahead to bet on, created through football's test controls. */
async function createMatch(
  api: Api,
  homeTeamId: string,
  awayTeamId: string,
  daysAhead: number,
): Promise<TestMatch> {
  // An odd minute, so the card is found by its kick-off even if the demo season has the same pairing.
  const start = new Date(Date.now() + daysAhead * DAY_MS);
  start.setUTCHours(17, 37, 0, 0);
  const created = await api('POST', '/api/football/test/matches', {
    token: adminToken(),
    body: { leagueId: 'premier-league', homeTeamId, awayTeamId, startTime: start.toISOString() },
  });
  expect(created.status).toBe(201);
  const match = { id: created.body.data.id as string, startTime: created.body.data.startTime as string };
  await eventually(async () => {
    expect((await api('GET', `/api/p2p-betting/matches/${match.id}/offers`)).status).toBe(200);
  });
  return match;
}

async function walletAvailable(api: Api, account: { email: string; password: string }): Promise<string> {
  const login = await api('POST', '/api/auth/login', { body: account });
  const balance = await api('GET', '/api/wallet/balance', { token: login.body.data.token });
  return balance.body.data.available as string;
}

/** Waits until the header shows the wallet's available balance (pushed live, never reloaded). */
async function headerShows(page: Page, amount: string): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      document
        .querySelector('[data-testid="header-balance"]')
        ?.textContent?.replace(/,/g, '')
        .includes(`$${expected}`),
    amount,
    { timeout: 20_000 },
  );
}

const leagueCard = (page: Page, match: TestMatch): Locator =>
  page.locator('article.league-match', { has: page.locator(`time[datetime="${match.startTime}"]`) });

const toast = (page: Page, text: string) => page.locator('.ui-toast').filter({ hasText: text });

async function createOfferFromLeague(
  page: Page,
  match: TestMatch,
  prediction: 'Home Win' | 'Draw' | 'Away Win',
  amount: string,
  description: string,
): Promise<void> {
  await page.goto('/league/premier-league');
  await leagueCard(page, match).getByRole('button', { name: prediction }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Bet Offer' });
  await dialog.getByLabel('Bet Amount ($)').fill(amount);
  await dialog.getByLabel('Description (optional)').fill(description);
  await dialog.getByRole('button', { name: 'Create Bet Offer' }).click();
  await toast(page, 'Bet offer created successfully!').waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}

/**
 * The peer-to-peer journey in the browser: a guest browses, alice posts an offer from a league page,
 * bob finds it by search and matches it, the match finishes and both histories and balances move
 * live; a cancel; a bettor without funds sent to /deposit.
 */
describe('betting offers', () => {
  const platform = useWebPlatform({ FOOTBALL_TEST_CONTROLS: 'true' });
  let api: Api;
  let journeyMatch: TestMatch;
  let openMatch: TestMatch;
  let alice: Page;
  let bob: Page;
  const tag = randomBytes(3).toString('hex');

  beforeAll(async () => {
    api = platform.api;
    journeyMatch = await createMatch(api, 'arsenal', 'chelsea', 3);
    openMatch = await createMatch(api, 'liverpool', 'everton', 4);
    ({ page: alice } = await platform.newPage());
    ({ page: bob } = await platform.newPage());
  });

  it('lets a guest browse offers and league matches but asks them to log in to bet', async () => {
    const { page, context } = await platform.newPage();
    await page.goto('/bet-offers');
    await page.getByRole('heading', { name: 'Available Bet Offers' }).waitFor();
    await page.getByText('No bet offers found').waitFor();
    expect(await page.getByText('Available Offers').count()).toBe(1);
    await expectAccessible(page);
    await screenshotAtWidths(page, 'bet-offers-guest-empty');

    await page.getByRole('button', { name: 'Create Bet Offer' }).first().click();
    const login = page.getByRole('dialog', { name: 'Login Required' });
    await login.getByText('You need to be logged in to perform this action.').waitFor();
    await login.getByRole('button', { name: 'Cancel' }).click();
    await login.waitFor({ state: 'hidden' });

    await page.goto('/league/premier-league');
    await page.getByRole('heading', { name: /Premier League/ }).waitFor();
    await leagueCard(page, journeyMatch).getByRole('button', { name: 'Home Win' }).click();
    await page.getByText('You need to be logged in to create and manage your betting offers.').waitFor();
    await page.getByRole('dialog', { name: 'Login Required' }).getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });

  it('alice creates an offer from the league page and her held stake leaves the header balance', async () => {
    await signIn(alice, ALICE.email, ALICE.password);
    const before = await walletAvailable(api, ALICE);
    await alice.goto('/league/premier-league');
    const card = leagueCard(alice, journeyMatch);
    await card.getByText('VS').waitFor();
    await expectAccessible(alice);
    await screenshotAtWidths(alice, 'league-offers');

    await card.getByRole('button', { name: 'Home Win' }).click();
    const dialog = alice.getByRole('dialog', { name: 'Create Bet Offer' });
    expect(await dialog.getByLabel('Bet Amount ($)').inputValue()).toBe('10');
    expect(await dialog.getByLabel(/Home Win/).isChecked()).toBe(true);
    await dialog.getByLabel('Bet Amount ($)').fill('1001');
    await dialog.getByRole('button', { name: 'Create Bet Offer' }).click();
    await dialog.getByText('Bet amount must be between $1 and $1000').waitFor();
    await expectAccessible(alice);
    await screenshotAtWidths(alice, 'create-offer-modal', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await createOfferFromLeague(alice, journeyMatch, 'Home Win', '25', `Arsenal all day ${tag}`);
    expect(Number(await walletAvailable(api, ALICE))).toBeCloseTo(Number(before) - 25, 2);
    await headerShows(alice, await walletAvailable(api, ALICE));
  });

  it('bob finds the offer on /bet-offers by search and matches it', async () => {
    await signIn(bob, BOB.email, BOB.password);
    await bob.goto('/bet-offers');
    await bob.getByLabel('Search').fill('alice');
    await bob.waitForURL((url) => url.searchParams.get('search') === 'alice');
    const offer = bob.locator('article.offer-card').filter({ hasText: `Arsenal all day ${tag}` });
    await offer.waitFor();
    expect(await offer.getByRole('button', { name: 'Match (Home)' }).count()).toBe(0);
    await expectAccessible(bob);
    await screenshotAtWidths(bob, 'bet-offers-search');

    // The filtered page survives a reload: the filters live in the URL.
    await bob.reload();
    await offer.waitFor();
    expect(await bob.getByLabel('Search').inputValue()).toBe('alice');

    await offer.getByRole('button', { name: 'Match (Away)' }).click();
    const confirm = bob.getByRole('dialog', { name: 'Confirm Bet' });
    await confirm.getByText('Away Win (Chelsea)').waitFor();
    await screenshotAtWidths(bob, 'match-offer-confirm', { fullPage: false });
    await confirm.getByRole('button', { name: 'Confirm Bet' }).click();
    await toast(bob, 'Bet matched successfully! Good luck!').waitFor();
    await offer.waitFor({ state: 'detached' });
    await headerShows(bob, await walletAvailable(api, BOB));
  });

  it('alice sees the offer as matched in her history', async () => {
    await alice.goto('/bethistory?status=matched');
    const entry = alice.locator('article.history-card').filter({ hasText: 'Arsenal vs Chelsea' });
    await entry.getByText('In Progress').waitFor();
    await entry.getByRole('button', { name: 'Show More' }).click();
    // The details name him, and so does the escrow trail below them.
    await entry.getByText(`@${'bob'}`).first().waitFor();
    await entry.getByText('Match Result').waitFor();
    await entry.getByRole('button', { name: 'Show Less' }).waitFor();

    // The right sidebar's recent bets show the matched offer as Active too.
    await alice.goto('/');
    const recent = alice.locator('section[aria-labelledby="recent-bets-title"] li');
    await recent.filter({ hasText: 'Arsenal vs Chelsea' }).filter({ hasText: 'Active' }).first().waitFor();
  });

  it('cancels an open offer', async () => {
    await createOfferFromLeague(alice, openMatch, 'Draw', '15', `Cancel me ${tag}`);
    await createOfferFromLeague(alice, openMatch, 'Away Win', '12', `Everton upset ${tag}`);
    await alice.goto('/bet-offers?search=alice');
    const own = alice.locator('article.offer-card').filter({ hasText: `Cancel me ${tag}` });
    await own.getByText('This is your own bet offer').waitFor();
    expect(await own.getByRole('button', { name: /^Match/ }).count()).toBe(0);
    const before = await walletAvailable(api, ALICE);
    await own.getByRole('button', { name: 'Cancel' }).click();
    await alice
      .getByRole('dialog', { name: 'Cancel Bet Offer' })
      .getByRole('button', { name: 'Cancel Offer' })
      .click();
    await toast(alice, 'Bet offer cancelled successfully!').waitFor();
    await own.waitFor({ state: 'detached' });
    await eventually(async () => {
      expect(Number(await walletAvailable(api, ALICE))).toBeCloseTo(Number(before) + 15, 2);
    });
  });

  it("shows alice's offers to bob on /user-offers/alice", async () => {
    await bob.goto('/user-offers/alice');
    await bob.getByRole('heading', { name: 'Bet Against @alice' }).waitFor();
    await bob.getByText('Active User').waitFor();
    const offer = bob.locator('article.user-offer').filter({ hasText: `Everton upset ${tag}` });
    await offer.getByText("You'll bet:").waitFor();
    await offer.getByText('Home Win (Liverpool)').waitFor();
    await expectAccessible(bob);
    await screenshotAtWidths(bob, 'user-offers');
    await bob.getByRole('tab', { name: 'Expired' }).click();
    await bob.getByText('No offers found').waitFor();

    await bob.getByRole('tab', { name: 'Open Offers' }).click();
    await offer.getByRole('button', { name: 'Bet Against' }).click();
    await bob
      .getByRole('dialog', { name: 'Confirm Bet' })
      .getByRole('button', { name: 'Confirm Bet' })
      .click();
    await toast(bob, 'Bet matched successfully! Good luck!').waitFor();
    await bob.getByRole('tab', { name: 'Matched' }).click();
    const taken = bob.locator('article.user-offer').filter({ hasText: `Everton upset ${tag}` });
    await taken.getByText('In Progress').waitFor();
    await taken.getByRole('button', { name: 'Not Available' }).waitFor();
  });

  it('settles when the match finishes: alice won, bob lost, balances move live', async () => {
    // Both screens are open before the final whistle: the results arrive without a reload.
    await alice.goto('/bethistory');
    await bob.goto('/bethistory');
    const aliceEntry = alice.locator('article.history-card').filter({ hasText: 'Arsenal vs Chelsea' });
    const bobEntry = bob.locator('article.history-card').filter({ hasText: 'Arsenal vs Chelsea' });
    await aliceEntry.getByText('In Progress').waitFor();
    await bobEntry.getByText('In Progress').waitFor();

    const finished = await api('POST', `/api/football/test/matches/${journeyMatch.id}/finish`, {
      token: adminToken(),
      body: { home: 2, away: 0 },
    });
    expect(finished.status).toBe(200);
    await aliceEntry.getByText('Won', { exact: true }).waitFor({ timeout: 30_000 });
    await bobEntry.getByText('Lost', { exact: true }).waitFor({ timeout: 30_000 });
    await aliceEntry.getByText('+$25.00').waitFor();
    await headerShows(alice, await walletAvailable(api, ALICE));
    await headerShows(bob, await walletAvailable(api, BOB));
    await alice.locator('article.history-card').filter({ hasText: 'Cancelled' }).first().waitFor();
    await expectAccessible(alice);
    await screenshotAtWidths(alice, 'bet-history-all');

    await alice.getByRole('tab', { name: 'Settled Bets' }).click();
    await alice.waitForURL((url) => url.searchParams.get('status') === 'settled');
    await aliceEntry.getByRole('button', { name: 'Show More' }).click();
    await screenshotAtWidths(alice, 'bet-history-settled');
  });

  it('sends a bettor without funds to /deposit from the Insufficient Balance modal', async () => {
    const fresh = await registerBettor(api, 'Nora Nofunds');
    const { page, context } = await platform.newPage();
    await signIn(page, fresh.email, fresh.password);
    await page.goto('/league/premier-league');
    await leagueCard(page, openMatch).getByRole('button', { name: 'Away Win' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Bet Offer' });
    await dialog.getByRole('button', { name: 'Create Bet Offer' }).click();
    const insufficient = page.getByRole('dialog', { name: 'Insufficient Balance' });
    await insufficient.waitFor();
    await screenshotAtWidths(page, 'insufficient-balance', { fullPage: false });
    await insufficient.getByRole('button', { name: 'Add Funds to Account' }).click();
    await page.waitForURL((url) => url.pathname === '/deposit');

    await page.goto('/bethistory');
    await page.getByText('No bets found').waitFor();
    await screenshotAtWidths(page, 'bet-history-empty');
    await context.close();
  });
});
