import { beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@p2p/testing';
import type { Page } from 'playwright-core';
import {
  finishTestMatch,
  fundBettors,
  registerBettor,
  scheduleTestMatch,
  takeOffer,
  type Api,
  type RegisteredBettor,
} from '../support/bettors';
import {
  mailbox,
  screenshotAtWidths,
  seriousAccessibilityViolations,
  signIn,
  useWebPlatform,
} from '../support/browser';

const DAY_MS = 24 * 60 * 60_000;

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.locator('#notifications-panel');

/** Waits until the bell's badge says this many unread, without a reload. */
async function unreadShows(page: Page, count: number): Promise<void> {
  const name = count === 0 ? 'Notifications' : `Notifications, ${count} unread`;
  await page.getByRole('button', { name, exact: true }).waitFor({ timeout: 30_000 });
}

/**
 * What happens to a bettor's money reaches them without a reload: alice's bell rings live when bob
 * takes her offer and leads to the bet; the final whistle tells both, in the app and by email.
 */
describe('notifications', () => {
  const platform = useWebPlatform({ FOOTBALL_TEST_CONTROLS: 'true' });
  let api: Api;
  let alice: RegisteredBettor;
  let bob: RegisteredBettor;
  let alicePage: Page;
  let bobPage: Page;
  let matchId: string;
  let betId: string;

  beforeAll(async () => {
    api = platform.api;
    [alice, bob] = [await registerBettor(api, 'Alice Maker'), await registerBettor(api, 'Bob Taker')];
    await fundBettors(api, [alice, bob], '100.00');
    matchId = await scheduleTestMatch(api, { startTime: new Date(Date.now() + 2 * DAY_MS) });
    ({ page: alicePage } = await platform.newPage());
    ({ page: bobPage } = await platform.newPage());
  });

  it("rings alice's bell live when bob takes her offer, and leads to the bet", async () => {
    await signIn(alicePage, alice.email, alice.password);
    // The approved deposit already told her: one unread from the server on a fresh page.
    await unreadShows(alicePage, 1);
    betId = await takeOffer(api, alice, bob, matchId);

    await unreadShows(alicePage, 2);
    await bell(alicePage).click();
    const entry = panel(alicePage).getByRole('link', { name: /Your offer was taken/ });
    await entry.getByText(`@${bob.username} took your $25.00 offer on Home win. Your bet is live.`).waitFor();
    expect(await seriousAccessibilityViolations(alicePage)).toEqual([]);
    await screenshotAtWidths(alicePage, 'notifications-bell', { fullPage: false });

    await entry.click();
    await alicePage.waitForURL(
      (url) => url.pathname === '/bethistory' && url.searchParams.get('bet') === betId,
    );
    await alicePage
      .locator('article.history-card')
      .filter({ hasText: `@${bob.username}` })
      .first()
      .waitFor();
    await unreadShows(alicePage, 1);
  });

  it('tells both sides when the match is finished, in the app and by email', async () => {
    await signIn(bobPage, bob.email, bob.password);
    await unreadShows(bobPage, 1);

    await finishTestMatch(api, matchId, 2, 1);

    await unreadShows(alicePage, 2);
    await unreadShows(bobPage, 2);
    await bell(alicePage).click();
    await panel(alicePage)
      .getByRole('link', { name: /You won \$25\.00/ })
      .waitFor();
    await bell(bobPage).click();
    await panel(bobPage)
      .getByRole('link', { name: /You lost your bet/ })
      .waitFor();

    const aliceMail = await eventually(async () => {
      const mails = (await mailbox(platform.url, alice.email)).filter(
        (mail) => mail.subject === 'You won $25.00',
      );
      expect(mails).toHaveLength(1);
      return mails[0];
    }, 20_000);
    expect(aliceMail.text).toContain('You won your $25.00 bet: $50.00 was paid to your balance.');
    expect(aliceMail.text).toContain(`/bethistory?bet=${betId}`);
    await eventually(async () => {
      const subjects = (await mailbox(platform.url, bob.email)).map((mail) => mail.subject);
      expect(subjects.filter((subject) => subject === 'You lost your bet')).toHaveLength(1);
    }, 20_000);

    await panel(alicePage).getByRole('button', { name: 'Mark all as read' }).click();
    await unreadShows(alicePage, 0);
  });
});
