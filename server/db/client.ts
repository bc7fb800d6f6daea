// Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// Both run the same Drizzle schema and the same committed migrations, then the job queue's own
// (server/jobs/job-queue.ts).
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { FUZZY_NAME_THRESHOLD } from '../../src/domain/patients/patient-search.ts';
import { migrateJobQueue } from '../jobs/job-queue.ts';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

/**
 * Settings every session runs with: the patient search's typo threshold (pg_trgm, a placeholder
 * until the extension loads), so a search sets nothing per query and its row and count queries
 * can run side by side on two connections.
 */
const SESSION_SETTINGS = { 'pg_trgm.word_similarity_threshold': String(FUZZY_NAME_THRESHOLD) };

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: repositories take either. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (loadDataDir takes it back). */
  dumpDataDir?: () => Promise<Blob | File>;
  /** PostgreSQL only: where it is, for a library that opens its own connections (the job queue). */
  databaseUrl?: string;
  /** PGlite only: its one connection, for a library that runs on it (the job queue, server/jobs). */
  pglite?: PGlite;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; 'memory://' for an in-memory database (tests). */
  dataDir: string;
  /**
   * Called when an idle pooled PostgreSQL connection fails (server restart, network drop).
   * pg emits that as an 'error' event on the pool; without a listener it would crash the
   * process. The pool drops the broken client and opens a new one on the next query.
   */
  onConnectionError?: (error: Error) => void;
  /** PGlite only: a dumped data directory to start from (PGlite's dumpDataDir), e.g. tests' migrated template. */
  loadDataDir?: Blob | File | undefined;
}

/** A PGlite data directory that exists but cannot be opened: said in words, not as a WebAssembly abort. */
export class DataDirDamagedError extends Error {
  constructor(
    readonly dir: string,
    cause: unknown,
  ) {
    // PGlite's WebAssembly abort says nothing to a reader ("Aborted(). Build with -sASSERTIONS…").
    const reason =
      cause instanceof WebAssembly.RuntimeError
        ? 'PostgreSQL stopped while reading them'
        : `PGlite: ${cause instanceof Error ? cause.message.split('\n')[0] : String(cause)}`;
    super(
      `The database in ${dir} cannot be opened: its files are damaged (${reason}). ` +
        'Restore the last backup with `npm run restore -- FILE` (the damaged files are kept aside), ' +
        'or move the directory away to start again with an empty database.',
      { cause },
    );
    this.name = 'DataDirDamagedError';
  }
}

/**
 * PGlite on a directory (or in memory), with the session settings. An existing directory that
 * PGlite cannot start on is a DataDirDamagedError; a new one's failure (disk full) stays as is.
 */
export async function openPglite(dir: string, loadDataDir?: Blob | File): Promise<PGlite> {
  const existed = dir !== 'memory://' && existsSync(path.join(dir, 'PG_VERSION'));
  let client: PGlite | undefined;
  try {
    // pg_trgm: the patient search's trigram indexes (migration 0007), as on PostgreSQL.
    client = await PGlite.create(dir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
    for (const [name, value] of Object.entries(SESSION_SETTINGS)) await client.query(`select set_config($1, $2, false)`, [name, value]);
    return client;
  } catch (error) {
    await client?.close().catch(() => {});
    throw existed ? new DataDirDamagedError(path.dirname(dir), error) : error;
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const { databaseUrl } = options;
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      options: Object.entries(SESSION_SETTINGS)
        .map(([name, value]) => `-c ${name}=${value}`)
        .join(' '),
    });
    pool.on('error', (error) => options.onConnectionError?.(error));
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      databaseUrl,
      migrate: async () => {
        await migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder });
        await migrateJobQueue({ databaseUrl }, async (text) => (await pool.query(text)).rows);
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir === 'memory://') return pgliteHandle(await openPglite('memory://', options.loadDataDir), () => {});
  // One owner per data directory (DESIGN §5): refused here, before PGlite touches a file.
  const lock = lockDataDir(options.dataDir);
  try {
    const dir = path.resolve(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    return pgliteHandle(await openPglite(dir, options.loadDataDir), lock.release, path.resolve(options.dataDir));
  } catch (error) {
    lock.release();
    throw error;
  }
}

function pgliteHandle(client: PGlite, release: () => void, dataDir?: string): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }).catch((error: unknown) => {
        // A directory that opened but aborts on reading its catalog is damaged too.
        throw dataDir && error instanceof WebAssembly.RuntimeError ? new DataDirDamagedError(dataDir, error) : error;
      });
      await migrateJobQueue({ pglite: client }, async (text) => (await client.query(text)).rows);
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    pglite: client,
  };
}
