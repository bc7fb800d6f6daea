// The schedule's own reads: a clinician's visits that touch a time range (to refuse a double
// booking), the visits' encounters, and whether a visit's encounter is signed.
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Appointment, Encounter } from '../../../src/domain/resources.ts';
import { OPEN_STATUSES } from '../../../src/domain/scheduling/booking-rules.ts';
import type { Executor } from '../../db/client.ts';
import { asRows, type ResourceRow, rowColumns } from '../../db/resource-store.ts';
import { appointments, encounters } from '../../db/schema/encounters.ts';

export const bookingRepository = {
  /** The clinician's open visits (SPEC §3 open statuses) that overlap start–end. */
  async openVisitsOverlapping(tx: Executor, practitionerId: string, start: Date, end: Date): Promise<ResourceRow<Appointment>[]> {
    const rows = await tx
      .select(rowColumns(appointments))
      .from(appointments)
      .where(
        and(
          eq(appointments.practitionerId, practitionerId),
          lt(appointments.start, end),
          gt(appointments.end, start),
          inArray(appointments.status, [...OPEN_STATUSES]),
          eq(appointments.deleted, false),
        ),
      );
    return asRows<Appointment>(rows);
  },

  /** Per visit: its encounter that is not cancelled, else any (the latest written). */
  async encounterIdsOf(tx: Executor, appointmentIds: readonly string[]): Promise<Map<string, string>> {
    if (appointmentIds.length === 0) return new Map();
    const rows = await tx
      .select({ id: encounters.id, appointmentId: encounters.appointmentId, status: encounters.status })
      .from(encounters)
      .where(and(inArray(encounters.appointmentId, [...appointmentIds]), eq(encounters.deleted, false)))
      .orderBy(asc(encounters.lastUpdated));
    const chosen = new Map<string, { id: string; status: string }>();
    for (const row of rows) {
      if (!row.appointmentId) continue;
      const current = chosen.get(row.appointmentId);
      if (!current || current.status === 'cancelled') chosen.set(row.appointmentId, row);
    }
    return new Map([...chosen].map(([appointmentId, e]) => [appointmentId, e.id]));
  },

  /** Whether the visit has an encounter that was ever signed (SPEC §4: eSigned, or amended since). */
  async hasSignedEncounter(tx: Executor, appointmentId: string): Promise<boolean> {
    const rows = await tx
      .select({ content: encounters.content })
      .from(encounters)
      .where(and(eq(encounters.appointmentId, appointmentId), eq(encounters.deleted, false)));
    return rows.some((r) => {
      const e = r.content as Pick<Encounter, 'signedAt' | 'stateText'>;
      return e.signedAt !== undefined || e.stateText === 'eSigned' || e.stateText === 'amendmentInprogress';
    });
  },
};
