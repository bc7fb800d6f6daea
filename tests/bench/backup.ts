// Backup and restore of the embedded database (DESIGN §5; `npm run backup`, `npm run restore`):
// the seeded demo database backed up through its owner's socket while writes go on (one insert a
// turn of the event loop, as requests come), seconds and the file's size; then restored into the
// directory, seconds, and every row committed before the backup started found again. The owner
// and the backup client share this process (the copy still goes through the socket), so the
// writes and the backup compete for one thread as they would in the server. Smoke: a fresh
// directory (no migrations, no seed) with 500 rows, a few seconds.
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { backupDataDir, restoreDataDir, serveBackups } from '../../server/db/backup.ts';
import { openDatabase } from '../../server/db/client.ts';
import type { BenchOptions } from './options.ts';
import { seededDataDir } from './server.ts';

const SMOKE_ROWS = 500;

export async function backupBench(options: BenchOptions) {
  const work = fs.mkdtempSync(path.join(tmpdir(), 'emr-bench-backup-'));
  try {
    const dir = options.smoke ? path.join(work, 'data') : await seededDataDir();
    const file = path.join(work, 'backup.tar.gz');
    const owner = await openDatabase({ dataDir: dir });
    await owner.db.execute(sql`create table bench_backup_probe (id integer primary key, at timestamptz not null default now())`);
    if (options.smoke) await owner.db.execute(sql`insert into bench_backup_probe (id) select g from generate_series(1, ${SMOKE_ROWS}) g`);
    const backups = await serveBackups(dir, owner);
    if (!backups) throw new Error('online backup is off (socket path too long)');

    let committed = options.smoke ? SMOKE_ROWS : 0;
    let writing = true;
    const writer = (async () => {
      while (writing) {
        await owner.db.execute(sql`insert into bench_backup_probe (id) values (${committed + 1})`);
        committed += 1;
        await nextTurn();
      }
    })();
    while (committed < (options.smoke ? SMOKE_ROWS + 20 : 200)) await nextTurn();

    const before = committed;
    const backup = await backupDataDir(dir, file);
    const writesDuringBackup = committed - before;
    writing = false;
    await writer;
    await backups.close();
    await owner.close();
    if (backup.via === 'directory') throw new Error('the backup did not go through the owner');

    const restore = await restoreDataDir(dir, file);
    const reopened = await openDatabase({ dataDir: dir });
    let restoredRows: number;
    try {
      const result = await reopened.db.execute(sql`select count(*)::int as n from bench_backup_probe`);
      restoredRows = (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    } finally {
      await reopened.close();
    }
    if (restoredRows < before) throw new Error(`the restore has ${restoredRows} rows, ${before} were committed before the backup`);

    const out = {
      database: options.smoke ? 'fresh (smoke)' : 'seeded demo',
      backupSeconds: +backup.seconds.toFixed(2),
      backupMB: +(backup.bytes / 1e6).toFixed(1),
      writesDuringBackup,
      restoreSeconds: +restore.seconds.toFixed(2),
      rowsBeforeBackup: before,
      rowsRestored: restoredRows,
    };
    console.log('backup:', JSON.stringify(out));
    return out;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
