// The targets of the encounter reads (encounter-queries.ts, DESIGN §5 'Reads get the same declared
// shape') beyond one encounter (shared/encounter-target.ts): the caller's own clinician, a
// clinician's records, a visit by its appointment, and an encounter list's practitioners and
// patient. Each applies the read rule of shared/encounter-access.ts the reads applied by hand
// before, in the same order, and locks nothing: a read runs outside any write's transaction.
import type { Appointment } from '../../../src/domain/resources.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { forbidden, notFound } from '../../errors.ts';
import { assertCanRead, assertCanReadPractitionerRecords, ownPractitioner, readsAnyPractitioner } from '../shared/encounter-access.ts';
import { refId } from '../shared/encounter-views.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
import type { WriteTarget } from '../shared/write-pipeline.ts';

/** The caller's own clinician (SPEC §6's NOT_FOUND when the account has none): MySchedule's days are theirs. */
export const ownClinicianTarget: WriteTarget<unknown, string> = {
  kind: 'self',
  resolve: async (_db, me) => ownPractitioner(me),
};

/** A clinician's records as a whole (their latest visit): assertCanReadPractitionerRecords. */
export function clinicianRecordsTarget<I>(clinicianIdOf: (input: I) => string): WriteTarget<I, string> {
  return {
    kind: 'clinician',
    async resolve(db, me, input) {
      const clinicianId = clinicianIdOf(input);
      await assertCanReadPractitionerRecords(db, me, clinicianId);
      return clinicianId;
    },
  };
}

/** A visit by its appointment (NOT_FOUND 'Appointment'), under the encounter read rule with the appointment's practitioner and patient. */
export function readableAppointmentTarget<I>(appointmentIdOf: (input: I) => string): WriteTarget<I, ResourceRow<Appointment>> {
  return {
    kind: 'encounter',
    async resolve(db, me, input) {
      const appointment = await stores.appointment.read(db, appointmentIdOf(input));
      if (!appointment) throw notFound('Appointment');
      await assertCanRead(db, me, {
        practitionerId: refId(appointment.content.practitioner),
        patientId: refId(appointment.content.patient),
        stateText: null,
      });
      return appointment;
    },
  };
}

export interface EncounterListScope {
  practitionerIds: readonly string[] | null | undefined;
  patientId: string | null;
}

/**
 * An encounter list's practitioners and patient: a clinician's list is their own practitioner's
 * whatever they ask for (FORBIDDEN naming another's), and a patient named must be one the caller
 * may read, like opening it (patient-access.ts). The role and patient scope of every row stay
 * the list's own condition (encounterVisibility, in the read).
 */
export const encounterListTarget: WriteTarget<EncounterListScope, Pick<EncounterListScope, 'practitionerIds'>> = {
  kind: 'patient',
  async resolve(db, me, input) {
    let { practitionerIds } = input;
    if (!readsAnyPractitioner(me)) {
      const own = ownPractitioner(me);
      if (practitionerIds?.some((id) => id !== own)) throw forbidden();
      practitionerIds = [own];
    }
    if (input.patientId) await assertCanReadPatient(db, me, input.patientId);
    return { practitionerIds };
  },
};
