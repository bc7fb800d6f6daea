// Cold start of `npm start` on an empty data dir (migrate + seed) and warm start (existing
// data), seconds from spawn until /api/status answers. The client build is done beforehand
// (start.mjs skips it when dist/ is current), so these are server start times.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

async function timeStart(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn('node', ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      if (performance.now() - started > 180_000) throw new Error('server did not start in 180 s');
      try {
        const r = await fetch(`http://127.0.0.1:${port}/api/status`);
        if (r.ok) return (performance.now() - started) / 1000;
      } catch {}
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
  }
}

export async function startupTimes() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'emr-start-'));
  try {
    const cold = await timeStart(dataDir, 3917);
    const warm = await timeStart(dataDir, 3918);
    const out = { coldStartSeconds: +cold.toFixed(2), warmStartSeconds: +warm.toFixed(2) };
    console.log('startup:', out);
    return out;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
