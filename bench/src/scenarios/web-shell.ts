import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { cpuBetween, cpuSnapshot } from '../cpu';
import { CORES } from '../load/run-load';
import { startBareServer } from '../reference/bare';
import { median, ratio } from '../stats';
import { atMost, Figure, Scenario, ScenarioResult } from './scenario';
import { loadPage, PageLoad, ResourceEntry } from './web-shell-page';

const SHELL_INDEX = resolve(__dirname, '../../../frontends/shell/dist/index.html');
const BARE_PAGE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>P2P Bet</title></head><body><h1>P2P Bet</h1></body></html>';
const KB = 1024;

/** Debian's Chromium (Playwright cannot download its own here), flags as the browser tests use. */
const launch = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });

/**
 * Scenario 5: cold loads of `/` in headless Chromium: the JavaScript fetched before the first
 * contentful paint, the paint itself, and when the betting remote's first screen is shown and the
 * main thread has settled. The reference is a one-heading page from a bare server, loaded the same way.
 */
export const webShell: Scenario = async (context): Promise<ScenarioResult> => {
  const { target, options } = context;
  if (!existsSync(SHELL_INDEX)) {
    return {
      scenario: 'web-shell',
      mode: target.mode,
      figures: [],
      cpu: {},
      details: {},
      notes: ['frontends are not built: run npm run build:web'],
    };
  }
  const browser = await launch();
  const bare = await startBareServer(Buffer.from(BARE_PAGE), 'text/html; charset=utf-8');
  try {
    context.log(`${options.pageLoads} cold loads of / and of a bare page`);
    const start = cpuSnapshot(target.processes);
    const shell: PageLoad[] = [];
    for (let index = 0; index < options.pageLoads; index++)
      shell.push(await loadPage(browser, `${target.url}/`, { remoteScreen: true }));
    const end = cpuSnapshot(target.processes);
    const reference: PageLoad[] = [];
    for (let index = 0; index < options.pageLoads; index++)
      reference.push(await loadPage(browser, `${bare.url}/`, { remoteScreen: false }));

    const initial = await sizes(shell[0].scripts.filter((script) => script.responseEnd <= shell[0].fcp));
    const untilScreen = await sizes(
      shell[0].scripts.filter((script) => script.responseEnd <= (shell[0].interactiveAt ?? Infinity)),
    );
    const fcp = median(shell.map((load) => load.fcp));
    const bareFcp = median(reference.map((load) => load.fcp));
    const screen = median(shell.map((load) => load.screenAt ?? NaN));
    const interactive = median(shell.map((load) => load.interactiveAt ?? NaN));
    const figures: Figure[] = [
      { name: 'initial JS (before first paint), raw', value: initial.raw / KB, unit: 'KB' },
      { name: 'initial JS, bytes on the wire', value: initial.transfer / KB, unit: 'KB' },
      {
        name: 'initial JS, gzip',
        value: initial.gzip / KB,
        unit: 'KB',
        ...atMost(initial.gzip / KB, 140, 'KB'),
      },
      {
        name: `first contentful paint of /, median of ${shell.length}`,
        value: fcp,
        unit: 'ms',
        reference: { name: 'bare page FCP', value: bareFcp, unit: 'ms' },
        ratio: ratio(fcp, bareFcp),
        ...atMost(fcp, 1000, 'ms'),
      },
      { name: 'betting remote first screen shown, median', value: screen, unit: 'ms' },
      { name: 'betting remote first screen interactive, median', value: interactive, unit: 'ms' },
      { name: 'JS until interactive, gzip', value: untilScreen.gzip / KB, unit: 'KB' },
    ];
    return {
      scenario: 'web-shell',
      mode: target.mode,
      figures,
      cpu: { 'shell loads': cpuBetween(start, end, CORES()) },
      details: {
        initialScripts: initial,
        scriptsUntilInteractive: untilScreen,
        loads: shell,
        bareLoads: reference,
      },
      notes: [],
    };
  } finally {
    await bare.stop();
    await browser.close();
  }
};

/** Raw, on-the-wire and gzip (zlib's default level, as a server would send it) sizes of the scripts. */
async function sizes(scripts: ResourceEntry[]) {
  const files = await Promise.all(
    scripts.map(async (script) => {
      const bytes = Buffer.from(await (await fetch(script.url)).arrayBuffer());
      return {
        url: new URL(script.url).pathname,
        raw: bytes.length,
        transfer: script.transferSize,
        gzip: gzipSync(bytes).length,
      };
    }),
  );
  const sum = (key: 'raw' | 'transfer' | 'gzip') => files.reduce((total, file) => total + file[key], 0);
  return { files, raw: sum('raw'), transfer: sum('transfer'), gzip: sum('gzip') };
}
