/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser.
import { afterAll, beforeAll } from '@jest/globals';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@p2p/scripts';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { recordPageActivity } from './page-activity';
import { mailCatcherOf, type CaughtMail } from './mail-catcher';
import { builtWebRoots, useTestPlatform, type PlatformFixture } from './test-platform';

/** Debian's Chromium, with the flags every headless run here gives it. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
}

export const WIDTHS = { mobile: 375, desktop: 1280 } as const;

export async function newPage(
  browser: Browser,
  baseURL: string,
  width: number = WIDTHS.desktop,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: width < 600 ? 812 : 900 } });
  const page = await context.newPage();
  // Patience, not a looser check: CI runs two platforms, two browsers and the fuzz suite on two cores,
  // where a settings tab once took over 20 s to show its list.
  page.setDefaultTimeout(40_000);
  recordPageActivity(page);
  return { context, page };
}

/** Signs in through the login form and waits for the dashboard it lands on. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The dashboard's address is the signal; its load event also waits for every image, which on a
  // starved CI machine took longer than the timeout (the next step waits for what it reads anyway).
  // A sign-in hashes a password: with two platforms and two browsers on two cores, a CI run saw it
  // take over 20 s, so it gets a minute.
  await page.waitForURL((url) => url.pathname === '/', { waitUntil: 'commit', timeout: 60_000 });
}

/** The platform with the built frontends, and a browser to open pages on it. */
export interface WebPlatformFixture extends PlatformFixture {
  /** A fresh context (its own cookies and storage) at the platform's address, and a page in it. */
  newPage(width?: number): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * The platform with the built frontends and the demo data (`env` on top), and a browser, shared by
 * the tests of the describe block it is called in: started before them, closed after them (the
 * browser first, with every page still open).
 */
export function useWebPlatform(env: Record<string, string> = {}): WebPlatformFixture {
  let browser: Browser | null = null;
  // Declared before the platform's hooks, so its afterAll closes the pages before the platform stops.
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    browser = null;
  });
  const platform = useTestPlatform(
    {
      SEED_DEMO_DATA: 'true',
      // A browser spec runs its platform, the test and Chromium in one worker beside another worker's: on
      // two cores a call can wait for CPU past the production timeouts (a CI run saw a balance answer 504
      // and a take 503 there). These specs test journeys, not timeouts; the gateway's, the wallet client's
      // and the fault suite's own tests do.
      UPSTREAM_TIMEOUT_MS: '30000',
      WALLET_TIMEOUT_MS: '15000',
      ...env,
    },
    { staticRoots: builtWebRoots() },
  );
  return {
    get url() {
      return platform.url;
    },
    get mail() {
      return platform.mail;
    },
    get services() {
      return platform.services;
    },
    get api() {
      return platform.api;
    },
    newPage(width?: number) {
      if (!browser) throw new Error('The browser is not running: open pages inside a hook or a test');
      return newPage(browser, platform.url, width);
    },
  };
}

const SCREENSHOTS = resolve(__dirname, '../../artifacts/screenshots');

/**
 * A full-page screenshot (or the viewport's, for an open dialog) at both widths, in `dir`
 * (artifacts/screenshots/ unless given), named `<name>-<mobile|desktop>-<width>.png`.
 */
export async function screenshotAtWidths(
  page: Page,
  name: string,
  { fullPage = true, dir = SCREENSHOTS }: { fullPage?: boolean; dir?: string } = {},
): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const original = page.viewportSize() ?? { width: WIDTHS.desktop, height: 900 };
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    // From the top: a full-page picture of a scrolled page draws the sticky header where it stands.
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    // Two frames: the resize's layout and paint have happened before the picture is taken.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
    );
    await page.screenshot({ path: join(dir, `${name}-${label}-${width}.png`), fullPage });
  }
  await page.setViewportSize(original);
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** axe-core's serious and critical violations on the page as it is now. */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  // Colours mid-transition are neither the old nor the new ones: a CI run measured a danger button's
  // contrast while its background was still fading in. Finite transitions and animations end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const source = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated rather than added as a <script>: the page's CSP allows only its own scripts.
  await page.evaluate(source);
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  })) as AxeViolation[];
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** The newest mail the platform at that URL sent to an address (in its catcher), newest first. */
export function mailbox(baseURL: string, to: string): Promise<CaughtMail[]> {
  return mailCatcherOf(baseURL).messagesTo(to);
}

/** The 6-digit code of the newest verification email to that address. */
export async function verificationPin(baseURL: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const pin = (await mailbox(baseURL, email))
      .map((message) => /Your verification code is (\d{6})/.exec(message.text)?.[1])
      .find(Boolean);
    if (pin) return pin;
    await new Promise((resolvePoll) => setTimeout(resolvePoll, 200));
  }
  throw new Error(`No verification code was sent to ${email}`);
}
