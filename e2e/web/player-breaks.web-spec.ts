import { beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@p2p/testing';
import {
  balanceOf,
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

const DAY_MS = 24 * 60 * 60_000;

/**
 * Issue 22's time-out in the browser: a bettor takes a 24-hour time-out in Settings, Player
 * protection, and then cannot take an offer: betting refuses it with the end of the time-out, and
 * nothing of hers is held.
 */
describe('a 24-hour time-out', () => {
  const platform = useWebPlatform({ FOOTBALL_TEST_CONTROLS: 'true' });
  let api: Api;
  let tina: RegisteredBettor;
  let maker: RegisteredBettor;
  let offerId: string;

  beforeAll(async () => {
    api = platform.api;
    tina = await registerBettor(api, 'Tina Timeout');
    maker = await registerBettor(api, 'Mark Maker');
    await fundBettors(api, [tina, maker], '100.00');
    const matchId = await scheduleTestMatch(api, { startTime: new Date(Date.now() + 2 * DAY_MS) });
    const offer = await api('POST', '/api/p2p-betting/offers', {
      token: maker.token,
      body: { matchId, betAmount: '20.00', betSelection: 'home_win' },
    });
    expect(offer.status).toBe(201);
    offerId = offer.body.data.id;
  });

  it('takes a 24-hour time-out, then cannot take an offer', async () => {
    const { page, context } = await platform.newPage();
    await signIn(page, tina.email, tina.password);

    await page.goto('/settings?tab=protection');
    const section = page.getByRole('region', { name: 'Take a break' });
    await section.getByLabel('Kind of break').selectOption('time-out');
    await section.getByLabel('How long').selectOption('24h');
    await section.getByRole('button', { name: 'Take a time-out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Take a time-out?' });
    await dialog.getByText(/For 24 hours you will not be able to bet or deposit/).waitFor();
    await screenshotAtWidths(page, 'take-a-break-confirm', { fullPage: false });
    await dialog.getByRole('button', { name: 'Start my time-out' }).click();
    await page
      .locator('.ui-toast')
      .filter({
        hasText:
          /You are on a time-out until .+ UTC\. Your open offers are cancelled; withdrawals stay open\./,
      })
      .waitFor();
    await section.getByText('Time-out in force').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshotAtWidths(page, 'take-a-break-in-force');

    const taken = await api('GET', '/api/auth/exclusion', { token: tina.token });
    const endsAt = taken.body.data.endsAt as string;
    const until = `${endsAt.slice(0, 16).replace('T', ' ')} UTC`;

    await page.goto(`/user-offers/${maker.username}`);
    const card = page.locator('article.user-offer').first();
    await card.getByRole('button', { name: 'Bet Against' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm Bet' })
      .getByRole('button', { name: 'Confirm Bet' })
      .click();
    const refusal = page.getByRole('dialog', { name: 'You are taking a break' });
    await refusal.getByText(`You are on a time-out until ${until}: no betting until then`).waitFor();
    await screenshotAtWidths(page, 'take-refused-on-time-out', { fullPage: false });

    expect((await api('GET', `/api/p2p-betting/offers/${offerId}`)).body.data.status).toBe('open');
    await eventually(async () => expect(await balanceOf(api, tina)).toMatchObject({ held: '0.00' }));

    await refusal.getByRole('link', { name: 'Review your limits' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/settings' && url.searchParams.get('tab') === 'protection',
    );
    await page.getByRole('region', { name: 'Take a break' }).getByText('Time-out in force').waitFor();
    await context.close();
  });
});
