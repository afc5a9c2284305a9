import type { Page } from 'playwright-core';

/** How many recent lines each page keeps: enough to cover the step that failed and the one before. */
const KEPT_LINES = 60;

const recorded = new Map<Page, string[]>();

/**
 * Keeps what a page did lately (navigations, API answers, failed requests, console errors), so a
 * browser test that times out on a slow CI machine says what the page was doing, not only what it
 * waited for: the failure of a run is often not reproducible, its log is all there is.
 */
export function recordPageActivity(page: Page): void {
  const lines: string[] = [];
  recorded.set(page, lines);
  const started = Date.now();
  const note = (line: string) => {
    lines.push(`+${((Date.now() - started) / 1000).toFixed(1)}s ${line}`);
    if (lines.length > KEPT_LINES) lines.shift();
  };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`navigated to ${frame.url()}`);
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/live/')) {
      note(`${response.request().method()} ${url.pathname} ${response.status()}`);
    }
  });
  page.on('requestfailed', (request) =>
    note(`${request.method()} ${new URL(request.url()).pathname} failed: ${request.failure()?.errorText}`),
  );
  page.on('console', (message) => {
    if (message.type() === 'error') note(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
  page.on('close', () => recorded.delete(page));
}

/** Each open page's address and recent activity, for a failing test's message. */
export function recentPageActivity(): string {
  return [...recorded]
    .filter(([page]) => !page.isClosed())
    .map(([page, lines]) => `Page at ${page.url()}, recently:\n  ${lines.join('\n  ')}`)
    .join('\n');
}

// The web tier's test environment reads it from the test's global when a test fails.
(globalThis as { recentPageActivity?: () => string }).recentPageActivity = recentPageActivity;
