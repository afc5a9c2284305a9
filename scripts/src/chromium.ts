/**
 * Debian's Chromium (Playwright cannot download its own browsers here) and the flags every headless
 * run gives it: the browser tests, the bench's page loads and its Lighthouse runs.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
