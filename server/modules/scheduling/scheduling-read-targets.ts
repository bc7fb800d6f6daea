// What the schedule's reads act on, and who may read it (DESIGN §5, reads in the pipeline's
// shape): a clinician's records (their own, a covering colleague's, those of a clinician they
// lead, or a clinician of the caller's markets: encounter-access.ts
// assertCanReadPractitionerRecords) and one visit (its patient, then its clinician). The rules of
// the schedule's writes (scheduling-operations.ts), without their locks: a read is not in a
// write's transaction.
import type { Appointment, Practitioner } from '../../../src/domain/resources.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { notFound } from '../../errors.ts';
import { assertCanReadPractitionerRecords } from '../shared/encounter-access.ts';
import { refId } from '../shared/encounter-views.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
import type { WriteTarget } from '../shared/write-pipeline.ts';

/** The clinician's row once the caller may read their records (FORBIDDEN; NOT_FOUND when there is none). */
export function readableClinicianTarget<I>(clinicianIdOf: (input: I) => string): WriteTarget<I, ResourceRow<Practitioner>> {
  return {
    kind: 'clinician',
    async resolve(db, me, input) {
      const clinicianId = clinicianIdOf(input);
      await assertCanReadPractitionerRecords(db, me, clinicianId);
      const row = await stores.practitioner.read(db, clinicianId);
      if (!row) throw notFound('Practitioner');
      return row;
    },
  };
}

export interface ReadableVisit {
  visit: ResourceRow<Appointment>;
  clinicianId: string;
  patientId: string;
}

/**
 * A visit of the board (NOT_FOUND when there is none or it has no clinician), readable when its
 * patient is (NOT_FOUND / FORBIDDEN) and its clinician's records are (FORBIDDEN).
 */
export const readableVisitTarget: WriteTarget<{ appointmentId: string }, ReadableVisit> = {
  kind: 'patient',
  async resolve(db, me, { appointmentId }) {
    const visit = await stores.appointment.read(db, appointmentId);
    const clinicianId = visit ? refId(visit.content.practitioner) : null;
    if (!visit || !clinicianId) throw notFound('Appointment');
    const patientId = refId(visit.content.patient) ?? '';
    await assertCanReadPatient(db, me, patientId);
    await assertCanReadPractitionerRecords(db, me, clinicianId);
    return { visit, clinicianId, patientId };
  },
};
