// `npm run seed`: seeds the configured database when it has no users.
// `npm run seed -- --reset`: empties every table first, then seeds.
// The demo personas share a published password, so outside APP_ENV=dev this runs only when
// asked twice: `npm run seed -- --allow-non-dev` (the server itself never seeds there).
import { ConfigError, loadConfig } from '../config.ts';
import { type DatabaseHandle, DataDirDamagedError, openDatabase } from '../db/client.ts';
import { DataDirInUseError, setDataDirOwner } from '../db/data-dir-lock.ts';
import { resetDatabase, seed, seedIfEmpty } from './seed.ts';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const reset = args.includes('--reset');
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
  if (config.appEnv !== 'dev' && !args.includes('--allow-non-dev')) {
    console.error(
      `APP_ENV is ${config.appEnv}: the demo data (accounts with a published password) is not seeded outside dev. ` +
        'Add --allow-non-dev to seed it anyway.',
    );
    return 1;
  }
  const started = performance.now();
  // The embedded database's DATA_DIR is locked: refused while the server (or anyone) has it open.
  setDataDirOwner('npm run seed');
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirInUseError || error instanceof DataDirDamagedError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const where = handle.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  try {
    await handle.migrate();
    const log = (m: string) => console.log(m);
    if (reset) {
      await resetDatabase(handle.db);
      console.log(`emptied every table (${where})`);
      await seed(handle.db, { log });
    } else if (await seedIfEmpty(handle.db, { log })) {
      console.log(`seeded ${where}`);
    } else {
      console.log(`${where} already has users: nothing seeded (use --reset to wipe and reseed)`);
    }
  } finally {
    await handle.close();
  }
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return 0;
}

process.exitCode = await main();
