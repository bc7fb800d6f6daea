// Clinical Rounds' reads and its one table (server/db/schema/rounds.ts): the patients a session
// covers (their visits of the window, by the led clinicians or in the caller's patient scope), and
// per patient the latest encounter, open orders, active problems and wound assessments.
import { and, asc, desc, eq, gte, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { ServiceRequest } from '../../../src/domain/chart/chart-records.ts';
import type { PatientScope } from '../../../src/domain/patient-access.ts';
import type { Condition } from '../../../src/domain/problems/condition.ts';
import type { Encounter, Patient } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import { asRows, type ResourceRow, rowColumns } from '../../db/resource-store.ts';
import { conditions, serviceRequests } from '../../db/schema/chart.ts';
import { encounters } from '../../db/schema/encounters.ts';
import { patients } from '../../db/schema/patients.ts';
import { roundsSessions } from '../../db/schema/rounds.ts';
import { patientFilter } from '../shared/patient-access-repository.ts';

export type RoundsEntries = Record<string, { note?: string; decision?: string }>;

export interface RoundsSessionRow {
  id: string;
  versionId: number;
  entries: RoundsEntries;
  updatedAt: Date;
}

/** Whose visits a session covers: the clinicians the user leads, and/or every clinician in the user's scope. */
export interface RoundsReach {
  ledPractitionerIds: readonly string[];
  markets: boolean;
}

export const roundsRepository = {
  async session(tx: Executor, userId: string, date: string, forUpdate = false): Promise<RoundsSessionRow | null> {
    const query = tx
      .select({
        id: roundsSessions.id,
        versionId: roundsSessions.versionId,
        entries: roundsSessions.entries,
        updatedAt: roundsSessions.updatedAt,
      })
      .from(roundsSessions)
      .where(and(eq(roundsSessions.userId, userId), eq(roundsSessions.sessionDate, date)))
      .limit(1);
    const [row] = forUpdate ? await query.for('update') : await query;
    return row ?? null;
  },

  /** The dates of the user's saved sessions, newest first. */
  async sessionDates(tx: Executor, userId: string): Promise<string[]> {
    const rows = await tx
      .select({ date: roundsSessions.sessionDate })
      .from(roundsSessions)
      .where(eq(roundsSessions.userId, userId))
      .orderBy(desc(roundsSessions.sessionDate))
      .limit(100);
    return rows.map((r) => r.date);
  },

  async saveSession(tx: Executor, row: { id: string; userId: string; date: string; versionId: number; entries: RoundsEntries; now: Date }) {
    await tx
      .insert(roundsSessions)
      .values({
        id: row.id,
        userId: row.userId,
        sessionDate: row.date,
        versionId: row.versionId,
        entries: row.entries,
        createdAt: row.now,
        updatedAt: row.now,
      })
      .onConflictDoUpdate({
        target: [roundsSessions.userId, roundsSessions.sessionDate],
        set: { versionId: row.versionId, entries: row.entries, updatedAt: row.now },
      });
  },

  /** The patients with a visit (not cancelled) from `from` until `to` by whom the reach covers, by name, at most `limit`. */
  async patientsSeen(
    tx: Executor,
    scope: PatientScope,
    reach: RoundsReach,
    window: { from: Date; to: Date },
    limit: number,
  ): Promise<ResourceRow<Patient>[]> {
    const whose: SQL[] = [];
    if (reach.ledPractitionerIds.length) whose.push(inArray(encounters.practitionerId, [...reach.ledPractitionerIds]));
    if (reach.markets) whose.push(sql`true`);
    if (whose.length === 0) return [];
    const seen = tx
      .select({ id: encounters.patientId })
      .from(encounters)
      .where(
        and(
          eq(encounters.deleted, false),
          ne(encounters.status, 'cancelled'),
          gte(encounters.periodStart, window.from),
          lt(encounters.periodStart, window.to),
          or(...whose),
        ),
      );
    const rows = await tx
      .select(rowColumns(patients))
      .from(patients)
      .where(and(eq(patients.deleted, false), inArray(patients.id, seen), patientFilter(scope, patients.id, patients.state)))
      .orderBy(asc(patients.nameSearch), asc(patients.id))
      .limit(limit);
    return asRows<Patient>(rows);
  },

  /** Each patient's encounters (not cancelled) before `to`, newest first. */
  async encountersBefore(tx: Executor, patientIds: readonly string[], to: Date): Promise<ResourceRow<Encounter>[]> {
    if (patientIds.length === 0) return [];
    const rows = await tx
      .select(rowColumns(encounters))
      .from(encounters)
      .where(
        and(
          inArray(encounters.patientId, [...patientIds]),
          eq(encounters.deleted, false),
          ne(encounters.status, 'cancelled'),
          lt(encounters.periodStart, to),
        ),
      )
      .orderBy(desc(encounters.periodStart));
    return asRows<Encounter>(rows);
  },

  /** The patients' orders still open (draft or active), newest first. */
  async openOrders(tx: Executor, patientIds: readonly string[]): Promise<ResourceRow<ServiceRequest>[]> {
    if (patientIds.length === 0) return [];
    const rows = await tx
      .select(rowColumns(serviceRequests))
      .from(serviceRequests)
      .where(
        and(
          inArray(serviceRequests.patientId, [...patientIds]),
          eq(serviceRequests.deleted, false),
          inArray(serviceRequests.status, ['draft', 'active']),
          sql`${serviceRequests.content}->>'category' = 'order'`,
        ),
      )
      .orderBy(desc(serviceRequests.recorded));
    return asRows<ServiceRequest>(rows);
  },

  /** The patients' active problems, by their place on the diagnosis list. */
  async activeProblems(tx: Executor, patientIds: readonly string[]): Promise<ResourceRow<Condition>[]> {
    if (patientIds.length === 0) return [];
    const rows = await tx
      .select(rowColumns(conditions))
      .from(conditions)
      .where(and(inArray(conditions.patientId, [...patientIds]), eq(conditions.deleted, false), eq(conditions.status, 'active')))
      .orderBy(sql`(${conditions.content}->>'rank')::int asc nulls last`);
    return asRows<Condition>(rows);
  },
};
