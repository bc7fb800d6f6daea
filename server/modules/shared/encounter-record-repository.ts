// What any area reads of one encounter (encounters, forms, and later charts and documents): the
// encounter with its appointment, locked for a change, and its provenance. The encounter
// module's own searches are in encounters/encounter-repository.ts.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PatientScope } from '../../../src/domain/patient-access.ts';
import type { Appointment, Encounter, Provenance } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import { asRows, firstRow, type ResourceRow, rowColumns } from '../../db/resource-store.ts';
import { practitioners } from '../../db/schema/directory.ts';
import { appointments, encounters, provenances } from '../../db/schema/encounters.ts';
import { patients } from '../../db/schema/patients.ts';
import { setOverlay } from './command-set.ts';
import { refId as refIdOf } from './encounter-views.ts';
import { type PatientRead, patientReadColumns, patientReadOf } from './patient-access-repository.ts';

export const encounterRecordRepository = {
  /**
   * An encounter and its appointment, both locked FOR UPDATE, in one query (the lock order of
   * transitions.ts: encounter, then appointment). Null when the encounter does not exist (or is
   * deleted); `appointment` null when it has none. Given the caller's patient scope, the same
   * statement reads the encounter's patient as the access rule does (`patient`, not locked:
   * shared/encounter-target.ts judges the rule on it, patient-access.ts).
   */
  async readForChange(
    tx: Executor,
    id: string,
    scope?: PatientScope,
  ): Promise<{ encounter: ResourceRow<Encounter>; appointment: ResourceRow<Appointment> | null; patient: PatientRead | null } | null> {
    // In a batch applied as a set: as the batch locked it, with its earlier commands' writes.
    const set = setOverlay();
    if (set) return set.encounterForChange(id);
    const patient = scope
      ? patientReadColumns(scope)
      : { id: sql<string | null>`null`, state: sql<string | null>`null`, readable: sql<boolean>`false` };
    const ofPatient = (e: ResourceRow<Encounter>, p: { id: string | null; state: string | null; readable: boolean | null } | null) => {
      const patientId = refIdOf(e.content.subject);
      return scope && patientId ? patientReadOf(patientId, p ?? undefined) : null;
    };
    const [joined] = await tx
      .select({ e: rowColumns(encounters), a: rowColumns(appointments), p: patient })
      .from(encounters)
      .innerJoin(appointments, eq(appointments.id, encounters.appointmentId))
      .leftJoin(patients, and(eq(patients.id, encounters.patientId), eq(patients.deleted, false)))
      .where(and(eq(encounters.id, id), eq(encounters.deleted, false)))
      .for('update', { of: [encounters, appointments] });
    if (joined) {
      const appointment = firstRow<Appointment>([joined.a]);
      const encounter = firstRow<Encounter>([joined.e]) as ResourceRow<Encounter>;
      return { encounter, appointment: appointment?.deleted ? null : appointment, patient: ofPatient(encounter, joined.p) };
    }
    // No appointment (an inner join finds nothing): the encounter alone.
    const [alone] = await tx
      .select({ e: rowColumns(encounters), p: patient })
      .from(encounters)
      .leftJoin(patients, and(eq(patients.id, encounters.patientId), eq(patients.deleted, false)))
      .where(and(eq(encounters.id, id), eq(encounters.deleted, false)))
      .for('update', { of: encounters });
    if (!alone) return null;
    const encounter = firstRow<Encounter>([alone.e]) as ResourceRow<Encounter>;
    return { encounter, appointment: null, patient: ofPatient(encounter, alone.p) };
  },

  /**
   * The encounter's practitioner (null when the encounter does not exist, is deleted or has none),
   * read without locking the encounter, and their row locked FOR UPDATE when it exists, in one
   * query: the first step of DESIGN §5's lock order for a write that starts from the encounter
   * (shared/lock-order.ts lockVisitAfterItsClinician).
   */
  async lockPractitionerOf(tx: Executor, encounterId: string): Promise<string | null> {
    // In a batch applied as a set, the batch locked its clinicians first (DESIGN §5 lock order).
    const set = setOverlay();
    if (set) return refIdOf(set.row('Encounter', encounterId)?.content.practitioner)?.toLowerCase() ?? null;
    const [row] = await tx
      .select({
        practitionerId: encounters.practitionerId,
        locked: sql`(select ${practitioners.id} from ${practitioners} where ${practitioners.id} = ${encounters.practitionerId} for update)`,
      })
      .from(encounters)
      .where(and(eq(encounters.id, encounterId), eq(encounters.deleted, false)))
      .limit(1);
    return row?.practitionerId ?? null;
  },

  /**
   * An appointment locked FOR UPDATE (null when there is none, or it is deleted: a deleted row is
   * locked all the same, as the store's read locks it), read with its patient as the access rule
   * reads it under `scope` (not locked), in one query: the target of a new encounter.
   */
  async readAppointmentForChange(
    tx: Executor,
    id: string,
    scope: PatientScope,
  ): Promise<{ appointment: ResourceRow<Appointment>; patient: PatientRead | null } | null> {
    const set = setOverlay();
    if (set) return set.appointmentForChange(id);
    const [joined] = await tx
      .select({ a: rowColumns(appointments), p: patientReadColumns(scope) })
      .from(appointments)
      .leftJoin(patients, and(eq(patients.id, appointments.patientId), eq(patients.deleted, false)))
      .where(eq(appointments.id, id))
      .limit(1)
      .for('update', { of: appointments });
    const appointment = joined ? firstRow<Appointment>([joined.a]) : null;
    if (!joined || !appointment || appointment.deleted) return null;
    const patientId = refIdOf(appointment.content.patient);
    return { appointment, patient: patientId ? patientReadOf(patientId, joined.p ?? undefined) : null };
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
