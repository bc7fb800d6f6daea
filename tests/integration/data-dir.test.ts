// The embedded database's data directory cannot be lost (DESIGN §5, one owner per data
// directory): a second server or script on the same DATA_DIR is refused with the directory and
// the holder's pid, a server killed with kill -9 does not block the next start, a damaged
// directory says so with the restore command, and a backup taken while writes go on restores
// every row written before it started. Always PGlite on a temporary directory (these are about
// the directory), with real server processes: `node --import tsx server/index.ts`, so that the
// child's pid is the server's own (npx and the tsx command would put a parent in between).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { backupDataDir, serveBackups } from '../../server/db/backup.ts';
import { type DatabaseHandle, DataDirDamagedError, openDatabase } from '../../server/db/client.ts';
import { DataDirInUseError, LOCK_FILE } from '../../server/db/data-dir-lock.ts';
import * as schema from '../../server/db/schema.ts';

const root = path.resolve(import.meta.dirname, '../..');
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'emr-data-dir-'));
/** A migrated data directory, copied for each test (a template's copy instead of initdb and every migration). */
const migrated = path.join(base, 'migrated');

beforeAll(async () => {
  const template = inject('pgliteTemplate');
  const database = await openDatabase({ dataDir: migrated, loadDataDir: new Blob([fs.readFileSync(template)]) });
  await database.close();
});

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

let copies = 0;
function dataDir(): string {
  const dir = path.join(base, `dir-${++copies}`);
  fs.cpSync(migrated, dir, { recursive: true });
  return dir;
}

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

interface Child {
  process: ChildProcess;
  pid: number;
  output(): string;
  exited: Promise<number | null>;
}

/** A TypeScript entry point in its own node process, on the embedded database in `dir` (never DATABASE_URL). */
function run(script: string, dir: string, args: string[] = [], env: Record<string, string> = {}): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dir,
      DATABASE_URL: '',
      REDIS_URL: '',
      APP_ENV: 'dev',
      SEED_ON_START: 'false',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      STATIC_DIR: path.join(base, 'no-static'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  if (!child.pid) throw new Error(`${script} did not start`);
  return { process: child, pid: child.pid, output: () => output, exited };
}

/** `npm start`'s server on `dir`, answering on its port. */
async function startServer(dir: string): Promise<Child & { origin: string }> {
  const port = await freePort();
  const server = run('server/index.ts', dir, [], { PORT: String(port) });
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (server.process.exitCode !== null) throw new Error(`the server exited with ${server.process.exitCode}:\n${server.output()}`);
    if (Date.now() - started > 90_000) throw new Error(`the server did not answer in 90 s:\n${server.output()}`);
    if (await answers(origin)) return { ...server, origin };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function answers(origin: string): Promise<boolean> {
  try {
    return (await fetch(`${origin}/api/status`)).ok;
  } catch {
    return false;
  }
}

const lockOf = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as { pid: number; owner: string };
const inUse = (dir: string, pid: number) => `The data directory ${dir} is in use by process ${pid} (the server, since`;

describe('one process per data directory', () => {
  it('refuses a second server, the seed and any other opener while a server runs, naming the directory and its pid', async () => {
    const dir = dataDir();
    const first = await startServer(dir);
    expect(lockOf(dir)).toMatchObject({ pid: first.pid, owner: 'the server' });

    const second = run('server/index.ts', dir, [], { PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(inUse(dir, first.pid));
    expect(second.output()).toContain('stop that process first, or give this one another DATA_DIR');

    const seed = run('server/seed/cli.ts', dir);
    expect(await seed.exited).toBe(1);
    expect(seed.output()).toContain(inUse(dir, first.pid));

    // Any opener in any process (a script, a bench): refused before PGlite reads a file.
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirInUseError);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(inUse(dir, first.pid));

    // The first server never noticed, and gives the directory up when it stops.
    expect(await answers(first.origin)).toBe(true);
    first.process.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    const reopened = await openDatabase({ dataDir: dir });
    await reopened.close();
  }, 180_000);

  it('starts again at once after the server was killed with kill -9 (its lock left behind)', async () => {
    const dir = dataDir();
    const killed = await startServer(dir);
    killed.process.kill('SIGKILL');
    await killed.exited;
    expect(lockOf(dir).pid).toBe(killed.pid);

    const restarted = await startServer(dir);
    expect(lockOf(dir)).toMatchObject({ pid: restarted.pid, owner: 'the server' });
    restarted.process.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  }, 180_000);

  it('takes no lock for an in-memory database', async () => {
    const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
    const a = await openDatabase({ dataDir: 'memory://', loadDataDir: template });
    const b = await openDatabase({ dataDir: 'memory://', loadDataDir: template });
    await Promise.all([a.close(), b.close()]);
  });
});

describe('a damaged data directory', () => {
  const restoreHint = 'Restore the last backup with `npm run restore -- FILE`';

  it('is reported by openDatabase as damaged, with the restore command, and left unlocked', async () => {
    const dir = dataDir();
    // A zeroed control file: PostgreSQL cannot even find its checkpoint.
    fs.writeFileSync(path.join(dir, 'pglite', 'global', 'pg_control'), Buffer.alloc(8192));
    const opening = openDatabase({ dataDir: dir });
    await expect(opening).rejects.toThrow(DataDirDamagedError);
    await expect(opening).rejects.toThrow(`The database in ${dir} cannot be opened: its files are damaged`);
    await expect(opening).rejects.toThrow(restoreHint);
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  }, 60_000);

  it('stops the server with that message instead of a WebAssembly abort', async () => {
    const dir = dataDir();
    // No write-ahead log: PGlite aborts (RuntimeError: Aborted()) while starting.
    for (const file of fs.readdirSync(path.join(dir, 'pglite', 'pg_wal'))) {
      fs.rmSync(path.join(dir, 'pglite', 'pg_wal', file), { recursive: true, force: true });
    }
    const server = run('server/index.ts', dir, [], { PORT: String(await freePort()) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      `The database in ${dir} cannot be opened: its files are damaged (PostgreSQL stopped while reading them)`,
    );
    expect(server.output()).toContain(restoreHint);
    expect(server.output()).not.toMatch(/Aborted\(|RuntimeError|-sASSERTIONS|\n\s+at /);
  }, 120_000);
});

describe('backup and restore', () => {
  it('backs up through the running owner while writes go on; the restore has every row written before the backup started', async () => {
    const dir = dataDir();
    const file = path.join(base, 'backups', 'under-writes.tar.gz');
    let handle: DatabaseHandle | undefined = await openDatabase({ dataDir: dir });
    const owner = handle;
    await owner.db.execute(sql`create table backup_probe (id integer primary key, written_at timestamptz not null default now())`);
    const backups = await serveBackups(dir, owner);
    expect(backups).not.toBeNull();

    // One row per commit, numbered: a point-in-time copy holds exactly rows 1..k. Each write in its
    // own turn of the event loop, as requests come (PGlite answers in microtasks: a tight loop of
    // awaits would starve the socket and the child processes).
    let committed = 0;
    let writing = true;
    const writer = (async () => {
      while (writing) {
        await owner.db.execute(sql`insert into backup_probe (id) values (${committed + 1})`);
        committed += 1;
        await nextTurn();
      }
    })();
    while (committed < 50) await new Promise((resolve) => setTimeout(resolve, 10));

    const before = committed;
    const backup = run('scripts/backup.ts', dir, [file]);
    expect(await backup.exited, backup.output()).toBe(0);
    expect(backup.output()).toContain(`through the running server (process ${process.pid})`);
    expect(committed).toBeGreaterThan(before); // the writes went on meanwhile

    // Restore refuses while the directory has its owner.
    const refused = run('scripts/restore.ts', dir, [file]);
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain(`The data directory ${dir} is in use by process ${process.pid}`);
    expect(refused.output()).toContain('stop the server first');

    writing = false;
    await writer;
    const total = committed;
    await backups?.close();
    await owner.close();

    const restore = run('scripts/restore.ts', dir, [file]);
    expect(await restore.exited, restore.output()).toBe(0);
    expect(restore.output()).toContain(`Restored ${file} into ${dir}`);
    const keptAside = fs.readdirSync(dir).filter((name) => name.startsWith('pglite.before-restore-'));
    expect(keptAside).toHaveLength(1);

    handle = await openDatabase({ dataDir: dir });
    try {
      await handle.migrate();
      const result = await handle.db.execute(sql`select id from backup_probe order by id`);
      const rows = (result as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
      expect(rows.length).toBeGreaterThanOrEqual(before);
      expect(rows.length).toBeLessThanOrEqual(total);
      expect(rows).toEqual(Array.from({ length: rows.length }, (_, i) => i + 1));
      // The app's own tables came back with it (migrated, readable).
      expect(await handle.db.select({ id: schema.users.id }).from(schema.users)).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 240_000);

  it('backs up from the directory when no server runs, and refuses a file that is not a backup', async () => {
    const dir = dataDir();
    const file = path.join(base, 'backups', 'offline.tar.gz');
    const result = await backupDataDir(dir, file);
    expect(result.via).toBe('directory');
    expect(result.bytes).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);

    const junk = path.join(base, 'backups', 'junk.tar.gz');
    fs.writeFileSync(junk, 'not a backup');
    const refused = run('scripts/restore.ts', dir, [junk]);
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain(
      `${junk} cannot be restored: it is not a backup made by npm run backup. Nothing was changed in ${dir}.`,
    );
    expect(fs.readdirSync(dir).filter((name) => name.startsWith('pglite.'))).toEqual([]);
  }, 120_000);
});
