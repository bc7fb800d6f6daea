// The work queue's searches (SPEC §2 '/tasks'): tasks of the patients the caller may read
// (patientFilter), narrowed to a view and its filters, with the patient's name and state; and the
// tasking dashboard's counts. Reads by id and writes go through the task store.
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Task } from '../../../src/domain/chart/chart-records.ts';
import type { PatientScope } from '../../../src/domain/patient-access.ts';
import type { HumanName } from '../../../src/domain/resources.ts';
import { TASK_AGE_BANDS, type TaskAgeBand } from '../../../src/domain/tasks/task-queue.ts';
import { SUPPORTED_STATES, timeZoneForState } from '../../../src/domain/time-zone.ts';
import type { Executor } from '../../db/client.ts';
import { asRows, type ResourceRow, rowColumns } from '../../db/resource-store.ts';
import { tasks } from '../../db/schema/chart.ts';
import { users } from '../../db/schema/identity.ts';
import { patients } from '../../db/schema/patients.ts';
import { escapeLike } from '../shared/like-pattern.ts';
import type { Page, RowsAndCount } from '../shared/paging.ts';
import { patientFilter } from '../shared/patient-access-repository.ts';

const OPEN = sql`('requested', 'in-progress')`;

/** Whole days since the task was made, at `now`. */
const ageDays = (now: Date): SQL => sql`floor(extract(epoch from (${now.toISOString()}::timestamptz - ${tasks.recorded})) / 86400)`;

/** An owner key of the dashboard: the user's id, 'queue:<job function>', or 'none'. */
const ownerKey = sql<string>`coalesce(${tasks.ownerId}::text, 'queue:' || ${tasks.ownerJobFunction}, 'none')`;

function ageCondition(code: TaskAgeBand, now: Date): SQL {
  const band = TASK_AGE_BANDS.find((b) => b.code === code) ?? TASK_AGE_BANDS[0];
  // As the dashboard bands them: the first band has no lower end (a task made a moment 'after' now by a device clock is new).
  if (band.to === null) return sql`${ageDays(now)} >= ${band.from}`;
  return band.from === 0 ? sql`${ageDays(now)} <= ${band.to}` : sql`${ageDays(now)} between ${band.from} and ${band.to}`;
}

/** The patient's calendar day at `now` in their state's time zone (SPEC §9), as 'YYYY-MM-DD'. */
const patientToday = (now: Date): SQL =>
  sql`to_char(${now.toISOString()}::timestamptz at time zone (case ${patients.state} ${sql.join(
    SUPPORTED_STATES.map((state) => sql`when ${state} then ${timeZoneForState(state)}`),
    sql` `,
  )} else ${timeZoneForState(null)} end), 'YYYY-MM-DD')`;

/** Whose tasks a view holds, already resolved for the caller. */
export type TaskOwnership =
  | { kind: 'any' }
  | { kind: 'owner'; userId: string }
  | { kind: 'job-function'; jobFunctions: readonly string[] }
  | { kind: 'markets'; markets: readonly string[] | null };

export interface TaskQueueFilter {
  ownership: TaskOwnership;
  /** 'open', 'closed' or one status. */
  status: string;
  priority: string | null;
  origin: string | null;
  /** Only those open and due before their patient's today (the patient's state's time zone, SPEC §9). */
  overdue: boolean;
  term: string | null;
  /** The patient's state (the market the dashboard counts by). */
  state: string | null;
  /** One owner: a user, a job function's queue ('queue:<code>') or nobody at all ('none'). */
  owner: string | null;
  /** An open task's age band (src/domain/tasks/task-queue.ts TASK_AGE_BANDS). */
  age: TaskAgeBand | null;
}

export type TaskQueueRow = ResourceRow<Task> & { patientNames: HumanName[]; state: string | null };

function ownershipCondition(o: TaskOwnership): SQL {
  switch (o.kind) {
    case 'any':
      return sql`true`;
    case 'owner':
      return eq(tasks.ownerId, o.userId);
    case 'job-function':
      return o.jobFunctions.length ? (and(isNull(tasks.ownerId), inArray(tasks.ownerJobFunction, [...o.jobFunctions])) as SQL) : sql`false`;
    case 'markets':
      // The staff of my markets (an administrator: every market), me included.
      return o.markets === null
        ? sql`${tasks.ownerId} is not null`
        : sql`${tasks.ownerId} in (select ${users.id} from ${users} where ${users.markets} && ${sql.param([...o.markets])}::text[])`;
  }
}

function statusCondition(status: string): SQL {
  if (status === 'open') return sql`${tasks.status} in ${OPEN}`;
  if (status === 'closed') return sql`${tasks.status} not in ${OPEN}`;
  return eq(tasks.status, status);
}

export const taskRepository = {
  async list(
    tx: Executor,
    scope: PatientScope,
    filter: TaskQueueFilter,
    now: Date,
    { offset, limit }: Page,
  ): Promise<RowsAndCount<TaskQueueRow>> {
    const term = filter.term ? `%${escapeLike(filter.term.toLowerCase())}%` : null;
    const where = and(
      eq(tasks.deleted, false),
      ownershipCondition(filter.ownership),
      statusCondition(filter.status),
      patientFilter(scope, tasks.patientId, patients.state),
      filter.priority ? sql`coalesce(${tasks.content}->>'priority', 'routine') = ${filter.priority}` : undefined,
      filter.origin
        ? filter.origin === 'manual'
          ? sql`coalesce(${tasks.content}->>'origin', case when ${tasks.content}->'focus'->>'reference' like 'CoverageEligibilityResponse/%' then 'eligibility' else 'manual' end) = 'manual'`
          : filter.origin === 'eligibility'
            ? sql`(${tasks.content}->>'origin' = 'eligibility' or ${tasks.content}->'focus'->>'reference' like 'CoverageEligibilityResponse/%')`
            : sql`${tasks.content}->>'origin' = ${filter.origin}`
        : undefined,
      filter.overdue ? sql`${tasks.status} in ${OPEN} and ${tasks.content}->>'dueDate' < ${patientToday(now)}` : undefined,
      term ? sql`(lower(coalesce(${tasks.content}->>'title', '')) like ${term} or ${patients.nameSearch} like ${term})` : undefined,
      filter.state ? eq(patients.state, filter.state) : undefined,
      filter.owner ? sql`${ownerKey} = ${filter.owner}` : undefined,
      filter.age ? sql`${tasks.status} in ${OPEN} and ${ageCondition(filter.age, now)}` : undefined,
    ) as SQL;
    const order = [sql`(${tasks.status} in ${OPEN}) desc`, sql`${tasks.due} asc nulls last`, desc(tasks.recorded), asc(tasks.id)];
    const [rows, [total]] = await Promise.all([
      tx
        .select({ ...rowColumns(tasks), patientNames: sql<HumanName[]>`${patients.content}->'name'`, state: patients.state })
        .from(tasks)
        .innerJoin(patients, eq(patients.id, tasks.patientId))
        .where(where)
        .orderBy(...order)
        .offset(offset)
        .limit(limit),
      tx.select({ n: count() }).from(tasks).innerJoin(patients, eq(patients.id, tasks.patientId)).where(where),
    ]);
    return { rows: asRows<Task>(rows) as TaskQueueRow[], totalCount: total?.n ?? 0 };
  },

  /**
   * The tasking dashboard's counts over the tasks `scope` reads: every status; and of the open
   * ones, by owner (a user, a job function's queue, nobody), by age band and by the patient's
   * state; and how many are open and overdue.
   */
  async dashboard(tx: Executor, scope: PatientScope, now: Date) {
    const readable = and(eq(tasks.deleted, false), patientFilter(scope, tasks.patientId, patients.state)) as SQL;
    const open = and(readable, sql`${tasks.status} in ${OPEN}`) as SQL;
    const band = sql<string>`case ${sql.join(
      TASK_AGE_BANDS.map((b) =>
        b.to === null ? sql`when ${ageDays(now)} >= ${b.from} then ${b.code}` : sql`when ${ageDays(now)} <= ${b.to} then ${b.code}`,
      ),
      sql` `,
    )} end`;
    const [byStatus, byOwner, byAge, byState, [totals]] = await Promise.all([
      tx
        .select({ key: tasks.status, n: count() })
        .from(tasks)
        .innerJoin(patients, eq(patients.id, tasks.patientId))
        .where(readable)
        .groupBy(tasks.status),
      tx
        .select({
          key: ownerKey,
          owner: sql<string | null>`max(${tasks.content}->'owner'->>'display')`,
          jobFunction: sql<string | null>`max(${tasks.ownerJobFunction})`,
          n: count(),
        })
        .from(tasks)
        .innerJoin(patients, eq(patients.id, tasks.patientId))
        .where(open)
        .groupBy(ownerKey),
      tx
        .select({ key: band, n: count() })
        .from(tasks)
        .innerJoin(patients, eq(patients.id, tasks.patientId))
        .where(open)
        // By position: the band's expression has bind parameters, which GROUP BY would not match to the select's.
        .groupBy(sql`1`),
      tx
        .select({ key: patients.state, n: count() })
        .from(tasks)
        .innerJoin(patients, eq(patients.id, tasks.patientId))
        .where(open)
        .groupBy(patients.state),
      tx
        .select({
          open: count(),
          overdue: sql<number>`count(*) filter (where ${tasks.content}->>'dueDate' < ${patientToday(now)})::int`,
        })
        .from(tasks)
        .innerJoin(patients, eq(patients.id, tasks.patientId))
        .where(open),
    ]);
    return { byStatus, byOwner, byAge, byState, open: totals?.open ?? 0, overdue: totals?.overdue ?? 0 };
  },

  /** The patient a task is of, with their state and name (the view of one task). */
  async patientOf(tx: Executor, patientId: string): Promise<{ patientNames: HumanName[]; state: string | null } | null> {
    const [row] = await tx
      .select({ patientNames: sql<HumanName[]>`${patients.content}->'name'`, state: patients.state })
      .from(patients)
      .where(eq(patients.id, patientId));
    return row ?? null;
  },
};
