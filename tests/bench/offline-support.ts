// Shared set-up of the offline benchmarks (enqueue, read-day, drain, reload-offline): the build
// check, sign-in, the clinician's day opened in Chromium, the offline core bundled for the page,
// and the statistics printed.

import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Locator, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { DEMO_PASSWORD } from '../../server/seed/personas.ts';
import { passPinGate } from '../e2e/support.ts';
import { benchDist, CHROMIUM_ARGS, startBuiltServer } from './server.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const CLINICIAN = 'clinician@demo.test';
/** The clinician's state is FL: the browser runs on that calendar, so "today" is the seed's today. */
export const TIME_ZONE = 'America/New_York';

// ---------- statistics ----------

const round = (ms: number) => +ms.toFixed(2);

/** Nearest-rank percentile of `samples` (ms). */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

export interface Summary {
  n: number;
  p50ms: number;
  p95ms: number;
  maxms: number;
  meanms: number;
}

export function summarize(samples: readonly number[]): Summary {
  const mean = samples.reduce((a, b) => a + b, 0) / Math.max(1, samples.length);
  return {
    n: samples.length,
    p50ms: round(percentile(samples, 50)),
    p95ms: round(percentile(samples, 95)),
    maxms: round(Math.max(...samples)),
    meanms: round(mean),
  };
}

export const median = (samples: readonly number[]): number => percentile(samples, 50);

// ---------- build ----------

function newest(p: string): number {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((f) => newest(path.join(p, f))));
}

/**
 * Builds the PWA when the benches' build (benchDist: dist/ or BENCH_DIST) is missing or older
 * than its sources (the rule of scripts/start.mjs), into that same directory.
 */
export function ensureBuild(): void {
  const built = path.join(benchDist, 'index.html');
  const sources = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(root, p));
  if (existsSync(built) && Math.max(...sources.map(newest)) <= statSync(built).mtimeMs) return;
  console.log(`bench: ${path.relative(root, benchDist)}/ is missing or stale, building the app first`);
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', benchDist, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('vite build failed');
}

let bundled: Promise<string> | undefined;

/** The page side (offline-entry.ts) as one IIFE script; built once per process. */
export function offlineCoreScript(): Promise<string> {
  bundled ??= build({
    entryPoints: [path.join(import.meta.dirname, 'offline-entry.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  }).then((result) => {
    const [file] = result.outputFiles;
    if (!file) throw new Error('esbuild produced nothing');
    return file.text;
  });
  return bundled;
}

// ---------- server and browser ----------

export interface ApiSession {
  token: string;
  userId: string;
}

/** Signs in over HTTP (the API's own sign-in); the drain and the page's fetches use this token. */
export async function signInApi(origin: string, email = CLINICIAN): Promise<ApiSession> {
  const response = await fetch(`${origin}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { access_token: string; user: { id: string } };
  return { token: body.access_token, userId: body.user.id };
}

/** The items of the day's visit list (src/features/my-schedule/visit-list.tsx). */
export const visitItems = (page: Page): Locator => page.getByRole('list', { name: /^Visits on / }).getByRole('listitem');

/** Signs in through the real form as the clinician and waits for the day's list (the pack is on the device). */
export async function signInThroughForm(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/sign-in`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email', { exact: true }).fill(CLINICIAN);
  await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/sign-in', { timeout: 30_000 });
  await passPinGate(page);
  if (new URL(page.url()).pathname !== '/my-schedule') {
    await page.goto(`${origin}/my-schedule`);
    await passPinGate(page);
  }
  await visitItems(page).first().waitFor({ timeout: 30_000 });
}

export interface ClinicianPage {
  origin: string;
  api: ApiSession;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/**
 * The built app on a seeded server, Chromium, the clinician signed in through the form on
 * /my-schedule with the day on screen. `serviceWorkers: 'allow'` for the reload bench.
 */
export async function openClinicianDay(options: {
  serviceWorkers: 'allow' | 'block';
  bypassCSP?: boolean;
  /** More of the browser context (a viewport, permissions, a position). */
  device?: BrowserContextOptions;
  /** Runs on the new page before sign-in (e.g. shimFunctionNames). */
  beforeSignIn?: (page: Page) => Promise<void>;
}): Promise<ClinicianPage> {
  ensureBuild();
  const server = await startBuiltServer();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const context = await browser.newContext({
      timezoneId: TIME_ZONE,
      ...options.device,
      serviceWorkers: options.serviceWorkers,
      // The app's CSP forbids inline scripts; the page benches add the offline core as one.
      bypassCSP: options.bypassCSP ?? false,
    });
    const page = await context.newPage();
    await options.beforeSignIn?.(page);
    await signInThroughForm(page, server.origin);
    const api = await signInApi(server.origin);
    const opened = browser;
    return {
      origin: server.origin,
      api,
      browser: opened,
      context,
      page,
      async close() {
        await opened.close();
        await server.stop();
      },
    };
  } catch (error) {
    await browser?.close();
    await server.stop();
    throw error;
  }
}

/**
 * tsx compiles this file with esbuild's keepNames, so functions declared inside page.evaluate
 * callbacks call a `__name` helper that the page lacks: defined here (a no-op) for the current
 * document and every later one.
 */
const NAME_SHIM = 'globalThis.__name ??= (fn) => fn;';
export async function shimFunctionNames(page: Page): Promise<void> {
  await page.addInitScript({ content: NAME_SHIM });
  await page.evaluate(NAME_SHIM);
}

/** Adds the offline core to the page (window.offlineBench). */
export async function addOfflineCore(page: Page): Promise<void> {
  await shimFunctionNames(page);
  await page.addScriptTag({ content: await offlineCoreScript() });
  await page.waitForFunction(() => typeof window.offlineBench === 'object');
}

/** A page script for every document (addInitScript) of the offline benches: when a service worker took control, the PIN gate showed, and the first visit of the day was in the DOM with a box. */
export function watchOpening(): void {
  const w = window as unknown as { __swControlMs?: number; __pinGateMs?: number; __firstVisitMs?: number };
  if (navigator.serviceWorker.controller) w.__swControlMs = 0;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    w.__swControlMs ??= performance.now();
  });
  const check = () => {
    if (w.__pinGateMs === undefined && [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Please verify your PIN')) {
      w.__pinGateMs = performance.now();
    }
    const item = document.querySelector('ol[aria-label^="Visits on"] > li');
    if (!item || item.getBoundingClientRect().height === 0) return false;
    w.__firstVisitMs = performance.now();
    return true;
  };
  const observer = new MutationObserver(() => {
    if (check()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

export const readOpening = (page: Page, key: '__swControlMs' | '__pinGateMs' | '__firstVisitMs') =>
  page.evaluate((k) => (window as unknown as Record<string, number | undefined>)[k] ?? null, key);
