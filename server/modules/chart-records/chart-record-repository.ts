// The searches of the chart's notes, alerts, orders, referrals and tasks (reads by id and writes go
// through the generic stores, server/db/stores.ts). Every list is one patient's records (the
// service has checked the patient access rule first), not deleted, one page and its total count.
// Orders and referrals share service_request: content->>'category' tells them apart (a request
// without one is an order, as the chart's counts read it).
import { and, asc, count, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../src/domain/chart/chart-record-status.ts';
import type { Communication, Flag, ServiceRequest, Task } from '../../../src/domain/chart/chart-records.ts';
import type { Executor } from '../../db/client.ts';
import { asRows, type ResourceRow, rowColumns } from '../../db/resource-store.ts';
import { communications, conditions, flags, serviceRequests, tasks } from '../../db/schema/chart.ts';
import { users } from '../../db/schema/identity.ts';
import { episodesOfCare, patients } from '../../db/schema/patients.ts';
import { escapeLike } from '../shared/like-pattern.ts';
import type { Page, RowsAndCount } from '../shared/paging.ts';

type ChartTable = typeof communications | typeof flags | typeof serviceRequests | typeof tasks;

/** The patient's records of `table` that are not deleted. */
const ofPatient = (table: ChartTable, patientId: string): SQL => and(eq(table.patientId, patientId), eq(table.deleted, false)) as SQL;

/** A case-insensitive fragment of any of `fields` of the content (LIKE's wildcards typed are literal). */
const contentContains = (table: ChartTable, fields: readonly string[], term: string): SQL => {
  const pattern = `%${escapeLike(term.toLowerCase())}%`;
  return sql`(${sql.join(
    fields.map((f) => sql`lower(coalesce(${table.content}->>${f}, '')) like ${pattern}`),
    sql` or `,
  )})`;
};

async function page<C>(
  tx: Executor,
  table: ChartTable,
  where: SQL,
  order: SQL[],
  { offset, limit }: Page,
  extra?: Record<string, SQL>,
): Promise<RowsAndCount<ResourceRow<C> & Record<string, unknown>>> {
  const [rows, [total]] = await Promise.all([
    tx
      .select({ ...rowColumns(table), ...extra })
      .from(table)
      .where(where)
      .orderBy(...order)
      .offset(offset)
      .limit(limit),
    tx.select({ n: count() }).from(table).where(where),
  ]);
  return { rows: asRows<C>(rows) as (ResourceRow<C> & Record<string, unknown>)[], totalCount: total?.n ?? 0 };
}

export type OrderCategory = ServiceRequest['category'];

const categoryIs = (category: OrderCategory): SQL => {
  const value = sql`${serviceRequests.content}->>'category'`;
  return category === 'referral' ? sql`${value} = 'referral'` : sql`coalesce(${value}, 'order') <> 'referral'`;
};

/** When the order's admission started (the admission it is attached to, if any). */
const admissionStart = sql<string | null>`(select e.content->'period'->>'start' from ${episodesOfCare} e
  where e.id = ${sql.raw('"service_request"."episode_of_care_id"')} and not e.deleted)`;

export type OrderRow = ResourceRow<ServiceRequest> & { admissionStart: string | null };

export interface NoteFilter {
  topic: string | null;
  term: string | null;
}

export interface AlertFilter {
  status: Flag['status'] | null;
  term: string | null;
}

export interface OrderFilter {
  category: OrderCategory;
  status: OrderStatus | null;
  term: string | null;
}

export type TaskStatusFilter = 'open' | 'closed' | null;

export interface TaskFilter {
  status: TaskStatusFilter;
  term: string | null;
}

const OPEN = sql`('requested', 'in-progress')`;

/** An admission an order belongs to: its id and when it started. */
export interface AdmissionRef {
  id: string;
  start: string;
}

/** Admissions an order is no longer written against. */
const ENDED_ADMISSION_STATUSES = ['cancelled', 'finished', 'discharged'];
const ADMISSION_REF = { id: episodesOfCare.id, periodStart: episodesOfCare.periodStart };
const toAdmissionRef = (row: { id: string; periodStart: Date | null }): AdmissionRef => ({
  id: row.id,
  start: (row.periodStart ?? new Date(0)).toISOString(),
});

export interface OwnerRow {
  id: string;
  givenName: string;
  familyName: string;
}

export const chartRecordRepository = {
  /** The patient's state (null: no such patient, or it has none). */
  async patientState(tx: Executor, patientId: string): Promise<string | null> {
    const [row] = await tx.select({ state: patients.state }).from(patients).where(eq(patients.id, patientId)).limit(1);
    return row?.state ?? null;
  },

  /** Notes, newest first, narrowed to a topic and a fragment of their text. */
  async notes(tx: Executor, patientId: string, filter: NoteFilter, at: Page) {
    const where = and(
      ofPatient(communications, patientId),
      filter.topic ? eq(communications.topic, filter.topic) : undefined,
      filter.term ? contentContains(communications, ['text'], filter.term) : undefined,
    ) as SQL;
    return page<Communication>(tx, communications, where, [desc(communications.recorded), asc(communications.id)], at);
  },

  /** Alerts: the active ones first, then by start, newest first. */
  async alerts(tx: Executor, patientId: string, filter: AlertFilter, at: Page) {
    const where = and(
      ofPatient(flags, patientId),
      filter.status ? eq(flags.status, filter.status) : undefined,
      filter.term ? contentContains(flags, ['text'], filter.term) : undefined,
    ) as SQL;
    return page<Flag>(tx, flags, where, [sql`(${flags.status} = 'active') desc`, desc(flags.recorded), asc(flags.id)], at);
  },

  /** Orders or referrals, newest first, with the start of each order's admission. */
  async serviceRequests(tx: Executor, patientId: string, filter: OrderFilter, at: Page): Promise<RowsAndCount<OrderRow>> {
    const where = and(
      ofPatient(serviceRequests, patientId),
      categoryIs(filter.category),
      filter.status ? eq(serviceRequests.status, filter.status) : undefined,
      filter.term ? contentContains(serviceRequests, ['text', 'source', 'reason'], filter.term) : undefined,
    ) as SQL;
    const found = await page<ServiceRequest>(tx, serviceRequests, where, [desc(serviceRequests.recorded), asc(serviceRequests.id)], at, {
      admissionStart,
    });
    return { ...found, rows: found.rows.map((r) => ({ ...r, admissionStart: (r.admissionStart as string | null) ?? null })) };
  },

  /** One of the patient's admissions (not deleted), with when it started; null when it is not theirs. */
  async admissionOf(tx: Executor, patientId: string, admissionId: string): Promise<AdmissionRef | null> {
    const [row] = await tx
      .select(ADMISSION_REF)
      .from(episodesOfCare)
      .where(and(eq(episodesOfCare.id, admissionId), eq(episodesOfCare.patientId, patientId), eq(episodesOfCare.deleted, false)))
      .limit(1);
    return row ? toAdmissionRef(row) : null;
  },

  /** The patient's current admission: the latest that has not ended or been cancelled (null: none). */
  async currentAdmission(tx: Executor, patientId: string): Promise<AdmissionRef | null> {
    const [row] = await tx
      .select(ADMISSION_REF)
      .from(episodesOfCare)
      .where(
        and(
          eq(episodesOfCare.patientId, patientId),
          eq(episodesOfCare.deleted, false),
          notInArray(episodesOfCare.status, ENDED_ADMISSION_STATUSES),
        ),
      )
      .orderBy(desc(episodesOfCare.periodStart), asc(episodesOfCare.id))
      .limit(1);
    return row ? toAdmissionRef(row) : null;
  },

  /** SPEC §3 'orderDetails (draft, active, count)': the patient's orders by status. */
  async orderDetails(tx: Executor, patientId: string): Promise<{ draft: number; active: number; count: number }> {
    const [row] = await tx
      .select({
        draft: sql<number>`count(*) filter (where ${serviceRequests.status} = 'draft')::int`,
        active: sql<number>`count(*) filter (where ${serviceRequests.status} = 'active')::int`,
        count: sql<number>`count(*)::int`,
      })
      .from(serviceRequests)
      .where(and(ofPatient(serviceRequests, patientId), categoryIs('order')));
    return row ?? { draft: 0, active: 0, count: 0 };
  },

  /**
   * SPEC §3 'problemDetails (draft, active, count)': the patient's problems (Conditions) by
   * clinical status; a problem neither active nor resolved counts as draft.
   */
  async problemDetails(tx: Executor, patientId: string): Promise<{ draft: number; active: number; count: number }> {
    const [row] = await tx
      .select({
        draft: sql<number>`count(*) filter (where coalesce(${conditions.status}, '') not in ('active', 'resolved'))::int`,
        active: sql<number>`count(*) filter (where ${conditions.status} = 'active')::int`,
        count: sql<number>`count(*)::int`,
      })
      .from(conditions)
      .where(and(eq(conditions.patientId, patientId), eq(conditions.deleted, false)));
    return row ?? { draft: 0, active: 0, count: 0 };
  },

  /** The patient's latest admission (by its start): its status and, once discharged, when (SPEC §3 patientDetails). */
  async latestAdmission(tx: Executor, patientId: string): Promise<{ status: string; periodEnd: string | null } | null> {
    const [row] = await tx
      .select({ status: episodesOfCare.status, end: sql<string | null>`${episodesOfCare.content}->'period'->>'end'` })
      .from(episodesOfCare)
      .where(and(eq(episodesOfCare.patientId, patientId), eq(episodesOfCare.deleted, false)))
      .orderBy(desc(episodesOfCare.periodStart), desc(episodesOfCare.lastUpdated))
      .limit(1);
    return row ? { status: row.status, periodEnd: row.end } : null;
  },

  /** Tasks: open ones first, soonest due first (no due date last), then newest. */
  async tasks(tx: Executor, patientId: string, filter: TaskFilter, at: Page) {
    const status =
      filter.status === 'open'
        ? sql`${tasks.status} in ${OPEN}`
        : filter.status === 'closed'
          ? sql`${tasks.status} not in ${OPEN}`
          : undefined;
    const where = and(ofPatient(tasks, patientId), status, filter.term ? contentContains(tasks, ['title'], filter.term) : undefined) as SQL;
    const order = [sql`(${tasks.status} in ${OPEN}) desc`, sql`${tasks.due} asc nulls last`, desc(tasks.recorded), asc(tasks.id)];
    return page<Task>(tx, tasks, where, order, at);
  },

  /** The patient task dashboard's counts: open tasks, and those due before `today` ('YYYY-MM-DD'). */
  async taskSummary(tx: Executor, patientId: string, today: string): Promise<{ open: number; overdue: number }> {
    const [row] = await tx
      .select({
        open: sql<number>`count(*)::int`,
        overdue: sql<number>`count(*) filter (where ${tasks.content}->>'dueDate' < ${today})::int`,
      })
      .from(tasks)
      .where(and(ofPatient(tasks, patientId), sql`${tasks.status} in ${OPEN}`));
    return row ?? { open: 0, overdue: 0 };
  },

  /**
   * Who may own a task of a patient in `state`: active internal staff with the patient or tasking
   * permission, neither external nor reviewer-readonly, who read the patient's market (or all, as
   * administrators), sorted by name case-insensitively (SPEC §9).
   */
  async taskOwners(tx: Executor, state: string | null, onlyId?: string): Promise<OwnerRow[]> {
    return tx
      .select({ id: users.id, givenName: users.givenName, familyName: users.familyName })
      .from(users)
      .where(
        and(
          eq(users.status, 'active'),
          eq(users.userType, 'internal'),
          sql`${users.permissions} && array['patient', 'tasking']::text[]`,
          sql`not (${users.roles} && array['external', 'reviewer-readonly']::text[])`,
          state
            ? sql`('administrator' = any(${users.roles}) or ${state} = any(${users.markets}))`
            : sql`'administrator' = any(${users.roles})`,
          onlyId ? eq(users.id, onlyId) : undefined,
        ),
      )
      .orderBy(asc(sql`lower(${users.familyName})`), asc(sql`lower(${users.givenName})`), asc(users.id));
  },

  /** The names of users by id (who wrote a record's versions). */
  async userNames(tx: Executor, ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await tx
      .select({ id: users.id, givenName: users.givenName, familyName: users.familyName })
      .from(users)
      .where(inArray(users.id, [...ids]));
    return new Map(rows.map((r) => [r.id, `${r.givenName} ${r.familyName}`.trim()]));
  },
};
