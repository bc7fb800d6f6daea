// `npm run restore -- FILE`: the embedded database (DATA_DIR) becomes the backup in FILE (made by
// `npm run backup`). Refused while the server or anyone else holds DATA_DIR; the database it
// replaces is kept aside in DATA_DIR. PostgreSQL (DATABASE_URL): pg_restore instead.
import path from 'node:path';
import { ConfigError, loadConfig } from '../server/config.ts';
import { BackupError, restoreDataDir } from '../server/db/backup.ts';
import { DataDirInUseError } from '../server/db/data-dir-lock.ts';

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
    console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (see "Backup and restore" in README.md).');
    return 1;
  }
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npm run restore -- FILE   (a backup made by npm run backup)');
    return 2;
  }
  const dir = path.resolve(config.dataDir);
  try {
    const result = await restoreDataDir(dir, file);
    console.log(`Restored ${path.resolve(file)} into ${dir} in ${result.seconds.toFixed(1)} s.`);
    if (result.keptAside) console.log(`The database it replaced is kept in ${result.keptAside}: delete it once the restored one is good.`);
    return 0;
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(`${error.message}\nA restore replaces the database under it: stop the server first, then run npm run restore again.`);
      return 1;
    }
    if (error instanceof BackupError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main();
