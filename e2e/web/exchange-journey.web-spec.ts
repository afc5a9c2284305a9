import { beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@p2p/testing';
import type { Page } from 'playwright-core';
import {
  balanceOf,
  cents,
  finishTestMatch,
  fundBettors,
  registerBettor,
  scheduleTestMatch,
  type Api,
  type RegisteredBettor,
} from '../support/bettors';
import { seriousAccessibilityViolations, signIn, useWebPlatform } from '../support/browser';
import { escrowTrailRows, stepTotal } from '../support/escrow-trail';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Issue 35's journey, in three browsers: alice backs Home at 3.0 for $50, bob lays $20 of it and
 * carol $30, the match finishes home; alice is paid at 3.0 less the commission on her net winnings in
 * the market (the exchange's default 2%), and every part's escrow trail sums.
 */
describe('the exchange, alice against bob and carol', () => {
  const platform = useWebPlatform({ FOOTBALL_TEST_CONTROLS: 'true' });
  let api: Api;
  let alice: RegisteredBettor;
  let bob: RegisteredBettor;
  let carol: RegisteredBettor;
  const funded = new Map<string, bigint>();
  let startTime: string;
  let matchId: string;

  beforeAll(async () => {
    api = platform.api;
    [alice, bob, carol] = [
      await registerBettor(api, 'Alice Exchange'),
      await registerBettor(api, 'Bob Exchange'),
      await registerBettor(api, 'Carol Exchange'),
    ];
    const nets = await fundBettors(api, [alice, bob, carol], '100.00');
    [alice, bob, carol].forEach((bettor, index) => funded.set(bettor.id, cents(nets[index])));
    // An odd minute, so the league page's card is found by its kick-off among the demo season's.
    const start = new Date(Date.now() + 3 * DAY_MS);
    start.setUTCHours(19, 37, 0, 0);
    startTime = start.toISOString();
    matchId = await scheduleTestMatch(api, { startTime: start });
  });

  /** The bettor's page with the match's exchange open from its card on the league page. */
  async function openExchange(bettor: RegisteredBettor): Promise<Page> {
    const { page } = await platform.newPage();
    await signIn(page, bettor.email, bettor.password);
    await page.goto('/league/premier-league');
    const card = page.locator('article.league-match', { has: page.locator(`time[datetime="${startTime}"]`) });
    await card.getByRole('button', { name: 'Back or lay at a price' }).click();
    return page;
  }

  const exchangeOf = (page: Page) => page.getByRole('dialog', { name: 'Exchange: Arsenal vs Chelsea' });
  const slipOf = (page: Page) => exchangeOf(page).getByTestId('exchange-slip');

  it('lets alice back Home at 3.0 for $50 at her own price', async () => {
    const page = await openExchange(alice);
    await exchangeOf(page).getByRole('button', { name: 'Back at your price: Home Win (Arsenal)' }).click();
    await slipOf(page).getByLabel('Odds', { exact: true }).fill('3.0');
    await slipOf(page).getByLabel('Stake ($)').fill('50');
    await slipOf(page).getByRole('button', { name: 'Post offer to back $50.00 at 3.0' }).click();
    await slipOf(page)
      .getByText('Bet offer created successfully! It waits at 3.0 until layers take it.')
      .waitFor();
    expect(await balanceOf(api, alice)).toMatchObject({ held: '50.00' });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['bob', () => bob, '20', '$50.00'],
    ['carol', () => carol, '30', '$30.00'],
  ])('lets %s lay part of it at 3.0, holding the liability', async (_, layer, stake, available) => {
    const page = await openExchange(layer());
    await exchangeOf(page)
      .getByRole('button', { name: `3.0, ${available} available to lay` })
      .click();
    await slipOf(page).getByLabel('Stake ($)').fill(stake);
    await slipOf(page)
      .getByRole('button', { name: `Take $${stake}.00 at 3.0` })
      .click();
    await slipOf(page).getByText(`Matched $${stake}.00 at 3.0 against Alice Exchange`).waitFor();
    // Laying a $stake part at 3.0 risks twice the stake.
    expect(await balanceOf(api, layer())).toMatchObject({ held: `${2 * Number(stake)}.00` });
    await page.context().close();
  });

  it('shows alice her offer fully matched, then pays her at 3.0 less the commission on her net', async () => {
    const { page, context } = await platform.newPage();
    await signIn(page, alice.email, alice.password);
    await page.goto('/bethistory?status=open');
    await page.getByText('$50.00 of $50.00 matched at 3.0').first().waitFor({ timeout: 20_000 });

    await finishTestMatch(api, matchId, 2, 0);
    await eventually(async () => {
      expect(await balanceOf(api, alice)).toMatchObject({ held: '0.00' });
      expect(await balanceOf(api, carol)).toMatchObject({ held: '0.00' });
    }, 30_000);
    // Alice won $100.00 from the two layers; 2% of that net is $2.00, charged once.
    expect(cents((await balanceOf(api, alice)).total)).toBe((funded.get(alice.id) as bigint) + 10000n - 200n);
    expect(cents((await balanceOf(api, bob)).total)).toBe((funded.get(bob.id) as bigint) - 4000n);
    expect(cents((await balanceOf(api, carol)).total)).toBe((funded.get(carol.id) as bigint) - 6000n);

    // Every part's trail: both holds held and captured, paid to alice and the commission, summing.
    const bets = await api('GET', '/api/p2p-betting/my-bets?limit=10', { token: alice.token });
    const parts = (bets.body.data as Array<{ id: string; exchange?: { takerStake: string } }>).filter(
      (bet) => bet.exchange,
    );
    expect(parts).toHaveLength(2);
    let commission = 0n;
    for (const part of parts) {
      await page.goto(`/bethistory?bet=${part.id}`);
      const trail = page.getByRole('region', { name: 'Escrow trail' });
      await trail.getByRole('cell', { name: 'Paid to winner' }).waitFor({ timeout: 20_000 });
      const rows = await escrowTrailRows(page);
      const pot = (cents(part.exchange?.takerStake ?? '0') * 3n) / 2n;
      expect(stepTotal(rows, 'Held')).toBe(pot);
      expect(stepTotal(rows, 'Captured')).toBe(pot);
      expect(stepTotal(rows, 'Paid to winner') + stepTotal(rows, 'Commission')).toBe(pot);
      expect(rows.filter((row) => row.step === 'Paid to winner').map((row) => row.who)).toEqual(['You']);
      commission += stepTotal(rows, 'Commission');
    }
    expect(commission).toBe(200n);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
