/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser.
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { scheduleTestMatch, type Api } from '../support/bettors';
import {
  screenshotAtWidths,
  seriousAccessibilityViolations,
  signIn,
  useWebPlatform,
} from '../support/browser';

const ALICE = { email: 'alice@p2pbet.local', password: 'Alice123!' };
const BOB = { email: 'bob@p2pbet.local', password: 'Bob12345!' };
const DAY_MS = 24 * 60 * 60_000;

/** Set SCREENSHOTS_DIR to keep a picture of each state at 375 and 1280 px. */
const SCREENSHOTS_DIR = process.env.SCREENSHOTS_DIR;

/**
 * The exchange as a bettor meets it (issue 35): a match's price ladder, the bet slip taking a part at
 * a price and posting an offer, and the maker's offer filled in part with its remainder cancelled. No
 * serious or critical axe-core violation on any of them.
 */
describe('exchange screens', () => {
  const platform = useWebPlatform({ FOOTBALL_TEST_CONTROLS: 'true' });
  let page: Page;
  let api: Api;
  let bob: string;
  let matchId: string;
  let startTime: string;
  const violations: string[] = [];

  async function tokenOf(account: { email: string; password: string }): Promise<string> {
    const login = await api('POST', '/api/auth/login', { body: account });
    expect(login).toMatchObject({ status: 200 });
    return login.body.data.token;
  }

  async function bobOffers(selection: string, side: 'back' | 'lay', odds: string, stake: string) {
    const posted = await api('POST', '/api/p2p-betting/exchange/offers', {
      token: bob,
      body: { matchId, selection, side, odds, stake },
    });
    expect(posted).toMatchObject({ status: 201 });
  }

  /** Checks the page as it is now and, when asked to, pictures what the viewport shows of the dialog. */
  async function check(name: string): Promise<void> {
    violations.push(...(await seriousAccessibilityViolations(page)).map((found) => `${name}: ${found}`));
    if (SCREENSHOTS_DIR)
      await screenshotAtWidths(page, `exchange-${name}`, { dir: SCREENSHOTS_DIR, fullPage: false });
  }

  const exchange = () => page.getByRole('dialog', { name: 'Exchange: Arsenal vs Chelsea' });
  const slip = () => exchange().getByTestId('exchange-slip');

  beforeAll(async () => {
    api = platform.api;
    bob = await tokenOf(BOB);
    // An odd minute, so the league page's card is found by its kick-off among the demo season's.
    const start = new Date(Date.now() + 3 * DAY_MS);
    start.setUTCHours(17, 41, 0, 0);
    matchId = await scheduleTestMatch(api, { startTime: start });
    startTime = start.toISOString();
    await bobOffers('home_win', 'lay', '3.0', '50.00');
    await bobOffers('home_win', 'lay', '2.9', '10.00');
    await bobOffers('home_win', 'back', '3.1', '20.00');
    await bobOffers('btts_yes', 'lay', '1.8', '25.00');
    ({ page } = await platform.newPage());
    await signIn(page, ALICE.email, ALICE.password);
  });

  it("opens a match's ladder from its card on the league page", async () => {
    await page.goto('/league/premier-league');
    const card = page.locator('article.league-match', {
      has: page.locator(`time[datetime="${startTime}"]`),
    });
    await card.getByRole('button', { name: 'Back or lay at a price' }).click();

    await exchange().getByRole('button', { name: '3.0, $50.00 available to back' }).waitFor();
    await expect(
      exchange().getByRole('list', { name: 'Prices to back Home Win (Arsenal), best first' }).ariaSnapshot(),
    ).resolves.toContain('2.9, $10.00 available to back');
    await exchange().getByText('Commission 2% of net winnings per market.').waitFor();
    await check('ladder');

    const bothScore = exchange().getByRole('group', { name: 'Both Score: Yes' });
    await bothScore.getByRole('button', { name: '1.8, $25.00 available to back' }).scrollIntoViewIfNeeded();
    await exchange()
      .getByRole('group', { name: 'Both Score: No' })
      .getByText('No prices to back yet')
      .waitFor();
    await check('ladder-both-teams-to-score');
  });

  it('works out a lay and a back as one types, then takes part of the oldest offer', async () => {
    await exchange().getByRole('button', { name: '3.0, $50.00 available to back' }).click();
    await slip().getByLabel('Stake ($)').fill('20');
    await slip().getByText('$40.00').waitFor();
    await slip().getByRole('button', { name: 'Lay', exact: true }).click();
    await slip().getByText('Your liability').waitFor();
    await slip().getByRole('button', { name: 'Back', exact: true }).click();
    await check('slip');

    await slip().getByRole('button', { name: 'Take $20.00 at 3.0' }).click();
    await slip().getByText('Matched $20.00 at 3.0 against Bob Smith').waitFor();
    // The ladder follows the book live: $30.00 is left at 3.0.
    await exchange().getByRole('button', { name: '3.0, $30.00 available to back' }).waitFor();
    await check('slip-taken');
  });

  it("posts an offer at one's own price, shows it filled in part, and cancels the rest", async () => {
    await exchange().getByRole('button', { name: 'Back at your price: Draw' }).click();
    await slip().getByLabel('Odds', { exact: true }).fill('3.5');
    await slip().getByLabel('Stake ($)').fill('50');
    await slip().getByRole('button', { name: 'Post offer to back $50.00 at 3.5' }).click();
    await slip().getByText('Bet offer created successfully! It waits at 3.5 until layers take it.').waitFor();

    const book = await api('GET', `/api/p2p-betting/exchange/matches/${matchId}/book`);
    const draw = book.body.data.selections.find((entry: { selection: string }) => entry.selection === 'draw');
    const taken = await api('POST', `/api/p2p-betting/exchange/offers/${draw.toLay[0].offers[0].id}/take`, {
      token: bob,
      body: { amount: '30.00' },
    });
    expect(taken).toMatchObject({ status: 201 });

    await page.keyboard.press('Escape');
    await page.goto('/bethistory?status=open');
    const card = page.getByRole('article', { name: 'Arsenal vs Chelsea, Partly Matched' });
    await card.getByText('$30.00 of $50.00 matched at 3.5').waitFor();
    await check('history-partly-matched');

    await card.getByRole('button', { name: 'Cancel unmatched' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel Unmatched Stake' });
    await confirm.getByText('has $20.00 unmatched').waitFor();
    await check('cancel-unmatched');
    await confirm.getByRole('button', { name: 'Cancel Unmatched' }).click();
    await page
      .locator('.ui-toast')
      .filter({ hasText: 'Unmatched stake cancelled: the matched parts stay bets.' })
      .waitFor();
  });

  it('has no serious or critical accessibility violations on any of them', () => {
    expect(violations).toEqual([]);
  });
});
