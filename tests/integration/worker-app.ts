// A second server on a test server's database, with the job queue's workers (JOB_WORKERS true):
// what picks up the jobs a stopped server, or one that only enqueues, left (DESIGN §8 'Background
// work'). `env` adds to its configuration (a simulator's pace or failure rate).
import { randomUUID } from 'node:crypto';
import { type BuiltApp, buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { TestServer } from './harness.ts';

export function startWorkerApp(s: TestServer, env: Record<string, string> = {}): Promise<BuiltApp> {
  const config = loadConfig({
    DATA_DIR: s.dataDir,
    APP_ENV: 'dev',
    LOG_LEVEL: 'silent',
    SEED_ON_START: 'false',
    STATIC_DIR: `/nonexistent-static-${randomUUID()}`,
    JOB_WORKERS: 'true',
    ...env,
  });
  return buildApp(config, { database: s.built.database, logger: false });
}
