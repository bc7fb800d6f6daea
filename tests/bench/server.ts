// Starts the real server (built client, seeded embedded db) in-process for a benchmark.

import { cpSync, mkdtempSync, rmSync } from 'node:fs';
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

/** The built client the benches serve: `dist/`, or BENCH_DIST (a build of one's own while others build `dist/`). */
export const benchDist = path.resolve(import.meta.dirname, '../..', process.env.BENCH_DIST ?? 'dist');

const benchEnv = (dataDir: string): NodeJS.ProcessEnv => ({
  DATA_DIR: dataDir,
  STATIC_DIR: benchDist,
  // BENCH_SERVER_LOG=1: the server's own errors on stderr (a bench answered 'Something went wrong').
  LOG_LEVEL: process.env.BENCH_SERVER_LOG ? 'error' : 'silent',
  // A bench's one user sends thousands of requests a minute: the per-user budget (600) is for
  // people, and would turn a throughput run into 429s (graphql-limits.ts measures the limits).
  GRAPHQL_RATE_LIMIT: '0',
});
const appOptions = () => (process.env.BENCH_SERVER_LOG ? {} : { logger: false });

let template: Promise<string> | undefined;

/**
 * One migrated and seeded PGlite data dir per process, copied for each bench's server: the
 * migrations and the demo seed (≈ 15 s of CPU) run once per `npm run bench`, not once per bench,
 * and every bench still starts from the same freshly seeded data. Removed when the process exits.
 */
function seededTemplate(): Promise<string> {
  template ??= (async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'emr-bench-template-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const built = await buildApp(loadConfig(benchEnv(dir)), appOptions());
    await seedIfEmpty(built.database.db, { log: () => {} });
    await built.close();
    return dir;
  })();
  return template;
}

/** A fresh copy of the seeded data dir, for a server a bench starts in its own process (removed at exit). */
export async function seededDataDir(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'emr-bench-'));
  cpSync(await seededTemplate(), dataDir, { recursive: true });
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

/**
 * Another instance of the app on `first`'s database (DESIGN §5: stateless instances behind one
 * database and one Redis), listening on its own port; `env` adds to the bench's (REDIS_URL).
 */
export async function startSecondInstance(first: BuiltApp, env: Record<string, string>): Promise<{ origin: string; built: BuiltApp }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'emr-bench-second-'));
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const built = await buildApp(loadConfig({ ...benchEnv(dataDir), ...env }), { ...appOptions(), database: first.database });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { origin: `http://127.0.0.1:${port}`, built };
}

export async function startBuiltServer(
  /** Added to the server's environment (REDIS_URL for the realtime benches). */
  env: Record<string, string> = {},
  /** A PostgreSQL server to make a fresh database on (default BENCH_DATABASE_URL; none: PGlite). */
  postgresAdminUrl: string | undefined = process.env.BENCH_DATABASE_URL,
): Promise<{ origin: string; built: BuiltApp; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'emr-bench-'));
  // A fresh PostgreSQL database made from that server instead of PGlite.
  const adminUrl = postgresAdminUrl;
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
  if (!databaseUrl) cpSync(await seededTemplate(), dataDir, { recursive: true });
  const built = await buildApp(
    loadConfig({ ...benchEnv(dataDir), ...env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }),
    appOptions(),
  );
  // Already seeded when copied from the template (a no-op then); PostgreSQL is seeded here.
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
