/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser.
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { adminToken, type Api } from '../support/bettors';
import {
  screenshotAtWidths,
  seriousAccessibilityViolations,
  signIn,
  useWebPlatform,
} from '../support/browser';

interface Match {
  id: string;
  homeTeam: { name: string; score: number | null };
  awayTeam: { name: string; score: number | null };
  league: { id: string; name: string };
  startTime: string;
  status: string;
  isLive: boolean;
  featured: boolean;
}

const ALICE = { email: 'alice@p2pbet.local', password: 'Alice123!' };
const BOB = { email: 'bob@p2pbet.local', password: 'Bob12345!' };

async function tokenOf(api: Api, account: { email: string; password: string }): Promise<string> {
  const answer = await api('POST', '/api/auth/login', { body: account });
  expect(answer.status).toBe(200);
  return answer.body.data.token;
}

/** The demo accounts are funded asynchronously at start-up; offers need the money held first. */
async function waitForFunds(api: Api, token: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const answer = await api('GET', '/api/wallet/balance', { token });
    if (answer.status === 200 && Number(answer.body.data.available) > 100) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The demo account was never funded');
}

async function createOffer(
  api: Api,
  token: string,
  matchId: string,
  betSelection: string,
  betAmount: number,
) {
  const answer = await api('POST', '/api/p2p-betting/offers', {
    token,
    body: { matchId, betSelection, betAmount, description: `E2E ${betSelection}` },
  });
  expect(answer.status).toBe(201);
  return answer.body.data;
}

/** Full-page screenshots from the top, so the sticky header sits where a visitor sees it. */
async function screenshots(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotAtWidths(page, name);
}

/** Dashboard, premium markets and live betting of the betting remote, against the real services. */
describe('betting dashboard, premium markets and live betting', () => {
  const platform = useWebPlatform({ FOOTBALL_TEST_CONTROLS: 'true' });
  let api: Api;
  let popular: Match;

  beforeAll(async () => {
    api = platform.api;
    const [alice, bob] = [await tokenOf(api, ALICE), await tokenOf(api, BOB)];
    await Promise.all([waitForFunds(api, alice), waitForFunds(api, bob)]);

    // A featured match still open for betting gets 3 offers from alice and 1 from bob: Most Popular.
    const dashboard = (await api('GET', '/api/football/dashboard')).body.data;
    const soon = Date.now() + 30 * 60_000;
    popular = (dashboard.featuredMatches as Match[]).find(
      (match) => match.status === 'Scheduled' && Date.parse(match.startTime) > soon,
    )!;
    expect(popular).toBeDefined();
    await createOffer(api, alice, popular.id, 'home_win', 10);
    await createOffer(api, alice, popular.id, 'draw', 15);
    await createOffer(api, alice, popular.id, 'over_2.5', 20);
    await createOffer(api, bob, popular.id, 'away_win', 25);
  });

  it('shows a guest the hero counts, the spotlight and the grid, and asks for a login to bet', async () => {
    const { page, context } = await platform.newPage();
    await page.goto('/');

    const { stats, spotlightMatch } = (await api('GET', '/api/football/dashboard')).body.data;
    await page.getByTestId('hero-live').getByText(String(stats.liveMatchesCount), { exact: true }).waitFor();
    expect(await page.getByTestId('hero-markets').textContent()).toBe(
      stats.totalMarketsCount.toLocaleString('en-US'),
    );
    expect(await page.getByTestId('hero-today').textContent()).toBe(String(stats.upcomingTodayCount));
    await page.getByTestId('spotlight').getByText(spotlightMatch.homeTeam.name).first().waitFor();

    const more = page.getByRole('button', { name: /^Show \d+ more match/ });
    if (await more.count()) await more.click();
    const card = page.locator(`[data-testid="match-card"][data-match-id="${popular.id}"]`);
    await card.getByText('@bob').waitFor();
    expect(await card.locator('.offer-card').count()).toBe(3);
    await card.getByRole('link', { name: 'View 1 more offer' }).waitFor();
    const matchButton = card.getByRole('button', { name: /^Match \(/ }).first();
    expect(await matchButton.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Create Bet Offer' }).first().isDisabled()).toBe(true);
    await page.getByText('Login to create bet offers').waitFor();

    await card.getByRole('button', { name: 'Make an Offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login Required' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await screenshots(page, 'betting-dashboard-guest');

    // The header's Football menu narrows the grid to one league; Live Betting to the matches in play.
    await page.getByRole('banner').getByRole('button', { name: 'Football' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Serie A', exact: true }).click();
    const grid = page.locator('#p2p-grid');
    await grid.getByRole('link', { name: 'All Serie A matches' }).waitFor();
    const competitions = await grid.locator('.match-card__competition').allTextContents();
    expect(competitions.length).toBeGreaterThan(0);
    expect(new Set(competitions)).toEqual(new Set(['Serie A']));
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Live Betting/ })
      .click();
    await grid.getByRole('button', { name: 'Live Only', pressed: true }).waitFor();
    expect(await grid.getByTestId('match-card').count()).toBe(stats.liveMatchesCount);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Chosen away from the dashboard, the league still reaches it once it has loaded.
    await page.goto('/bet-offers');
    await page.getByRole('heading', { name: 'Available Bet Offers' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Football' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'La Liga', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await grid.getByRole('link', { name: 'All La Liga matches' }).waitFor();
    await context.close();
  });

  it('shows alice her offers and creates one from the dashboard', async () => {
    const { page, context } = await platform.newPage();
    await signIn(page, ALICE.email, ALICE.password);

    const yours = page.getByTestId('your-offers');
    await yours.getByText('This is your own bet offer').first().waitFor();
    expect(await yours.locator('.offer-card').count()).toBe(3);

    await page.getByRole('button', { name: 'Create Bet Offer' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Bet Offer' });
    await dialog.getByLabel('League').selectOption(popular.league.id);
    const match = dialog.getByLabel('Match');
    await match
      .locator('option', { hasText: `${popular.homeTeam.name} vs ${popular.awayTeam.name}` })
      .waitFor({ state: 'attached' });
    const value = await match
      .locator('option', { hasText: `${popular.homeTeam.name} vs ${popular.awayTeam.name}` })
      .getAttribute('value');
    await match.selectOption(value!);
    await dialog.getByLabel('Bet Amount ($)').fill('12');
    await dialog.getByLabel(/Away Win/).check();
    await dialog.getByRole('button', { name: 'Create Bet Offer' }).click();

    await page.getByText('Bet offer created successfully!').waitFor();
    await yours.locator('.offer-card').nth(3).waitFor();
    await yours.getByText('$12.00').waitFor();

    // Bob's offer is open to her; her own are not.
    const available = page.getByTestId('available-offers');
    const bobs = available.locator('article', { hasText: '@bob' });
    expect(await bobs.getByRole('button', { name: 'Home Win' }).isEnabled()).toBe(true);
    const hers = available.locator('article', { hasText: '@alice' }).first();
    await hers.getByText('This is your own bet offer').waitFor();
    expect(await hers.getByRole('button').first().isDisabled()).toBe(true);

    await page.getByTestId('recent-bets').getByText('Open').first().waitFor();
    await screenshots(page, 'betting-dashboard-alice');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await context.close();
  });

  it('finds bob with Bet with a Friend and opens his offers', async () => {
    const { page, context } = await platform.newPage();
    await signIn(page, ALICE.email, ALICE.password);

    const search = page.getByRole('combobox', { name: "Friend's username" });
    const connect = page.getByRole('button', { name: 'Connect' });
    await search.fill('@bo');
    expect(await connect.isDisabled()).toBe(true);
    await page.getByRole('option', { name: /@bob/ }).click();
    expect(await search.inputValue()).toBe('@bob');
    await connect.click();

    await page.waitForURL((url) => url.pathname === '/user-offers/bob');
    await context.close();
  });

  it('filters premium markets and loads more of them', async () => {
    const { page, context } = await platform.newPage();
    await page.goto('/premium-markets');

    const cards = page.getByTestId('premium-grid').getByTestId('match-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(10);
    await page.getByRole('button', { name: 'Load More Markets' }).click();
    await cards.nth(19).waitFor();
    expect(await cards.count()).toBe(20);
    expect(await page.getByTestId('premium-listed').textContent()).toBe('20');

    const live = (await api('GET', '/api/football/live')).body.data as Match[];
    await page.getByRole('button', { name: 'Live Only' }).click();
    expect(await cards.count()).toBe(live.length);
    for (const match of live)
      await cards.filter({ hasText: match.homeTeam.name }).getByText('LIVE', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Most Popular' }).click();
    await page.locator(`[data-testid="match-card"][data-match-id="${popular.id}"]`).waitFor();
    expect(await cards.count()).toBe(1);
    const offers = (await api('GET', `/api/p2p-betting/matches/${popular.id}/offers`)).body;
    expect(await cards.first().locator('.offer-card').count()).toBe(offers.count);

    await page.getByRole('button', { name: 'Featured' }).click();
    await cards.first().waitFor();
    await page.getByRole('button', { name: 'All Markets' }).click();
    expect(await cards.count()).toBe(20);
    expect(await page.getByRole('button', { name: 'Load More Markets' }).count()).toBe(1);

    await screenshots(page, 'betting-premium-markets');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await context.close();
  });

  it('shows real live matches and moves a score when the match result is pushed', async () => {
    const { page, context } = await platform.newPage();
    await page.goto('/live');
    await page.getByText('Live updates on').waitFor();

    const live = (await api('GET', '/api/football/live')).body.data as Match[];
    expect(live.length).toBeGreaterThan(1);
    const [finishing, other] = live;
    const more = page.getByRole('button', { name: /^Show \d+ more match/ });
    if (await more.count()) await more.click();
    const card = page.locator(`[data-testid="live-match"][data-match-id="${finishing.id}"]`);
    await card.getByTestId('live-score').waitFor();

    const finished = await api('POST', `/api/football/test/matches/${finishing.id}/finish`, {
      token: adminToken(),
      body: { home: 7, away: 4 },
    });
    expect(finished.status).toBe(200);
    await card.getByTestId('live-score').getByText('7 - 4').waitFor();
    await card.getByText('Full Time').waitFor();

    // Quick markets go to the bet slip, for information (a match in play takes no new offers).
    const otherCard = page.locator(`[data-testid="live-match"][data-match-id="${other.id}"]`);
    await otherCard.getByRole('button', { name: /Total Goals 1.5: Over 1.5/ }).click();
    const slip = page.getByTestId('bet-slip');
    await slip.getByText('Total Goals 1.5: Over 1.5').waitFor();
    await slip.getByText('For information: no peer-to-peer market').waitFor();
    await slip.getByRole('button', { name: 'Create Bet Offer' }).click();
    await slip.getByText('Please add selections and enter stake amount').waitFor();

    await screenshots(page, 'betting-live-grid');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'List' }).click();
    await page.locator('.live-row').first().waitFor();
    await screenshots(page, 'betting-live-list');
    await page.getByRole('button', { name: 'Feed' }).click();
    await page.locator('.live-feed__match').first().waitFor();
    await screenshots(page, 'betting-live-feed');
    await page.getByRole('button', { name: 'Basketball' }).click();
    await page.getByText('No live basketball matches').waitFor();
    await context.close();
  });
});
