// Starts the server: validated config, database (migrated), demo seed when empty, listen.
// The embedded database's DATA_DIR is this process's alone while it runs (DESIGN §5), and online
// backups (`npm run backup`) come through it.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { type BackupServer, serveBackups } from './db/backup.ts';
import { DataDirDamagedError } from './db/client.ts';
import { DataDirInUseError, setDataDirOwner } from './db/data-dir-lock.ts';
import { seedIfEmpty } from './seed/seed.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const started = performance.now();
  setDataDirOwner('the server');
  let built: Awaited<ReturnType<typeof buildApp>>;
  try {
    built = await buildApp(config);
  } catch (error) {
    // A second server on the same DATA_DIR, or a directory PGlite cannot read: said in words.
    if (error instanceof DataDirInUseError || error instanceof DataDirDamagedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let backups: BackupServer | null = null;
  if (built.database.kind === 'pglite') backups = await serveBackups(config.dataDir, built.database, (m) => built.app.log.warn(m));
  if (config.seedOnStart) {
    const seeded = await seedIfEmpty(built.database.db, { log: (m) => built.app.log.info(m) });
    if (seeded) built.app.log.info({ ms: Math.round(performance.now() - started) }, 'demo data seeded');
  }
  await built.app.listen({ port: config.port, host: config.host });
  built.app.log.info({ ms: Math.round(performance.now() - started), db: built.database.kind }, `ready on http://localhost:${config.port}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    built.app.log.info({ signal }, 'shutting down');
    await backups?.close();
    await built.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

await main();
