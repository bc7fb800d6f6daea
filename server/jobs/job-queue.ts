// The durable job queue (DESIGN §8 'Background work'): pg-boss on the app's own database, PGlite
// (its one connection, through pg-boss's PGlite adapter) or PostgreSQL (a small pool of its own).
// A job is enqueued inside the write that asks for it (`sendInTransaction`: a rollback drops the
// job, and on PGlite a send on another connection would wait for that very transaction). Jobs
// survive a restart: a worker registered again picks up what was left; a failed job is retried,
// so a handler must be idempotent (pg-boss may also hand a job out twice). The queue's own tables
// (schema `pgboss`) are made with the app's migrations (`migrateJobQueue`, db/client.ts).
import { createRequire } from 'node:module';
import { fromPglite, type Job, PgBoss } from 'pg-boss';
import type { DatabaseHandle, Executor } from '../db/client.ts';
import { jobRepository } from './job-repository.ts';

/** A queue's handler: one job's data. Throwing fails the attempt (pg-boss retries it). */
export type JobHandler<T> = (data: T, job: { id: string; retryCount: number }) => Promise<void>;

export interface JobQueueOptions {
  /** Run the registered workers here (default true); false: this instance only enqueues (JOB_WORKERS). */
  workers?: boolean;
  /** How often an idle worker looks for new jobs, in seconds (≥ 0.5). */
  pollingIntervalSeconds?: number;
  /** Told of the queue's own failures (a lost connection); never thrown. */
  onError?: (error: Error) => void;
}

export interface JobQueue {
  /**
   * Declares a queue and its handler; its worker runs from `start()`. Call before start.
   * `deadLetter`: what becomes of a job whose retries are spent (pg-boss moves it to the queue's
   * dead-letter queue, `<queue>.dead`, whose worker runs this with the job's data). `concurrency`:
   * how many of the queue's jobs this instance works at once (default 1; each job still one at a time).
   */
  register<T extends object>(
    queue: string,
    handler: JobHandler<T>,
    options?: { retryLimit?: number; deadLetter?: JobHandler<T>; concurrency?: number },
  ): void;
  /** Enqueues in the caller's transaction (its rollback drops the job). */
  sendInTransaction(tx: Executor, queue: string, data: object): Promise<void>;
  /** Enqueues many jobs in one statement, in the caller's transaction. */
  sendManyInTransaction(tx: Executor, queue: string, data: readonly object[]): Promise<void>;
  start(): Promise<void>;
  /** Waits for running jobs (a few seconds at most), then stops polling. */
  stop(): Promise<void>;
}

interface Registered {
  handler: JobHandler<object>;
  retryLimit: number;
  deadLetter: JobHandler<object> | undefined;
  concurrency: number;
}

/** The dead-letter queue of a queue. */
export const deadLetterQueue = (queue: string): string => `${queue}.dead`;

type QueueDatabase = Pick<DatabaseHandle, 'pglite' | 'databaseUrl'>;

/** The PostgreSQL schema of the queue's tables. */
const SCHEMA = 'pgboss';

/**
 * A running job's heartbeat, in seconds (pg-boss's least): a job whose worker died mid-way (kill -9,
 * a crash, a lost machine) is failed, and so retried, at the supervisor's next pass once its beats
 * have stopped this long, instead of staying active until pg-boss's 15-minute expiry (DESIGN §8
 * 'Background work': jobs survive restarts).
 */
const HEARTBEAT_SECONDS = 10;

/**
 * How often the supervisor looks for such jobs (and does pg-boss's upkeep), in seconds: a killed
 * worker's letters or checks go on within about half a minute of a restart rather than a minute
 * and more (pg-boss's default pass is 60 s); a pass is a few statements a queue.
 */
const SUPERVISE_SECONDS = 15;

/** pg-boss on the app's database: PGlite's one connection, or a small pool of its own on PostgreSQL. */
function bossOn(database: QueueDatabase, options: { supervise?: boolean } = {}): PgBoss {
  const common = { schema: SCHEMA, schedule: false, superviseIntervalSeconds: SUPERVISE_SECONDS, ...options } as const;
  if (database.pglite) return new PgBoss({ ...common, db: fromPglite(database.pglite), backend: 'pglite' });
  if (database.databaseUrl) return new PgBoss({ ...common, connectionString: database.databaseUrl, max: 3 });
  throw new Error('The job queue needs the database handle of PGlite or PostgreSQL.');
}

/** The schema version of the installed pg-boss (its package.json `pgboss.schema`). */
const SCHEMA_VERSION: number = (createRequire(import.meta.url)('pg-boss/package.json') as { pgboss: { schema: number } }).pgboss.schema;

/**
 * Makes or upgrades the queue's tables (pg-boss's own migrations); part of the app's migrate.
 * Tables already at this pg-boss's version (`query` reads it) cost one query, not a start.
 */
export async function migrateJobQueue(database: QueueDatabase, query: (sql: string) => Promise<unknown[]>): Promise<void> {
  const installed = await query(`select version from ${SCHEMA}.version`).then(
    (rows) => Number((rows[0] as { version?: unknown } | undefined)?.version),
    () => null,
  );
  if (installed === SCHEMA_VERSION) return;
  const boss = bossOn(database, { supervise: false });
  await boss.start();
  await boss.stop({ graceful: false, close: true });
}

export function createJobQueue(database: DatabaseHandle, options: JobQueueOptions = {}): JobQueue {
  const queues = new Map<string, Registered>();
  let boss: PgBoss | null = null;
  let started = false;
  /** An instance without workers starts pg-boss without polling (`start`; nothing polls). */
  let sender: Promise<PgBoss> | null = null;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 0.5;
  const onError = (error: Error) => options.onError?.(error);

  /** The registered queues exist before any send (pg-boss refuses a send to an unknown queue). */
  const createQueues = async (running: PgBoss) => {
    for (const [name, { retryLimit, deadLetter }] of queues) {
      // The dead-letter queue first: pg-boss refuses a queue naming one that does not exist.
      if (deadLetter) await running.createQueue(deadLetterQueue(name), { retryLimit, heartbeatSeconds: HEARTBEAT_SECONDS });
      await running.createQueue(name, {
        retryLimit,
        retryDelay: 1,
        retryBackoff: true,
        heartbeatSeconds: HEARTBEAT_SECONDS,
        ...(deadLetter ? { deadLetter: deadLetterQueue(name) } : {}),
      });
      // A queue made before it had a heartbeat gets one.
      for (const queue of deadLetter ? [deadLetterQueue(name), name] : [name]) {
        await running.updateQueue(queue, { heartbeatSeconds: HEARTBEAT_SECONDS });
      }
    }
  };

  const senderBoss = (): Promise<PgBoss> => {
    if (boss) return Promise.resolve(boss);
    sender ??= (async () => {
      const only = bossOn(database, { supervise: false });
      only.on('error', onError);
      await only.start();
      await createQueues(only);
      boss = only;
      return only;
    })();
    return sender;
  };

  return {
    register(queue, handler, registration = {}) {
      if (started) throw new Error(`Queue '${queue}' registered after the job queue started.`);
      queues.set(queue, {
        handler: handler as JobHandler<object>,
        retryLimit: registration.retryLimit ?? 2,
        deadLetter: registration.deadLetter as JobHandler<object> | undefined,
        concurrency: registration.concurrency ?? 1,
      });
    },

    async sendInTransaction(tx, queue, data) {
      const running = await senderBoss();
      // The Drizzle adapter runs pg-boss's insert through this transaction's `execute`.
      await running.send(queue, data, { db: jobRepository.inTransaction(tx) });
    },

    async sendManyInTransaction(tx, queue, data) {
      if (data.length === 0) return;
      const running = await senderBoss();
      await running.insert(
        queue,
        data.map((d) => ({ data: d })),
        { db: jobRepository.inTransaction(tx) },
      );
    },

    async start() {
      if (started) return;
      started = true;
      if (options.workers === false) {
        // Started now, not at the first send: a send is made inside a write's transaction, and on
        // PGlite's one connection pg-boss's own start would wait for that very transaction.
        await senderBoss();
        return;
      }
      const running = bossOn(database);
      running.on('error', onError);
      await running.start();
      await createQueues(running);
      const work = (name: string, handler: JobHandler<object>, localConcurrency = 1) =>
        running.work<object>(name, { pollingIntervalSeconds, batchSize: 1, localConcurrency }, async (jobs: Job<object>[]) => {
          for (const job of jobs) await handler(job.data, { id: job.id, retryCount: job.retryCount });
        });
      for (const [name, { handler, deadLetter, concurrency }] of queues) {
        await work(name, handler, concurrency);
        if (deadLetter) await work(deadLetterQueue(name), deadLetter);
      }
      boss = running;
    },

    async stop() {
      const running = boss ?? (await sender?.catch(() => null)) ?? null;
      boss = null;
      sender = null;
      await running?.stop({ graceful: true, timeout: 5_000, close: true });
    },
  };
}
