/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser.
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** A signed-in browser's cookies and storage, to open pages as that user in a fresh context. */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

declare global {
  interface Window {
    __bench: { longTasks: Array<[number, number]>; screenAt: number | null };
  }
}

export interface ResourceEntry {
  url: string;
  startTime: number;
  responseEnd: number;
  transferSize: number;
  encodedBodySize: number;
  decodedBodySize: number;
}

export interface PageLoad {
  fcp: number;
  /** When the remote's first screen replaced the loading spinner in <main>. */
  screenAt: number | null;
  /** The screen, and the end of the last long task before the main thread stayed quiet for QUIET_MS. */
  interactiveAt: number | null;
  scripts: ResourceEntry[];
  /** API calls the page made until it was interactive (the live push's socket left out). */
  apiRequests: number;
}

const QUIET_MS = 500;

/** Installed before any of the page's scripts: long tasks, and the first time <main> shows a remote's screen. */
function observe(): void {
  const bench: Window['__bench'] = { longTasks: [], screenAt: null };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.longTasks.push([entry.startTime, entry.startTime + entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const check = () => {
    if (bench.screenAt !== null) return;
    const main = document.querySelector('main#main');
    if (!main || main.childElementCount === 0 || main.querySelector('.page-loading, .remote-error')) return;
    bench.screenAt = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true });
}

/** One cold load (a fresh browser context: empty cache) of `url`, measured with the Performance API. */
export async function loadPage(
  browser: Browser,
  url: string,
  options: { remoteScreen: boolean; storageState?: StorageState },
): Promise<PageLoad> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    storageState: options.storageState,
  });
  try {
    await context.addInitScript(observe);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      null,
      {
        timeout: 20_000,
      },
    );
    let interactiveAt: number | null = null;
    if (options.remoteScreen) {
      await page.waitForFunction(() => window.__bench.screenAt !== null, null, { timeout: 30_000 });
      interactiveAt = await page.evaluate(
        (quietMs) =>
          new Promise<number>((resolve) => {
            const bench = window.__bench;
            const settledAt = () => Math.max(bench.screenAt!, ...bench.longTasks.map(([, end]) => end));
            const poll = () => {
              if (performance.now() - settledAt() >= quietMs) resolve(settledAt());
              else setTimeout(poll, 50);
            };
            poll();
          }),
        QUIET_MS,
      );
    }
    return await page.evaluate((interactive) => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0].startTime;
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({
          url: entry.name,
          startTime: entry.startTime,
          responseEnd: entry.responseEnd,
          transferSize: entry.transferSize,
          encodedBodySize: entry.encodedBodySize,
          decodedBodySize: entry.decodedBodySize,
        }));
      const apiRequests = performance
        .getEntriesByType('resource')
        .filter((entry) => /^\/api\/(?!live)/.test(new URL(entry.name).pathname)).length;
      return { fcp, screenAt: window.__bench.screenAt, interactiveAt: interactive, scripts, apiRequests };
    }, interactiveAt);
  } finally {
    await context.close();
  }
}

/** Signs in through the login form and waits until the app has left it. */
export async function signInThroughForm(
  page: Page,
  baseUrl: string,
  account: { email: string; password: string },
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { waitUntil: 'commit', timeout: 30_000 });
}
