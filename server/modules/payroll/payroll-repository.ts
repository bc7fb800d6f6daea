// A clinician's encounters for the pay calendar (src/domain/payroll/pay-periods.ts): the day of
// their first visit, and their visits between two instants with what the counts need.
import { and, asc, eq, gte, inArray, lt, min, sql } from 'drizzle-orm';
import type { HumanName, Practitioner } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import { asRows, type ResourceRow, rowColumns } from '../../db/resource-store.ts';
import { practitioners } from '../../db/schema/directory.ts';
import { encounters } from '../../db/schema/encounters.ts';
import { patients } from '../../db/schema/patients.ts';

export interface PayEncounterRow {
  id: string;
  appointmentId: string | null;
  patientId: string;
  /** The patient's names (SPEC §3 HumanName list), to show with displayName. */
  patientNames: HumanName[] | null;
  periodStart: Date | null;
  type: string;
  status: string;
  stateText: string | null;
}

export const payrollRepository = {
  /** The active clinicians with ADP sync on (SPEC §3 Practitioner extensions), by name. */
  async adpClinicians(tx: Executor): Promise<ResourceRow<Practitioner>[]> {
    const rows = await tx
      .select(rowColumns(practitioners))
      .from(practitioners)
      .where(
        and(
          eq(practitioners.deleted, false),
          sql`${practitioners.content}->>'adpSyncEnabled' = 'true'`,
          sql`${practitioners.content}->>'active' = 'true'`,
        ),
      )
      .orderBy(asc(practitioners.id));
    return asRows<Practitioner>(rows);
  },

  async firstVisit(tx: Executor, practitionerId: string): Promise<Date | null> {
    const [row] = await tx
      .select({ first: min(encounters.periodStart) })
      .from(encounters)
      .where(and(eq(encounters.practitionerId, practitionerId), eq(encounters.deleted, false)));
    return row?.first ?? null;
  },

  /** The clinician's visits from `from` (inclusive) to `to` (exclusive), oldest first, with the patient's name. */
  async visitsBetween(tx: Executor, practitionerId: string, from: Date, to: Date): Promise<PayEncounterRow[]> {
    return (await payrollRepository.visitsOfMany(tx, [practitionerId], from, to)).get(practitionerId) ?? [];
  },

  /** The visits of several clinicians between two instants, in one statement, by clinician (each in time order). */
  async visitsOfMany(tx: Executor, practitionerIds: readonly string[], from: Date, to: Date): Promise<Map<string, PayEncounterRow[]>> {
    const byClinician = new Map<string, PayEncounterRow[]>();
    if (practitionerIds.length === 0) return byClinician;
    const rows = await tx
      .select({
        practitionerId: encounters.practitionerId,
        id: encounters.id,
        appointmentId: encounters.appointmentId,
        patientId: encounters.patientId,
        patientNames: sql<HumanName[] | null>`${patients.content}->'name'`,
        periodStart: encounters.periodStart,
        type: sql<string>`coalesce(${encounters.content}->>'type', '')`,
        status: encounters.status,
        stateText: sql<string | null>`${encounters.content}->>'stateText'`,
      })
      .from(encounters)
      .leftJoin(patients, eq(patients.id, encounters.patientId))
      .where(
        and(
          inArray(encounters.practitionerId, [...practitionerIds]),
          eq(encounters.deleted, false),
          gte(encounters.periodStart, from),
          lt(encounters.periodStart, to),
        ),
      )
      .orderBy(asc(encounters.periodStart), asc(encounters.id));
    for (const { practitionerId, ...row } of rows) {
      if (!practitionerId) continue;
      const list = byClinician.get(practitionerId) ?? [];
      list.push(row);
      byClinician.set(practitionerId, list);
    }
    return byClinician;
  },
};
