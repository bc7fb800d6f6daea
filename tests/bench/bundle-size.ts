// JavaScript a fresh browser (empty cache, no service worker) fetches to render the sign-in
// page and the shell, gzip bytes (goal ≤ 170 KB each): every script until the network is idle,
// including chunks loaded on demand at once (the GraphQL client for the shell's first query).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type BrowserContext, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, startBuiltServer } from './server.ts';

const dist = path.resolve(import.meta.dirname, '../../dist');

const gz = (urlPath: string): number => {
  const file = path.join(dist, urlPath);
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
};

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export async function bundleSizes() {
  const server = await startBuiltServer();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const measure = async (url: string, heading: string, storageState?: StorageState) => {
      const context = await browser.newContext({ serviceWorkers: 'block', ...(storageState ? { storageState } : {}) });
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('response', (r) => {
        const u = new URL(r.url());
        if (u.pathname.endsWith('.js') && u.origin === server.origin && !u.pathname.endsWith('sw.js')) scripts.add(u.pathname);
      });
      await page.goto(server.origin + url);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await context.close();
      const files = [...scripts].map((file) => ({ file, gzipBytes: gz(file) })).sort((a, b) => b.gzipBytes - a.gzipBytes);
      if (process.env.BENCH_VERBOSE) console.log(url, files);
      return { files: files.length, gzipKB: +(files.reduce((n, f) => n + f.gzipBytes, 0) / 1024).toFixed(1), largest: files.slice(0, 4) };
    };

    const signIn = await measure('/sign-in', 'Wound Care EMR');
    // Sign in through the real form once, then measure a cold load of the shell with that session.
    const login = await browser.newContext({ serviceWorkers: 'block' });
    const page = await login.newPage();
    await page.goto(`${server.origin}/sign-in`);
    await page.getByLabel('Email').fill('clinician@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('Demo!2026pass');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/sign-in'));
    const storageState = await login.storageState();
    await login.close();
    const shell = await measure('/account', 'Profile', storageState);

    const out = { signIn, shell, goalKB: 170 };
    console.log('bundle:', JSON.stringify(out));
    return out;
  } finally {
    await browser.close();
    await server.stop();
  }
}
