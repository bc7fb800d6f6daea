// The dashboards' SQL (SPEC §2 /admin-dashboard, /report-dashboard, /cbr-dashboard), the only
// Drizzle code of the area. Every count is of the visits and encounters of patients the caller may
// read (patientFilter, DESIGN §8 'Access'); a market is the patient's state. A visit's day is its
// clinician's (SPEC §9 time zone by state, src/domain/dashboards/day-buckets.ts): the zone is
// chosen in SQL from the same table, and the range is first narrowed by instants with a day's
// margin (coarseWindow), so the start index does the walking.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DashboardFilter } from '../../../src/domain/dashboards/dashboard-filter.ts';
import { coarseWindow, DEFAULT_ZONE, ZONE_BY_STATE } from '../../../src/domain/dashboards/day-buckets.ts';
import type { SignState } from '../../../src/domain/dashboards/rates.ts';
import { OUTCOME_STATUSES, VISIT_OUTCOMES, type VisitOutcome } from '../../../src/domain/dashboards/visit-outcome.ts';
import type { PatientScope } from '../../../src/domain/patient-access.ts';
import type { Executor } from '../../db/client.ts';
import { deviceSyncs } from '../../db/schema/dashboards.ts';
import { practitioners } from '../../db/schema/directory.ts';
import { appointments, encounters } from '../../db/schema/encounters.ts';
import { users } from '../../db/schema/identity.ts';
import { patients } from '../../db/schema/patients.ts';
import type { Page, RowsAndCount } from '../shared/paging.ts';
import { patientFilter } from '../shared/patient-access-repository.ts';

/** The clinician's zone for a practitioner's state column (the default when there is none). */
const zoneOf = (state: AnyPgColumn): SQL =>
  sql`(case ${state} ${sql.join(
    ZONE_BY_STATE.map(([s, zone]) => sql`when ${s} then ${zone}`),
    sql` `,
  )} else ${DEFAULT_ZONE} end)`;

const localDay = (instant: AnyPgColumn): SQL<string> => sql<string>`((${instant}) at time zone ${zoneOf(practitioners.state)})::date`;

/** The outcome of an appointment's status (src/domain/dashboards/visit-outcome.ts), null when not counted. */
const outcomeCase = sql<VisitOutcome | null>`(case ${sql.join(
  VISIT_OUTCOMES.map(
    (o) =>
      sql`when ${appointments.status} in (${sql.join(
        OUTCOME_STATUSES[o].map((s) => sql`${s}`),
        sql`, `,
      )}) then ${o}`,
  ),
  sql` `,
)} else null end)`;

/** The statuses some outcome counts: a plain list, which the planner estimates from its statistics. */
const countedStatus = sql`${appointments.status} in (${sql.join(
  VISIT_OUTCOMES.flatMap((o) => OUTCOME_STATUSES[o]).map((s) => sql`${s}`),
  sql`, `,
)})`;

/** The conditions every dashboard read shares: the caller's patients, the market, the clinician. */
function scoped(scope: PatientScope, f: DashboardFilter, patientId: AnyPgColumn, practitionerId: AnyPgColumn): SQL {
  const parts: (SQL | undefined)[] = [
    patientFilter(scope, patientId, patients.state),
    f.market ? eq(patients.state, f.market) : undefined,
    f.practitionerId ? sql`${practitionerId} = ${f.practitionerId}` : undefined,
  ];
  return and(...parts) ?? sql`true`;
}

export type GroupKind = 'day' | 'market' | 'clinician' | 'total';

export interface OutcomeRow {
  kind: GroupKind;
  key: string | null;
  outcome: VisitOutcome;
  count: number;
}

export interface SignRow {
  kind: GroupKind;
  key: string | null;
  documented: number;
  signedWithin24h: number;
}

const kindOf = (byDay: number, byMarket: number, byClinician: number): GroupKind =>
  byDay === 0 ? 'day' : byMarket === 0 ? 'market' : byClinician === 0 ? 'clinician' : 'total';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface DashboardVisitRow {
  appointmentId: string;
  patientId: string;
  patientNames: unknown;
  practitionerId: string | null;
  practitionerNames: unknown;
  market: string | null;
  start: Date | string;
  day: string;
  status: string;
  outcome: VisitOutcome;
}

export interface DashboardEncounterRow {
  encounterId: string;
  patientId: string;
  patientNames: unknown;
  practitionerId: string | null;
  practitionerNames: unknown;
  market: string | null;
  start: Date | string;
  day: string;
  signedAt: Date | string | null;
  signState: SignState;
}

export interface DeviceRow {
  deviceId: string;
  userId: string;
  userGiven: string;
  userFamily: string;
  practitionerId: string | null;
  market: string | null;
  pending: number;
  firstReportedAt: Date;
  lastReportedAt: Date;
  lastSyncedAt: Date | null;
}

export interface EncounterCountRow {
  market: string | null;
  status: string;
  type: string;
  count: number;
}

/**
 * The visits of the filter's window, with their clinician's day and outcome (a subquery the reads
 * below narrow to the exact days and group). `offset 0` keeps the exact-day test outside: the
 * planner cannot estimate a computed day, and would plan the joins for a handful of rows.
 */
function visitsOf(scope: PatientScope, f: DashboardFilter): SQL {
  const window = coarseWindow(f.from, f.to);
  return sql`
    select ${appointments.id} as appointment_id, ${appointments.patientId} as patient_id, ${appointments.practitionerId} as practitioner_id,
      ${patients.state} as market, ${appointments.start} as start, ${appointments.status} as status,
      ${outcomeCase} as outcome, ${localDay(appointments.start)} as day
    from ${appointments}
      join ${patients} on ${patients.id} = ${appointments.patientId}
      left join ${practitioners} on ${practitioners.id} = ${appointments.practitionerId}
    where not ${appointments.deleted} and ${countedStatus}
      and ${appointments.start} >= ${window.from.toISOString()}::timestamptz and ${appointments.start} < ${window.to.toISOString()}::timestamptz
      and ${scoped(scope, f, appointments.patientId, appointments.practitionerId)}
    offset 0`;
}

/**
 * The documented visits of the filter's window: finished encounters, with their clinician's day and
 * how their signing came out (src/domain/dashboards/rates.ts SIGN_STATES: signed within 24 h of the
 * start, later, or not yet), read from encounter_dashboard_idx. The 'signed within 24 h' numbers
 * and the records behind them are both read from it, so they cannot differ. The counts leave out
 * the encounter's id (not in the index: the counts stay an index-only walk).
 */
function documentedOf(scope: PatientScope, f: DashboardFilter, withId: boolean): SQL {
  const window = coarseWindow(f.from, f.to);
  return sql`
    select ${withId ? sql`${encounters.id} as encounter_id,` : sql``} ${encounters.patientId} as patient_id, ${encounters.practitionerId} as practitioner_id,
      ${patients.state} as market, ${encounters.signedAt} as signed_at, ${encounters.periodStart} as start,
      (case when ${encounters.signedAt} is null then 'unsigned'
        when ${encounters.signedAt} <= ${encounters.periodStart} + interval '24 hours' then 'within24h'
        else 'late' end) as sign_state,
      ${localDay(encounters.periodStart)} as day
    from ${encounters}
      join ${patients} on ${patients.id} = ${encounters.patientId}
      left join ${practitioners} on ${practitioners.id} = ${encounters.practitionerId}
    where not ${encounters.deleted} and ${encounters.status} = 'finished'
      and ${encounters.periodStart} >= ${window.from.toISOString()}::timestamptz and ${encounters.periodStart} < ${window.to.toISOString()}::timestamptz
      and ${scoped(scope, f, encounters.patientId, encounters.practitionerId)}
    offset 0`;
}

/** A device's last report with its user and their clinician's state: the one shape of both device reads. */
const deviceRows = (tx: Executor) =>
  tx
    .select({
      deviceId: deviceSyncs.deviceId,
      userId: deviceSyncs.userId,
      userGiven: users.givenName,
      userFamily: users.familyName,
      practitionerId: users.practitionerId,
      market: practitioners.state,
      pending: deviceSyncs.pending,
      firstReportedAt: deviceSyncs.firstReportedAt,
      lastReportedAt: deviceSyncs.lastReportedAt,
      lastSyncedAt: deviceSyncs.lastSyncedAt,
    })
    .from(deviceSyncs)
    .innerJoin(users, eq(users.id, deviceSyncs.userId))
    .leftJoin(practitioners, eq(practitioners.id, users.practitionerId));

/** A page of rows and the count of all of them (`count`: one row with `n`), read side by side. */
async function pageAndCount<T>(tx: Executor, page: SQL, count: SQL): Promise<RowsAndCount<T>> {
  const [pageResult, countResult] = await Promise.all([tx.execute(page), tx.execute(count)]);
  const [counted] = rowsOf<{ n: number }>(countResult);
  return { rows: rowsOf<T>(pageResult), totalCount: Number(counted?.n ?? 0) };
}

export const dashboardsRepository = {
  /** Visit outcomes by the clinician's day, by market, by clinician and in total: one walk (grouping sets). */
  async outcomeCounts(tx: Executor, scope: PatientScope, f: DashboardFilter): Promise<OutcomeRow[]> {
    const result = await tx.execute(sql`
      select grouping(v.day) as g_day, grouping(v.market) as g_market, grouping(v.practitioner_id) as g_clinician,
        coalesce(v.day::text, v.market, v.practitioner_id::text) as key, v.outcome, count(*)::int as n
      from (${visitsOf(scope, f)}) v
      where v.day between ${f.from}::date and ${f.to}::date
      group by grouping sets ((v.day, v.outcome), (v.market, v.outcome), (v.practitioner_id, v.outcome), (v.outcome))`);
    return rowsOf<{ g_day: number; g_market: number; g_clinician: number; key: string | null; outcome: VisitOutcome; n: number }>(
      result,
    ).map((r) => ({
      kind: kindOf(Number(r.g_day), Number(r.g_market), Number(r.g_clinician)),
      key: r.key,
      outcome: r.outcome,
      count: Number(r.n),
    }));
  },

  /**
   * Finished encounters of the range by the same groups, and those signed within 24 h of the
   * visit (its start: src/domain/dashboards/rates.ts signedInTime), read from encounter_dashboard_idx.
   */
  async signCounts(tx: Executor, scope: PatientScope, f: DashboardFilter): Promise<SignRow[]> {
    const result = await tx.execute(sql`
      select grouping(e.day) as g_day, grouping(e.market) as g_market, grouping(e.practitioner_id) as g_clinician,
        coalesce(e.day::text, e.market, e.practitioner_id::text) as key,
        count(*)::int as documented,
        count(*) filter (where e.sign_state = 'within24h')::int as signed
      from (${documentedOf(scope, f, false)}) e
      where e.day between ${f.from}::date and ${f.to}::date
      group by grouping sets ((e.day), (e.market), (e.practitioner_id), ())`);
    return rowsOf<{ g_day: number; g_market: number; g_clinician: number; key: string | null; documented: number; signed: number }>(
      result,
    ).map((r) => ({
      kind: kindOf(Number(r.g_day), Number(r.g_market), Number(r.g_clinician)),
      key: r.key,
      documented: Number(r.documented),
      signedWithin24h: Number(r.signed),
    }));
  },

  /** Encounters of the range (by their clinician's day) per market, status and visit type. */
  async encounterCounts(tx: Executor, scope: PatientScope, f: DashboardFilter): Promise<EncounterCountRow[]> {
    const window = coarseWindow(f.from, f.to);
    const result = await tx.execute(sql`
      select e.market, e.status, e.type, count(*)::int as n
      from (
        select ${patients.state} as market, ${encounters.status} as status, coalesce(${encounters.content}->>'type', '') as type,
          ${localDay(encounters.periodStart)} as day
        from ${encounters}
          join ${patients} on ${patients.id} = ${encounters.patientId}
          left join ${practitioners} on ${practitioners.id} = ${encounters.practitionerId}
        where not ${encounters.deleted}
          and ${encounters.periodStart} >= ${window.from.toISOString()}::timestamptz and ${encounters.periodStart} < ${window.to.toISOString()}::timestamptz
          and ${scoped(scope, f, encounters.patientId, encounters.practitionerId)}
        offset 0
      ) e
      where e.day between ${f.from}::date and ${f.to}::date
      group by e.market, e.status, e.type`);
    return rowsOf<{ market: string | null; status: string; type: string; n: number }>(result).map((r) => ({
      market: r.market,
      status: r.status,
      type: r.type,
      count: Number(r.n),
    }));
  },

  /** The visits behind a number: the filter's, of one day and one outcome when given, in time order. */
  async visits(
    tx: Executor,
    scope: PatientScope,
    f: DashboardFilter,
    narrow: { day: string | null; outcome: VisitOutcome | null },
    page: Page,
  ): Promise<RowsAndCount<DashboardVisitRow>> {
    const where = sql`v.day between ${narrow.day ?? f.from}::date and ${narrow.day ?? f.to}::date and ${
      narrow.outcome ? sql`v.outcome = ${narrow.outcome}` : sql`true`
    }`;
    return pageAndCount<DashboardVisitRow>(
      tx,
      sql`
        select v.appointment_id as "appointmentId", v.patient_id as "patientId", ${patients.content}->'name' as "patientNames",
          v.practitioner_id as "practitionerId", ${practitioners.content}->'name' as "practitionerNames", v.market, v.start, v.day::text as day,
          v.status, v.outcome
        from (${visitsOf(scope, f)}) v
          join ${patients} on ${patients.id} = v.patient_id
          left join ${practitioners} on ${practitioners.id} = v.practitioner_id
        where ${where}
        order by v.start, v.appointment_id
        offset ${page.offset} limit ${page.limit}`,
      sql`select count(*)::int as n from (${visitsOf(scope, f)}) v where ${where}`,
    );
  },

  /** The documented visits behind a 'signed within 24 h' number: the filter's, of one day and one sign state when given, in time order. */
  async documented(
    tx: Executor,
    scope: PatientScope,
    f: DashboardFilter,
    narrow: { day: string | null; signing: SignState | null },
    page: Page,
  ): Promise<RowsAndCount<DashboardEncounterRow>> {
    const where = sql`e.day between ${narrow.day ?? f.from}::date and ${narrow.day ?? f.to}::date and ${
      narrow.signing ? sql`e.sign_state = ${narrow.signing}` : sql`true`
    }`;
    return pageAndCount<DashboardEncounterRow>(
      tx,
      sql`
        select e.encounter_id as "encounterId", e.patient_id as "patientId", ${patients.content}->'name' as "patientNames",
          e.practitioner_id as "practitionerId", ${practitioners.content}->'name' as "practitionerNames", e.market, e.start,
          e.day::text as day, e.signed_at as "signedAt", e.sign_state as "signState"
        from (${documentedOf(scope, f, true)}) e
          join ${patients} on ${patients.id} = e.patient_id
          left join ${practitioners} on ${practitioners.id} = e.practitioner_id
        where ${where}
        order by e.start, e.encounter_id
        offset ${page.offset} limit ${page.limit}`,
      sql`select count(*)::int as n from (${documentedOf(scope, f, false)}) e where ${where}`,
    );
  },

  /** Names of practitioners by id (the clinician groups' labels). */
  async practitionerNames(tx: Executor, ids: readonly string[]): Promise<Map<string, { names: unknown; state: string | null }>> {
    if (ids.length === 0) return new Map();
    const rows = await tx
      .select({ id: practitioners.id, names: sql<unknown>`${practitioners.content}->'name'`, state: practitioners.state })
      .from(practitioners)
      .where(
        sql`${practitioners.id} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    return new Map(rows.map((r) => [r.id, { names: r.names, state: r.state }]));
  },

  /**
   * The devices' last reports, of the users whose clinician is in `states` (null: every device),
   * narrowed to a market (the clinician's state) and a clinician.
   */
  async devices(
    tx: Executor,
    states: readonly string[] | null,
    f: Pick<DashboardFilter, 'market' | 'practitionerId'>,
  ): Promise<DeviceRow[]> {
    const parts: (SQL | undefined)[] = [
      states === null
        ? undefined
        : states.length === 0
          ? sql`false`
          : sql`${practitioners.state} in (${sql.join(
              states.map((s) => sql`${s}`),
              sql`, `,
            )})`,
      f.market ? eq(practitioners.state, f.market) : undefined,
      f.practitionerId ? eq(users.practitionerId, f.practitionerId) : undefined,
    ];
    return deviceRows(tx)
      .where(and(...parts))
      .orderBy(sql`coalesce(${deviceSyncs.lastSyncedAt}, ${deviceSyncs.firstReportedAt})`, deviceSyncs.deviceId)
      .limit(500);
  },

  /** Records a device's report (the caller's own row): synced now when nothing waits. */
  async recordSync(tx: Executor, userId: string, deviceId: string, pending: number, now: Date): Promise<DeviceRow> {
    await tx
      .insert(deviceSyncs)
      .values({ userId, deviceId, pending, firstReportedAt: now, lastReportedAt: now, lastSyncedAt: pending === 0 ? now : null })
      .onConflictDoUpdate({
        target: [deviceSyncs.userId, deviceSyncs.deviceId],
        set: {
          pending,
          lastReportedAt: now,
          lastSyncedAt: pending === 0 ? now : sql`${deviceSyncs.lastSyncedAt}`,
        },
      });
    const [row] = await deviceRows(tx).where(and(eq(deviceSyncs.userId, userId), eq(deviceSyncs.deviceId, deviceId)));
    if (!row) throw new Error('unreachable: the report was just written');
    return row;
  },
};
