// JavaScript a browser with an empty cache (no service worker) fetches, gzip bytes, by chunk (name → bytes):
// - sign-in: a fresh browser opening /sign-in, until the network is idle;
// - shell: the clinician's first real screen. Signed in through the form with the PIN typed at
//   'Please verify your PIN' (SPEC §4: the device's data opens only with it), then the app opened
//   again at / with the browser's cache disabled (CDP): the PIN gate, the PIN, and My Schedule
//   with its visits, until the network is idle. Every script counts, including chunks loaded on
//   demand on the way (the GraphQL client, the PIN pad, the schedule's route).
// Goal for the shell: ≤ 200 KB now, 170 KB later; the chunks say where the bytes are.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from '@playwright/test';
import { passPinGate } from '../e2e/support.ts';
import { ensureBuild, signInThroughForm, TIME_ZONE, visitItems } from './offline-support.ts';
import type { BenchOptions } from './options.ts';
import { benchDist, CHROMIUM_ARGS, startBuiltServer } from './server.ts';

const LIMIT_KB = 200;
const GOAL_KB = 170;

const gzipBytes = (urlPath: string): number => {
  const file = path.join(benchDist, urlPath);
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
};

/** A Vite chunk's name: its file name without the content hash (`index-BVbBMo-i.js` → `index`). */
const chunkName = (urlPath: string): string => {
  const file = path.basename(urlPath);
  return /^(.*)-[\w-]{8}\.js$/.exec(file)?.[1] ?? file;
};

const kb = (bytes: number) => +(bytes / 1024).toFixed(1);

/** Records the same-origin scripts the page fetches (the service worker's own script aside). */
function watchScripts(page: Page, origin: string): Set<string> {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && url.pathname.endsWith('.js') && !url.pathname.endsWith('/sw.js')) scripts.add(url.pathname);
  });
  return scripts;
}

/** Total and, by chunk name (the file when two chunks share a name), gzip bytes, largest first. */
function report(scripts: ReadonlySet<string>) {
  const files = [...scripts].map((file) => ({ file, bytes: gzipBytes(file) })).sort((a, b) => b.bytes - a.bytes);
  const names = files.map((f) => chunkName(f.file));
  const chunks: Record<string, number> = {};
  files.forEach(({ file, bytes }, i) => {
    const name = names[i] ?? file;
    chunks[names.indexOf(name) === names.lastIndexOf(name) ? name : path.basename(file)] = bytes;
  });
  return { files: files.length, gzipKB: kb(files.reduce((n, f) => n + f.bytes, 0)), chunks };
}

async function measureSignIn(browser: Browser, origin: string) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const scripts = watchScripts(page, origin);
    await page.goto(`${origin}/sign-in`);
    await page.getByRole('heading', { name: 'Wound Care EMR', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    return report(scripts);
  } finally {
    await context.close();
  }
}

async function measureShell(browser: Browser, origin: string) {
  const context = await browser.newContext({ serviceWorkers: 'block', timezoneId: TIME_ZONE });
  try {
    const page = await context.newPage();
    // Signed in once, PIN given: the session and the device's wrapped key are in this browser.
    await signInThroughForm(page, origin);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts = watchScripts(page, origin);
    await page.goto(`${origin}/`);
    await passPinGate(page);
    await page.getByRole('heading', { name: 'My Schedule', level: 1 }).waitFor({ timeout: 30_000 });
    await visitItems(page).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return { screen: new URL(page.url()).pathname, ...report(scripts) };
  } finally {
    await context.close();
  }
}

const line = (label: string, r: ReturnType<typeof report>) =>
  `bundle ${label}: ${r.gzipKB} KB gzip in ${r.files} scripts: ${Object.entries(r.chunks)
    .map(([chunk, bytes]) => `${chunk} ${kb(bytes)}`)
    .join(', ')}`;

/** One sign-in page and one shell load either way: the bench is already small, smoke or not. */
export async function bundleSizes(_options: BenchOptions) {
  ensureBuild();
  const server = await startBuiltServer();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const signIn = await measureSignIn(browser, server.origin);
    const shell = await measureShell(browser, server.origin);
    console.log(line('sign-in', signIn));
    console.log(line(`shell (${shell.screen}, after the PIN)`, shell));
    const out = {
      method:
        'Chromium, built app, no service worker, empty cache; gzip -9 of each same-origin script fetched until the network is idle. ' +
        'shell: signed in and PIN given once, then / opened with the cache disabled → PIN → My Schedule with its visits',
      signIn,
      shell,
      limitKB: LIMIT_KB,
      goalKB: GOAL_KB,
    };
    console.log(`bundle: sign-in ${signIn.gzipKB} KB, shell ${shell.gzipKB} KB [≤ ${LIMIT_KB} KB now, goal ${GOAL_KB} KB]`);
    return out;
  } finally {
    await browser.close();
    await server.stop();
  }
}
