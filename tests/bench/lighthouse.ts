// Lighthouse itself (the `lighthouse` npm package, v12, its default config: the mobile preset, a
// 412×823 phone, simulated slow 4G — 150 ms RTT, 1.6 Mbps — and 4× CPU slowdown; the audits read
// here only, FLAGS) against the system Chromium on the production build served by the real server
// (startBuiltServer). Median of 3 runs each (smoke: 1). What each figure covers:
// - /sign-in cold: a new Chromium profile every run (chrome-launcher, as Lighthouse's CLI does)
//   and Lighthouse's own storage reset on top: empty HTTP cache, no service worker, no session.
//   Score, FCP, LCP, TBT and CLS are Lighthouse's simulation of that phone from the observed load.
//   Bytes and requests are the page's own fetches, API calls included; the service worker's
//   precache runs in its own target and is not in them (bundle-size.ts measures it).
// - /my-schedule as the clinician after the PIN. Playwright launches Chromium with a persistent
//   profile and a remote-debugging port, signs in through the form and types the PIN at 'Please
//   verify your PIN': the session and the device's wrapped key are now in that browser. Lighthouse's
//   user flow (puppeteer-core on that port, driving the same tab) then, every run:
//   1. navigates to /my-schedule with disableStorageReset (the session and the device's data stay),
//      the HTTP cache cleared first (CDP Network.clearBrowserCache) and the service worker
//      BYPASSED, not unregistered (CDP Network.setBypassServiceWorker on a session of our own, on
//      for the whole flow): it stays installed as on the clinician's device but serves nothing, so
//      every file comes over the network, and the page is checked to be uncontrolled. SPEC §4: the
//      device's data opens only with the PIN, so this navigation ends at 'Please verify your PIN':
//      its score, LCP, TBT, CLS and bytes are those of loading the app up to the PIN gate;
//   2. a timespan: the PIN typed and Unlock pressed → My Schedule's visits on screen. Lighthouse
//      cannot simulate a timespan, so this one runs under its DevTools throttling of the same
//      preset (4× CPU, 562.5 ms request latency, 1.4 Mbps): its TBT and CLS are observed, as are its
//      bytes (the chunks and data loaded after the PIN) and its wall time. It has no LCP or score
//      of a load; its TBT is held to 200 ms, its CLS to the navigations' budget.
// Goals (the field phone's): performance ≥ 0.95, LCP ≤ 1.5 s, TBT ≤ 100 ms, CLS ≤ 0.1. Each LCP element is printed,
// and the top items of 'bootup-time' (navigations and timespan) and 'unused-javascript'
// (navigations) say where the time goes. Lighthouse's benchmarkIndex of each run is kept: the
// simulation scales the work it observed, so a machine busy with other work reads slower. The HTML
// reports of the last run are written to tmp/lighthouse/ for a closer look.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, type CDPSession, chromium, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, generateReport, type Result, startFlow } from 'lighthouse';
import puppeteer, { type Browser as PuppeteerBrowser, type Page as PuppeteerPage } from 'puppeteer-core';
import { enterPin } from '../e2e/support.ts';
import {
  medianNavigation,
  medianTimespan,
  type NavigationFigures,
  navigationBudgets,
  navigationFigures,
  printNavigation,
  printTimespan,
  type TimespanFigures,
  TRACE_FAILURES,
  timespanBudgets,
  timespanFigures,
  UnmeasuredRun,
} from './lighthouse-figures.ts';
import { ensureBuild, signInThroughForm, TIME_ZONE, visitItems } from './offline-support.ts';
import type { BenchOptions } from './options.ts';
import { CHROMIUM_ARGS, startBuiltServer } from './server.ts';

const CHROMIUM = '/usr/bin/chromium';
const RUNS = 3;
/** The window has the preset's screen size, so the layout is the same whether Lighthouse's emulation is attached or not. */
const WINDOW = '--window-size=412,823';
/**
 * Lighthouse's defaults (mobile, simulated throttling), only the audits read here: the five metrics
 * that make the performance score (so it is the full category's score), the bytes and requests,
 * and where the time goes. The other audits, their gatherers and the full-page screenshot would only cost time.
 */
const FLAGS: Flags = {
  logLevel: 'error',
  output: 'json',
  disableFullPageScreenshot: true,
  onlyAudits: [
    'first-contentful-paint',
    'largest-contentful-paint',
    'speed-index',
    'total-blocking-time',
    'cumulative-layout-shift',
    'largest-contentful-paint-element',
    'total-byte-weight',
    'network-requests',
    'diagnostics',
    'bootup-time',
    'unused-javascript',
  ],
};
const elapsed = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const REPORTS = path.resolve(import.meta.dirname, '../../tmp/lighthouse');

function saveReport(name: string, html: string): void {
  mkdirSync(REPORTS, { recursive: true });
  writeFileSync(path.join(REPORTS, name), html);
}

/** One cold load of /sign-in in a Chromium of its own (fresh profile, removed with it). */
async function coldSignIn(origin: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', WINDOW, ...CHROMIUM_ARGS] });
  try {
    const result = await lighthouse(`${origin}/sign-in`, { ...FLAGS, port: chrome.port });
    if (!result) throw new Error('Lighthouse returned no result for /sign-in');
    saveReport('sign-in.html', generateReport(result.lhr, 'html'));
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** The port Chromium chose for --remote-debugging-port=0, from the profile's DevToolsActivePort. */
async function debuggingPort(profile: string): Promise<number> {
  const file = path.join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 10_000;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error('Chromium wrote no DevToolsActivePort');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const port = Number(readFileSync(file, 'utf8').split('\n')[0]);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`bad DevToolsActivePort: ${port}`);
  return port;
}

interface SignedInBrowser {
  context: BrowserContext;
  page: Page;
  /** Our own CDP session on the tab: the cache cleared, the service worker bypassed. */
  cdp: CDPSession;
  /** The same tab, for Lighthouse. */
  lhPage: PuppeteerPage;
  close(): Promise<void>;
}

/** Chromium launched by Playwright with a debugging port, the clinician signed in (PIN given) in its one tab, and that tab through puppeteer-core. */
async function signedInBrowser(origin: string): Promise<SignedInBrowser> {
  const profile = mkdtempSync(path.join(tmpdir(), 'emr-lighthouse-'));
  let context: BrowserContext | undefined;
  let lhBrowser: PuppeteerBrowser | undefined;
  const close = async () => {
    await lhBrowser?.disconnect();
    await context?.close();
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      args: [...CHROMIUM_ARGS, WINDOW, '--remote-debugging-port=0'],
      // No emulation of Playwright's own: Lighthouse's is the only one (the window has its size).
      viewport: null,
      timezoneId: TIME_ZONE,
      serviceWorkers: 'allow',
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await signInThroughForm(page, origin);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setBypassServiceWorker', { bypass: true });
    lhBrowser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${await debuggingPort(profile)}`, defaultViewport: null });
    const tabs = (await lhBrowser.pages()).filter((p) => p.url() === page.url());
    const [lhPage] = tabs;
    if (!lhPage || tabs.length !== 1) throw new Error(`expected one tab at ${page.url()}, found ${tabs.length}`);
    return { context, page, cdp, lhPage, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** One flow: /my-schedule opened (network load up to the PIN gate), then the timespan PIN → visits. */
async function mySchedule(origin: string, b: SignedInBrowser): Promise<{ navigation: Result; timespan: Result; wallMs: number }> {
  await b.cdp.send('Network.clearBrowserCache');
  const flow = await startFlow(b.lhPage, { name: 'The clinician opens My Schedule', flags: FLAGS });
  await flow.navigate(`${origin}/my-schedule`, { name: 'Open /my-schedule (to the PIN gate)', disableStorageReset: true });
  await b.page.getByRole('heading', { level: 1, name: 'Please verify your PIN' }).waitFor({ timeout: 30_000 });
  if (await b.page.evaluate(() => navigator.serviceWorker.controller !== null)) {
    throw new Error('a service worker served the measured load; the bypass did not hold');
  }
  await flow.startTimespan({ name: 'PIN → My Schedule with its visits', throttlingMethod: 'devtools' });
  const started = performance.now();
  await enterPin(b.page);
  await b.page.getByRole('heading', { name: 'My Schedule', level: 1 }).waitFor({ timeout: 60_000 });
  await visitItems(b.page).first().waitFor({ timeout: 60_000 });
  const wallMs = performance.now() - started;
  await flow.endTimespan();
  // The timespan's 4× CPU must not outlive it (the next navigation is simulated from observed work).
  await b.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const result = await flow.createFlowResult();
  saveReport('my-schedule-flow.html', generateReport(result, 'html'));
  const [navigation, timespan] = result.steps.map((step) => step.lhr);
  if (!navigation || !timespan) throw new Error(`the flow has ${result.steps.length} steps, expected 2`);
  return { navigation, timespan, wallMs };
}

/** A run, and once more when Lighthouse failed to record its trace (TRACE_FAILURES); any other failure stands. */
async function measured<T>(label: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof UnmeasuredRun && TRACE_FAILURES.has(error.code))) throw error;
    console.log(`lighthouse: ${label}: ${error.message}; running it again`);
    return run();
  }
}

export async function lighthouseBench(options: BenchOptions) {
  ensureBuild();
  const runs = options.smoke ? 1 : RUNS;
  let started = performance.now();
  const server = await startBuiltServer();
  console.log(`lighthouse: server up (seeded) in ${elapsed(started)}`);
  try {
    const signInRuns: NavigationFigures[] = [];
    for (let i = 0; i < runs; i++) {
      started = performance.now();
      signInRuns.push(await measured('/sign-in', async () => navigationFigures(await coldSignIn(server.origin), server.origin)));
      console.log(`lighthouse: /sign-in run ${i + 1} of ${runs} in ${elapsed(started)}`);
    }

    const openRuns: NavigationFigures[] = [];
    const pinRuns: TimespanFigures[] = [];
    started = performance.now();
    const signedIn = await signedInBrowser(server.origin);
    console.log(`lighthouse: signed in through the form with the PIN in ${elapsed(started)}`);
    try {
      for (let i = 0; i < runs; i++) {
        started = performance.now();
        const run = await measured('/my-schedule', async () => {
          const flow = await mySchedule(server.origin, signedIn);
          return {
            open: navigationFigures(flow.navigation, server.origin),
            pin: timespanFigures(flow.timespan, server.origin, flow.wallMs),
          };
        });
        openRuns.push(run.open);
        pinRuns.push(run.pin);
        console.log(`lighthouse: /my-schedule flow run ${i + 1} of ${runs} in ${elapsed(started)}`);
      }
    } finally {
      await signedIn.close();
    }

    const signIn = medianNavigation(signInRuns);
    const open = medianNavigation(openRuns);
    const pin = medianTimespan(pinRuns);
    printNavigation('/sign-in cold', runs, signIn);
    printNavigation('/my-schedule signed in, to the PIN gate (no service worker, empty cache)', runs, open);
    printTimespan('/my-schedule PIN → visits (timespan, DevTools 4× CPU)', runs, pin);
    return {
      method:
        'Lighthouse 12 mobile preset (simulated slow 4G, 4× CPU), system Chromium, production build on the real server; median of runs. ' +
        'signIn: cold, fresh profile. mySchedule.open: signed in with the PIN once, then a flow navigation with disableStorageReset, ' +
        'empty HTTP cache, service worker bypassed; ends at the PIN gate. mySchedule.pin: timespan PIN → visits under DevTools throttling.',
      runs,
      signIn: { ...signIn, budgets: navigationBudgets(signIn), runs: signInRuns.map(short) },
      mySchedule: {
        open: { ...open, budgets: navigationBudgets(open), runs: openRuns.map(short) },
        pin: { ...pin, budgets: timespanBudgets(pin), runs: pinRuns.map(({ bootup: _, ...figures }) => figures) },
      },
    };
  } finally {
    await server.stop();
  }
}

/** A run's headline figures, without the audits' lists (those of the median run are printed). */
const short = ({ score, fcpMs, lcpMs, tbtMs, cls, transferKB, requests, benchmarkIndex }: NavigationFigures) => ({
  score,
  fcpMs,
  lcpMs,
  tbtMs,
  cls,
  transferKB,
  requests,
  benchmarkIndex,
});
