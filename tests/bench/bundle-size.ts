// Bytes as transferred, by route: what a browser receives from the production build on the real
// server, asking with its own Accept-Encoding (Chromium's: br and gzip among them), counted on the
// wire (transfer.ts: CDP encodedDataLength, headers included) for every same-origin response, by
// kind (html, js, css, font, image, manifest, media; the API's answers apart) and by file:
// - sign-in: a fresh browser (empty cache) opening /sign-in, until the network is idle;
// - shell: the clinician's first real screen. Signed in through the form with the PIN typed at
//   'Please verify your PIN' (SPEC §4: the device's data opens only with it), then the app opened
//   again at / with the HTTP cache disabled (CDP): the PIN gate, the PIN, and My Schedule with its
//   visits, until the network is idle. Every file counts, including chunks loaded on demand on
//   the way (the PIN pad, the shell, the schedule's route).
//   Both with service workers blocked: the figures are the page's own load, never a worker's
//   cache; what the worker fetches for itself is the third figure:
// - precache: the URLs of the built sw.js's precache manifest fetched as its install does, with
//   `Accept-Encoding: br, gzip`, bytes on the wire summed (precache-transfer.ts).
// Budgets (DESIGN §1, a phone on a weak signal), on the app's files; the API's answers (the day's
// data, the config) are printed beside them but are data, not the app.
import { type Browser, chromium } from '@playwright/test';
import { passPinGate } from '../e2e/support.ts';
import { ensureBuild, signInThroughForm, TIME_ZONE, visitItems } from './offline-support.ts';
import type { BenchOptions } from './options.ts';
import { precacheTransfer } from './precache-transfer.ts';
import { benchDist, CHROMIUM_ARGS, startBuiltServer } from './server.ts';
import { recordTransfers, type TransferReport, transferReport } from './transfer.ts';

const BUDGET_KB = { signIn: 200, shell: 250, precache: 700 } as const;

async function measureSignIn(browser: Browser, origin: string): Promise<TransferReport> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const recorder = await recordTransfers(context, page, origin);
    await page.goto(`${origin}/sign-in`);
    await page.getByRole('heading', { name: 'Wound Care EMR', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    return transferReport(recorder.transfers());
  } finally {
    await context.close();
  }
}

async function measureShell(browser: Browser, origin: string): Promise<TransferReport & { screen: string }> {
  const context = await browser.newContext({ serviceWorkers: 'block', timezoneId: TIME_ZONE });
  try {
    const page = await context.newPage();
    // Signed in once, PIN given: the session and the device's wrapped key are in this browser.
    await signInThroughForm(page, origin);
    const recorder = await recordTransfers(context, page, origin);
    await recorder.cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(`${origin}/`);
    await passPinGate(page);
    await page.getByRole('heading', { name: 'My Schedule', level: 1 }).waitFor({ timeout: 30_000 });
    await visitItems(page).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return { screen: new URL(page.url()).pathname, ...transferReport(recorder.transfers()) };
  } finally {
    await context.close();
  }
}

const verdict = (kb: number, budget: number) => `[≤ ${budget} KB ${kb <= budget ? 'met' : 'missed'}]`;

const line = (label: string, r: TransferReport, budget: number) =>
  `bundle ${label}: ${r.appKB} KB transferred in ${r.files} files ${verdict(r.appKB, budget)}; by kind ${JSON.stringify(r.byKind)}; ` +
  `encodings ${JSON.stringify(r.encodings)}; API ${r.api.KB} KB in ${r.api.requests} (not in the budget)\n  ${Object.entries(r.breakdown)
    .map(([file, kb]) => `${file} ${kb}`)
    .join(', ')}`;

/** One sign-in page, one shell load and one precache either way: the bench is already small, smoke or not. */
export async function bundleSizes(_options: BenchOptions) {
  ensureBuild();
  const server = await startBuiltServer();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const signIn = await measureSignIn(browser, server.origin);
    const shell = await measureShell(browser, server.origin);
    const precache = await precacheTransfer(server.origin, benchDist);
    console.log(line('sign-in', signIn, BUDGET_KB.signIn));
    console.log(line(`shell (${shell.screen}, after the PIN)`, shell, BUDGET_KB.shell));
    console.log(
      `bundle precache: ${precache.KB} KB transferred in ${precache.files} files ${verdict(precache.KB, BUDGET_KB.precache)}; ` +
        `encodings ${JSON.stringify(precache.encodings)}\n  largest: ${precache.largest.map((f) => `${f.file} ${f.KB}`).join(', ')}`,
    );
    console.log(
      `bundle: sign-in ${signIn.appKB} KB ${verdict(signIn.appKB, BUDGET_KB.signIn)}, shell ${shell.appKB} KB ${verdict(shell.appKB, BUDGET_KB.shell)}, ` +
        `precache ${precache.KB} KB ${verdict(precache.KB, BUDGET_KB.precache)}`,
    );
    return {
      method:
        'Chromium, built app on the real server, service workers blocked; bytes on the wire (CDP encodedDataLength) of every same-origin response, ' +
        "with the browser's Accept-Encoding, until the network is idle; budgets on the app's files (API answers apart). sign-in: fresh browser. " +
        'shell: signed in and PIN given once, then / opened with the cache disabled → PIN → My Schedule with its visits. ' +
        "precache: the built sw.js's manifest fetched with Accept-Encoding: br, gzip.",
      signIn,
      shell,
      precache,
      budgetKB: BUDGET_KB,
      met: {
        signIn: signIn.appKB <= BUDGET_KB.signIn,
        shell: shell.appKB <= BUDGET_KB.shell,
        precache: precache.KB <= BUDGET_KB.precache,
      },
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
