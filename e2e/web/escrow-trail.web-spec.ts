import { beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@p2p/testing';
import {
  cents,
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
import { escrowTrailRows, stepTotal } from '../support/escrow-trail';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Issue 23's escrow trail in the browser: two fresh bettors, an offer taken, the match finished;
 * each side opens the bet from its link and sees both stakes held, captured and paid out.
 */
describe('escrow trail', () => {
  const platform = useWebPlatform({ FOOTBALL_TEST_CONTROLS: 'true', BET_COMMISSION_BPS: '200' });
  let api: Api;
  let maker: RegisteredBettor;
  let taker: RegisteredBettor;
  let betId: string;

  beforeAll(async () => {
    api = platform.api;
    [maker, taker] = [await registerBettor(api, 'Mia Maker'), await registerBettor(api, 'Tom Taker')];
    await fundBettors(api, [maker, taker], '100.00');
    const matchId = await scheduleTestMatch(api, { startTime: new Date(Date.now() + 2 * DAY_MS) });
    betId = await takeOffer(api, maker, taker, matchId);
    await finishTestMatch(api, matchId, 2, 0);
    // The wallet settles from betting's event: wait for the payout before opening the pages.
    await eventually(async () => {
      const trail = await api('GET', `/api/wallet/bets/${betId}/escrow`, { token: maker.token });
      expect(trail.status).toBe(200);
      expect(trail.body.data.rows.map((row: { step: string }) => row.step)).toContain('paid');
    }, 30_000);
  });

  it.each([
    ['the winner (maker)', () => maker, () => taker],
    ['the loser (taker)', () => taker, () => maker],
  ])('shows %s both stakes held, captured and paid, summing to the stakes', async (_, me, other) => {
    const { page, context } = await platform.newPage();
    await signIn(page, me().email, me().password);
    await page.goto(`/bethistory?bet=${betId}`);
    const trail = page.getByRole('region', { name: 'Escrow trail' });
    await trail.getByRole('cell', { name: 'Paid to winner' }).waitFor({ timeout: 20_000 });

    const rows = await escrowTrailRows(page);
    const pot = 2n * cents('25.00');
    expect(rows.filter((row) => row.step === 'Held').map((row) => row.who)).toEqual(
      me() === maker ? ['You', `@${other().username}`] : [`@${other().username}`, 'You'],
    );
    expect(stepTotal(rows, 'Held')).toBe(pot);
    expect(stepTotal(rows, 'Captured')).toBe(pot);
    // 2% of the $50 pot goes to the platform, the rest to the maker.
    expect(stepTotal(rows, 'Paid to winner') + stepTotal(rows, 'Commission')).toBe(pot);
    expect(rows.find((row) => row.step === 'Paid to winner')).toEqual({
      step: 'Paid to winner',
      who: me() === maker ? 'You' : `@${maker.username}`,
      amount: cents('49.00'),
    });
    await trail
      .getByText("Fee: $1.00 — 2% of the pot, taken from the loser's stake (BET_COMMISSION_BPS)")
      .waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    if (me() === maker) await screenshotAtWidths(page, 'bet-history-escrow-trail');
    await context.close();
  });
});
