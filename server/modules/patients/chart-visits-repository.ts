// The chart's Encounters and Appointments tabs (SPEC §2 tabs 7 and 11): a patient's encounters
// and appointments (not deleted), newest first, each with its clinician's name, a page at a time.
// The caller's reach narrows them (chart-visits-service.ts): one practitioner's only, signed
// encounters only.
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { REVIEWABLE_STATE } from '../../../src/domain/operation-permissions.ts';
import type { Appointment, Encounter, HumanName } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { practitioners } from '../../db/schema/directory.ts';
import { appointments, encounters } from '../../db/schema/encounters.ts';
import type { Page, RowsAndCount } from '../shared/paging.ts';

export type WithClinician<T> = Pick<ResourceRow<T>, 'id' | 'versionId' | 'lastUpdated' | 'content'> & {
  /** The practitioner's names (null: no practitioner, or none on file). */
  clinicianNames: HumanName[] | null;
};

export interface VisitReach {
  /** Only this practitioner's visits (a clinician's own); null: any practitioner's. */
  practitionerId: string | null;
  /** Only signed encounters (reviewer-readonly). */
  signedOnly: boolean;
}

const clinicianNames = sql<HumanName[] | null>`${practitioners.content}->'name'`;

export const chartVisitsRepository = {
  async encounters(
    tx: Executor,
    patientId: string,
    reach: VisitReach,
    { offset, limit }: Page,
  ): Promise<RowsAndCount<WithClinician<Encounter>>> {
    const conditions: SQL[] = [eq(encounters.patientId, patientId), eq(encounters.deleted, false)];
    if (reach.practitionerId) conditions.push(eq(encounters.practitionerId, reach.practitionerId));
    if (reach.signedOnly) conditions.push(sql`${encounters.content}->>'stateText' = ${REVIEWABLE_STATE}`);
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      tx
        .select({
          id: encounters.id,
          versionId: encounters.versionId,
          lastUpdated: encounters.lastUpdated,
          content: encounters.content,
          clinicianNames,
        })
        .from(encounters)
        .leftJoin(practitioners, eq(practitioners.id, encounters.practitionerId))
        .where(where)
        .orderBy(sql`${encounters.periodStart} desc nulls last`, desc(encounters.lastUpdated), desc(encounters.id))
        .offset(offset)
        .limit(limit),
      tx.select({ n: count() }).from(encounters).where(where),
    ]);
    return { rows: rows.map((r) => ({ ...r, content: r.content as unknown as Encounter })), totalCount: total?.n ?? 0 };
  },

  async appointments(
    tx: Executor,
    patientId: string,
    reach: Pick<VisitReach, 'practitionerId'>,
    { offset, limit }: Page,
  ): Promise<RowsAndCount<WithClinician<Appointment>>> {
    const conditions: SQL[] = [eq(appointments.patientId, patientId), eq(appointments.deleted, false)];
    if (reach.practitionerId) conditions.push(eq(appointments.practitionerId, reach.practitionerId));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      tx
        .select({
          id: appointments.id,
          versionId: appointments.versionId,
          lastUpdated: appointments.lastUpdated,
          content: appointments.content,
          clinicianNames,
        })
        .from(appointments)
        .leftJoin(practitioners, eq(practitioners.id, appointments.practitionerId))
        .where(where)
        .orderBy(desc(appointments.start), desc(appointments.id))
        .offset(offset)
        .limit(limit),
      tx.select({ n: count() }).from(appointments).where(where),
    ]);
    return { rows: rows.map((r) => ({ ...r, content: r.content as unknown as Appointment })), totalCount: total?.n ?? 0 };
  },
};
