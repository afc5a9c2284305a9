import { CHROMIUM_FLAGS, CHROMIUM_PATH, DEMO_ACCOUNTS } from '@p2p/scripts';
import { chromium, type Browser } from 'playwright-core';
import { atMost, Figure } from './scenario';
import { signInThroughForm } from './web-shell-page';

/** Issue 32's Lighthouse goals (desktop, no throttling). */
const LEAST_SCORE = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
const MOST_LAYOUT_SHIFT = 0.02;
const MOST_BLOCKING_MS = 50;

type Category = keyof typeof LEAST_SCORE;
type Visitor = 'guest' | 'bettor' | 'admin';

/** The issue's main pages and who opens each; guests first, since a sign-in changes the session. */
const PAGES: ReadonlyArray<{ path: string; as: Visitor }> = [
  { path: '/', as: 'guest' },
  { path: '/premium-markets', as: 'guest' },
  { path: '/bet-offers', as: 'guest' },
  { path: '/league/premier-league', as: 'guest' },
  { path: '/bethistory', as: 'bettor' },
  { path: '/deposit', as: 'bettor' },
  { path: '/transactions', as: 'bettor' },
  { path: '/admin', as: 'admin' },
];

const ACCOUNTS: Record<Exclude<Visitor, 'guest'>, { email: string; password: string }> = {
  bettor: demoAccount('alice@p2pbet.local'),
  admin: demoAccount('admin@p2pbet.local'),
};

/** A demo account the embedded mode seeds, with its password. */
export function demoAccount(email: string): { email: string; password: string } {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`${email} is not a demo account`);
  return account;
}

export interface LighthouseAudit {
  page: string;
  scores: Record<Category, number | null>;
  layoutShift: number | null;
  blockingMs: number | null;
  /** The audits that scored below 1, to say what to fix. */
  failing: string[];
}

/**
 * One Lighthouse run (desktop, no throttling) of each main page against Debian's Chromium. Signed-in
 * pages keep the session's cookie (storage is not reset) but start from an empty HTTP cache, as a
 * guest's do.
 */
export async function lighthouseAudits(
  baseUrl: string,
  log: (line: string) => void,
): Promise<LighthouseAudit[]> {
  // Lighthouse and chrome-launcher are ES modules only.
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS],
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const audits: LighthouseAudit[] = [];
    let signedInAs: Visitor = 'guest';
    for (const { path, as } of PAGES) {
      if (as !== signedInAs) {
        await signIn(browser, baseUrl, ACCOUNTS[as as Exclude<Visitor, 'guest'>]);
        signedInAs = as;
      } else if (as !== 'guest') await clearCache(browser);
      log(`Lighthouse: ${path} as ${as === 'guest' ? 'a guest' : ACCOUNTS[as].email}`);
      const run = async () => {
        const result = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          formFactor: 'desktop',
          screenEmulation: { disabled: true },
          throttlingMethod: 'provided',
          disableStorageReset: as !== 'guest',
        });
        if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${path}`);
        return result.lhr;
      };
      let lhr = await run();
      // A trace Lighthouse failed to record (NO_NAVSTART, seen now and then) says nothing of the page.
      if (lhr.runtimeError) {
        if (as !== 'guest') await clearCache(browser);
        lhr = await run();
      }
      const score = (category: Category) => {
        const value = lhr.categories[category]?.score;
        return value == null ? null : Math.round(value * 100);
      };
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
      audits.push({
        page: as === 'guest' ? `${path} (guest)` : `${path} (${as})`,
        scores: {
          performance: score('performance'),
          accessibility: score('accessibility'),
          'best-practices': score('best-practices'),
          seo: score('seo'),
        },
        layoutShift: numeric('cumulative-layout-shift'),
        blockingMs: numeric('total-blocking-time'),
        failing: [
          ...(lhr.runtimeError
            ? [`runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`]
            : []),
          ...Object.values(lhr.audits)
            .filter(
              (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative',
            )
            .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`),
        ],
      });
    }
    return audits;
  } finally {
    await browser.close();
    chrome.kill();
  }
}

/** Each audit's scores, layout shift and blocking time, with the issue's goals. */
export function lighthouseFigures(audits: LighthouseAudit[]): Figure[] {
  return audits.flatMap((audit) => [
    ...(Object.keys(LEAST_SCORE) as Category[]).map((category): Figure => ({
      name: `${audit.page}: Lighthouse ${category}`,
      value: audit.scores[category],
      unit: '',
      goal: `>= ${LEAST_SCORE[category]}`,
      met: audit.scores[category] === null ? null : audit.scores[category] >= LEAST_SCORE[category],
    })),
    {
      name: `${audit.page}: cumulative layout shift`,
      value: audit.layoutShift,
      unit: '',
      ...atMost(audit.layoutShift, MOST_LAYOUT_SHIFT, ''),
    },
    {
      name: `${audit.page}: total blocking time`,
      value: audit.blockingMs,
      unit: 'ms',
      ...atMost(audit.blockingMs, MOST_BLOCKING_MS, 'ms'),
    },
  ]);
}

/** Signs in through the login form in the browser's own context, whose cookies Lighthouse's tab shares. */
async function signIn(browser: Browser, baseUrl: string, account: { email: string; password: string }) {
  const [context] = browser.contexts();
  const page = await context.newPage();
  try {
    // The session is in the refresh cookie and the page's storage: a new sign-in starts from neither.
    const session = await context.newCDPSession(page);
    await session.send('Storage.clearDataForOrigin', {
      origin: new URL(baseUrl).origin,
      storageTypes: 'all',
    });
    await signInThroughForm(page, baseUrl, account);
    await clearCache(browser);
  } finally {
    await page.close();
  }
}

async function clearCache(browser: Browser) {
  const [context] = browser.contexts();
  const page = await context.newPage();
  try {
    const session = await context.newCDPSession(page);
    await session.send('Network.clearBrowserCache');
  } finally {
    await page.close();
  }
}
