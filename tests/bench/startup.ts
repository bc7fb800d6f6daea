// Cold start of `npm start` on an empty data dir (migrate + seed) and warm start (existing
// data), seconds from spawn until /api/status answers. The client is built beforehand
// (ensureBuild, into the benches' build) and start.mjs is told not to build (SKIP_BUILD), so
// these are server start times. Smoke: the same two starts (each a few seconds).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuild } from './offline-support.ts';
import type { BenchOptions } from './options.ts';
import { benchDist } from './server.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** A port nobody listens on now (the machine is shared: no fixed port). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('node', ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      STATIC_DIR: benchDist,
      SKIP_BUILD: '1',
    },
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (performance.now() - started > 180_000) throw new Error('server did not start in 180 s');
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode} before answering`);
      try {
        const r = await fetch(`http://127.0.0.1:${port}/api/status`);
        if (r.ok) return (performance.now() - started) / 1000;
      } catch {}
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    // The whole group (start.mjs and its tsx server), then wait until it is gone: the next start
    // opens the same data dir.
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
}

export async function startupTimes(_options: BenchOptions) {
  ensureBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'emr-start-'));
  try {
    const cold = await timeStart(dataDir);
    const warm = await timeStart(dataDir);
    const out = { coldStartSeconds: +cold.toFixed(2), warmStartSeconds: +warm.toFixed(2) };
    console.log('startup:', JSON.stringify(out));
    return out;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
