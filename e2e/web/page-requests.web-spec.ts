import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { signIn, useWebPlatform } from '../support/browser';

const ALICE = { email: 'alice@p2pbet.local', password: 'Alice123!' };
const RELOADS = 8;

/** The gateway's own defaults (gateway/README.md): the test platform turns limits off otherwise. */
const PRODUCTION_LIMITS = {
  RATE_LIMIT_PER_MINUTE_IP: '300',
  RATE_LIMIT_PER_MINUTE_USER: '600',
  RATE_LIMIT_AUTH_PER_MINUTE_IP: '20',
};

interface Load {
  /** API calls the page made, the live push's transport left out. */
  requests: number;
  tooMany: number;
}

/** Loads `path` (or reloads the page on it) and counts the API calls until the network is quiet. */
async function load(page: Page, path: string | null): Promise<Load> {
  const seen: Load = { requests: 0, tooMany: 0 };
  const onResponse = (response: { url(): string; status(): number }) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith('/api/') || pathname.startsWith('/api/live')) return;
    seen.requests++;
    if (response.status() === 429) seen.tooMany++;
  };
  page.on('response', onResponse);
  try {
    if (path === null) await page.reload({ waitUntil: 'networkidle' });
    else await page.goto(path, { waitUntil: 'networkidle' });
  } finally {
    page.off('response', onResponse);
  }
  return seen;
}

/**
 * Issue 32: a person reloading a page is never refused for it, signed in (limited per user) or not
 * (per address), with the gateway's production limits.
 */
describe('pages reloaded by a person', () => {
  const platform = useWebPlatform(PRODUCTION_LIMITS);

  it.each([
    ['the dashboard', '/'],
    ['live betting', '/live'],
  ])('answers a guest reloading %s eight times without a 429', async (_name, path) => {
    const { page, context } = await platform.newPage();
    const loads = [await load(page, path)];
    for (let reload = 0; reload < RELOADS; reload++) loads.push(await load(page, null));
    console.log(`guest ${path}: ${loads.map((one) => one.requests).join(', ')} API requests`);

    expect(loads.map((one) => one.tooMany)).toEqual(Array(RELOADS + 1).fill(0));
    await context.close();
  });

  it('answers a signed-in bettor reloading the dashboard eight times without a 429', async () => {
    const { page, context } = await platform.newPage();
    await signIn(page, ALICE.email, ALICE.password);
    const loads = [await load(page, '/')];
    for (let reload = 0; reload < RELOADS; reload++) loads.push(await load(page, null));
    console.log(`alice /: ${loads.map((one) => one.requests).join(', ')} API requests`);

    expect(loads.map((one) => one.tooMany)).toEqual(Array(RELOADS + 1).fill(0));
    await context.close();
  });
});
