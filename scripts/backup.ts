// `npm run backup [-- FILE]`: a consistent copy of the embedded database (DATA_DIR) in FILE
// (default backups/emr-<time>.tar.gz), taken through the running server when there is one, from
// the directory otherwise; writes go on meanwhile. PostgreSQL (DATABASE_URL): pg_dump instead.
import path from 'node:path';
import { ConfigError, loadConfig } from '../server/config.ts';
import { BackupError, backupDataDir } from '../server/db/backup.ts';
import { DataDirDamagedError } from '../server/db/client.ts';
import { setDataDirOwner } from '../server/db/data-dir-lock.ts';

async function main(): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump (see "Backup and restore" in README.md).');
    return 1;
  }
  const file = process.argv[2] ?? path.join('backups', `emr-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
  setDataDirOwner('npm run backup');
  try {
    const result = await backupDataDir(config.dataDir, file);
    const how =
      result.via === 'directory' ? 'from the directory (no server running)' : `through the running server (process ${result.via.server})`;
    console.log(
      `Backed up ${path.resolve(config.dataDir)} ${how} to ${result.file}: ${(result.bytes / 1e6).toFixed(1)} MB in ${result.seconds.toFixed(1)} s.`,
    );
    const relative = path.relative(process.cwd(), result.file);
    console.log(`Restore it with: npm run restore -- ${relative.startsWith('..') ? result.file : relative}`);
    return 0;
  } catch (error) {
    if (error instanceof BackupError || error instanceof DataDirDamagedError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main();
