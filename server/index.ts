// Starts the server: validated config, database (migrated), demo seed when empty, listen.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
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
  const built = await buildApp(config);
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
    await built.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

await main();
