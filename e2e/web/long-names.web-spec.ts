/// <reference lib="dom" />
// Callbacks passed to locator.evaluate run in the browser.
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import {
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
  WIDTHS,
} from '../support/browser';

const DAY_MS = 24 * 60 * 60_000;

/** The words of the element's text that the browser split across two lines ("Bournemo|uth"). */
function brokenWords(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const broken: string[] = [];
    const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(word[0]);
      }
    }
    return broken;
  });
}

/**
 * At each width: no word of each text is split across lines, a text cut short (its ellipsis
 * showing) has all of itself in its title, and nothing makes the page wider than the window.
 */
async function expectWholeWords(
  page: Page,
  texts: Array<[text: () => Locator, full: string]>,
): Promise<void> {
  for (const width of Object.values(WIDTHS)) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    for (const [text, full] of texts) {
      const element = text();
      expect(await element.textContent()).toBe(full);
      expect({ width, broken: await brokenWords(element) }).toEqual({ width, broken: [] });
      const cut = await element.evaluate((node) => node.scrollWidth > node.clientWidth);
      if (cut) expect(await element.getAttribute('title')).toBe(full);
    }
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect({ width, pageWidth }).toEqual({ width, pageWidth: width });
  }
}

/**
 * The audit's "Bournemo|uth", "Nottingha|m Forest" and "…example.co|m" (issue 32): team names on
 * the user-offers card, the username and email above them and the profile's name and email wrap
 * between words at a phone's width and a desktop's, cut with an ellipsis where one word is too
 * long; and the profile's recent activity names the offer as the rest of the app does.
 */
describe('long names and addresses', () => {
  const platform = useWebPlatform({ FOOTBALL_TEST_CONTROLS: 'true' });
  let api: Api;
  // The longest name a username allows (30 characters), so the email is longer than a phone's line.
  let maker: RegisteredBettor;

  beforeAll(async () => {
    api = platform.api;
    maker = await registerBettor(api, 'Maximilianbartholomew Fairweather');
    await fundBettors(api, [maker], '100.00');
    const matchId = await scheduleTestMatch(api, {
      startTime: new Date(Date.now() + 3 * DAY_MS),
      homeTeamId: 'nottingham-forest',
      awayTeamId: 'bournemouth',
    });
    const offer = await api('POST', '/api/p2p-betting/offers', {
      token: maker.token,
      body: { matchId, betAmount: '20.00', betSelection: 'home_win' },
    });
    expect(offer.status).toBe(201);
  });

  it('keeps team names whole on the user-offers card, and the username and email above it', async () => {
    const { page, context } = await platform.newPage();
    await signIn(page, maker.email, maker.password);
    await page.goto(`/user-offers/${maker.username}`);
    const card = page
      .locator('article.user-offer')
      .filter({ hasText: 'Nottingham Forest vs Bournemouth' })
      .first();
    await card.waitFor();

    const identity = page.locator('.user-offers__identity p');
    await expectWholeWords(page, [
      [() => card.locator('.user-offer__match strong'), 'Nottingham Forest vs Bournemouth'],
      [() => identity.first(), `@${maker.username}`],
      [() => identity.last(), maker.email],
      [() => page.locator('h1 [title]'), `@${maker.username}`],
    ]);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshotAtWidths(page, 'user-offers-long-names');
    await context.close();
  });

  it("keeps the profile's name and email whole and labels its recent activity", async () => {
    const { page, context } = await platform.newPage();
    await signIn(page, maker.email, maker.password);
    await page.goto('/profile');
    const card = (title: string) =>
      page.locator('section.ui-card').filter({ has: page.getByRole('heading', { name: title }) });
    const details = card('Personal Information');
    await details.waitFor();

    await expectWholeWords(page, [
      [() => page.locator('.profile-hero__name'), maker.name],
      [() => details.locator('dt:text-is("Email") + dd'), maker.email],
    ]);
    const activity = card('Recent Activity');
    const entry = activity.locator('li').filter({ hasText: 'Nottingham Forest vs Bournemouth' });
    await entry.getByText('Home Win').waitFor();
    await entry.getByText('Open', { exact: true }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshotAtWidths(page, 'profile-long-email');
    await context.close();
  });
});
