import { beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@p2p/testing';
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
  screenshotAtWidths,
  seriousAccessibilityViolations,
  signIn,
  useWebPlatform,
} from '../support/browser';

const MINUTE_MS = 60_000;

/**
 * Issue 22's reality check in the browser: a bettor asks for a reminder every 15 minutes; 15 minutes
 * of session time later (the page's clock moved forward) the dialog says how long she has been
 * signed in and what her bets settled since then came to, and leads to her limits.
 */
describe('the reality check', () => {
  const platform = useWebPlatform({ FOOTBALL_TEST_CONTROLS: 'true' });
  let api: Api;
  let rita: RegisteredBettor;
  let other: RegisteredBettor;

  beforeAll(async () => {
    api = platform.api;
    rita = await registerBettor(api, 'Rita Reality');
    other = await registerBettor(api, 'Otto Other');
    await fundBettors(api, [rita, other], '100.00');
  });

  it('reminds after 15 minutes of session time with the time played, the net result and the limits', async () => {
    const { page, context } = await platform.newPage();
    await page.clock.install();
    await signIn(page, rita.email, rita.password);

    await page.goto('/settings?tab=protection');
    const section = page.getByRole('region', { name: 'Reality check' });
    await section.getByLabel('Remind me every').selectOption('15');
    await section.getByRole('button', { name: 'Save' }).click();
    await page.locator('.ui-toast').filter({ hasText: 'You will be reminded every 15 minutes' }).waitFor();

    // Rita loses a $10 bet while signed in.
    const matchId = await scheduleTestMatch(api, {
      startTime: new Date(Date.now() + 2 * 24 * 60 * MINUTE_MS),
    });
    await takeOffer(api, other, rita, matchId, '10.00');
    await finishTestMatch(api, matchId, 2, 0);
    const anHourAgo = new Date(Date.now() - 60 * MINUTE_MS).toISOString();
    await eventually(async () => {
      const result = await api('GET', `/api/p2p-betting/net-result?since=${anHourAgo}`, {
        token: rita.token,
      });
      expect(result.body.data).toMatchObject({ net: '-10.00', settled: 1 });
    });

    expect(await page.getByRole('dialog', { name: 'Reality check' }).count()).toBe(0);
    await page.clock.fastForward(15 * MINUTE_MS);

    const dialog = page.getByRole('dialog', { name: 'Reality check' });
    await dialog.getByText(/^You have been signed in for 1[56] min\.$/).waitFor();
    await dialog.getByText('Net result of bets settled since you signed in: -$10.00 (1 bet)').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshotAtWidths(page, 'reality-check', { fullPage: false });

    await dialog.getByRole('link', { name: 'Review your limits' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL(
      (url) => url.pathname === '/settings' && url.searchParams.get('tab') === 'protection',
    );
    await context.close();
  });
});
