// What any area reads of one encounter (encounters, forms, and later charts and documents): the
// encounter with its appointment, locked for a change, and its provenance. The encounter
// module's own searches are in encounters/encounter-repository.ts.
import { and, asc, eq } from 'drizzle-orm';
import type { Appointment, Encounter, Provenance } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import { asRows, firstRow, type ResourceRow, rowColumns } from '../../db/resource-store.ts';
import { appointments, encounters, provenances } from '../../db/schema/encounters.ts';

export const encounterRecordRepository = {
  /**
   * An encounter and its appointment, both locked FOR UPDATE, in one query (the lock order of
   * transitions.ts: encounter, then appointment). Null when the encounter does not exist (or is
   * deleted); `appointment` null when it has none.
   */
  async readForChange(
    tx: Executor,
    id: string,
  ): Promise<{ encounter: ResourceRow<Encounter>; appointment: ResourceRow<Appointment> | null } | null> {
    const [joined] = await tx
      .select({ e: rowColumns(encounters), a: rowColumns(appointments) })
      .from(encounters)
      .innerJoin(appointments, eq(appointments.id, encounters.appointmentId))
      .where(and(eq(encounters.id, id), eq(encounters.deleted, false)))
      .for('update');
    if (joined) {
      const appointment = firstRow<Appointment>([joined.a]);
      return {
        encounter: firstRow<Encounter>([joined.e]) as ResourceRow<Encounter>,
        appointment: appointment?.deleted ? null : appointment,
      };
    }
    // No appointment (an inner join finds nothing): the encounter alone.
    const [alone] = await tx
      .select(rowColumns(encounters))
      .from(encounters)
      .where(and(eq(encounters.id, id), eq(encounters.deleted, false)))
      .for('update');
    return alone ? { encounter: firstRow<Encounter>([alone]) as ResourceRow<Encounter>, appointment: null } : null;
  },

  /** The provenance of a target (an encounter), oldest first. */
  async provenanceOf(tx: Executor, targetId: string): Promise<ResourceRow<Provenance>[]> {
    const rows = await tx
      .select(rowColumns(provenances))
      .from(provenances)
      .where(and(eq(provenances.targetId, targetId), eq(provenances.deleted, false)))
      .orderBy(asc(provenances.recorded), asc(provenances.lastUpdated), asc(provenances.id));
    return asRows<Provenance>(rows);
  },
};
