import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { seriousAccessibilityViolations, signIn, useWebPlatform } from '../support/browser';

const ACCOUNTS = {
  'a bettor': { email: 'alice@p2pbet.local', password: 'Alice123!' },
  'an admin': { email: 'admin@p2pbet.local', password: 'Admin123!' },
};
const RELOADS = 8;

/** The gateway's own defaults (gateway/README.md): the test platform turns limits off otherwise. */
const PRODUCTION_LIMITS = {
  RATE_LIMIT_PER_MINUTE_IP: '300',
  RATE_LIMIT_PER_MINUTE_USER: '600',
  RATE_LIMIT_AUTH_PER_MINUTE_IP: '20',
};

/** Issue 32: a page's first screen in at most this many API requests. */
const MOST_REQUESTS = 8;

interface Load {
  /** API calls the page made, the live push's transport left out. */
  requests: number;
  tooMany: number;
  /** Each call's path, for the failure message. */
  calls: string[];
}

/**
 * Loads `path` (or reloads the page on it) until the network is quiet. The calls counted are the new
 * document's own (its resource timings): an answer the page before it was still waiting for does not
 * count. 429s are counted from the answers.
 */
async function load(page: Page, path: string | null): Promise<Load> {
  let tooMany = 0;
  const onResponse = (response: { status(): number }) => {
    if (response.status() === 429) tooMany++;
  };
  page.on('response', onResponse);
  try {
    if (path === null) await page.reload({ waitUntil: 'networkidle' });
    else await page.goto(path, { waitUntil: 'networkidle' });
    // The network may be quiet before the screen's module has loaded: its first screen, then quiet again.
    await page.waitForFunction(() => {
      const main = document.querySelector('main#main');
      return !!main && main.childElementCount > 0 && !main.querySelector('.page-loading');
    });
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', onResponse);
  }
  const calls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.startsWith('/api/') && !pathname.startsWith('/api/live')),
  );
  return { requests: calls.length, tooMany, calls };
}

/**
 * Issue 32: a page's first screen costs a handful of API requests, and a person reloading a page is
 * never refused for it, signed in (limited per user) or not (per address), with the production limits.
 */
describe('pages a person opens and reloads', () => {
  const platform = useWebPlatform(PRODUCTION_LIMITS);

  // Each page in a fresh context, its browser cache empty (a cached answer would be counted too), then
  // reloaded as a person would, all with the production limits: one address for every guest page, one
  // user for each account's pages.
  it.each<[string, string, string]>([
    ['a guest', 'the dashboard', '/'],
    ['a guest', 'premium markets', '/premium-markets'],
    ['a guest', 'live betting', '/live'],
    ['a guest', 'bet offers', '/bet-offers'],
    ['a guest', 'a league', '/league/premier-league'],
    ['a bettor', 'the dashboard', '/'],
    ['a bettor', 'bet history', '/bethistory'],
    ['a bettor', 'deposit', '/deposit'],
    ['a bettor', 'transactions', '/transactions'],
    // The admin console's tabs (frontends/admin-mfe/src/admin-tabs.tsx), each opened by its link.
    ...[
      'payment-methods',
      'deposits',
      'withdrawals',
      'users',
      'bets',
      'matches',
      'stats',
      'audit',
      'support',
    ].map((tab): [string, string, string] => ['an admin', `the ${tab} tab`, `/admin?tab=${tab}`]),
  ])(
    'shows %s the first screen of %s in at most 8 API requests, nothing serious for axe, and no 429 in eight reloads',
    async (who, _name, path) => {
      const { page, context } = await platform.newPage();
      if (who !== 'a guest') {
        const account = ACCOUNTS[who as keyof typeof ACCOUNTS];
        await signIn(page, account.email, account.password);
      }
      const first = await load(page, path);
      const violations = await seriousAccessibilityViolations(page);
      const reloads: Load[] = [];
      for (let reload = 0; reload < RELOADS; reload++) reloads.push(await load(page, null));
      await context.close();

      console.log(
        `${who} ${path}: ${first.requests} API requests: ${first.calls.join(', ')}; reloads: ${reloads.map((one) => one.requests).join(', ')}`,
      );
      expect(first.requests).toBeLessThanOrEqual(MOST_REQUESTS);
      expect(violations).toEqual([]);
      expect([first, ...reloads].map((one) => one.tooMany)).toEqual(Array(RELOADS + 1).fill(0));
    },
  );
});
