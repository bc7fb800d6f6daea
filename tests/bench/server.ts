// Starts the real server (built client, seeded embedded db) in-process for a benchmark.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type BuiltApp, buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { seedIfEmpty } from '../../server/seed/seed.ts';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function startBuiltServer(): Promise<{ origin: string; built: BuiltApp; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'emr-bench-'));
  // BENCH_DATABASE_URL: run on a fresh PostgreSQL database made from that server instead of PGlite.
  const adminUrl = process.env.BENCH_DATABASE_URL;
  const dbName = `emr_bench_${process.pid}_${Date.now()}`;
  let databaseUrl: string | undefined;
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: path.resolve(import.meta.dirname, '../../dist'),
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const built = await buildApp(config, { logger: false });
  await seedIfEmpty(built.database.db, { log: () => {} });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    built,
    async stop() {
      await built.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (adminUrl) {
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin.end();
      }
    },
  };
}
