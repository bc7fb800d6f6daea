// SPEC §2 Demographics edits: the record the form edits (with the version it writes against),
// and the versioned write, declared in patient-operations.ts (updatePatientDemographics) and run
// by the write pipeline (DESIGN §5): the permission, external users refused (they read what they
// are granted, they do not change patients; reviewer-readonly is refused by the operation rule),
// the input parsed by the form's own schema, the patient access rule, the version the user saw
// (CONFLICT when someone changed the record since), then the rules that need the record.
import type { SessionUser } from '../../../src/domain/access.ts';
import type { DemographicsPatient } from '../../../src/domain/patients/demographics-apply.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import { notFound } from '../../errors.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
import type { WritePipeline } from '../shared/write-pipeline.ts';
import { type DemographicsRecordView, toDemographicsRecordView } from './demographics-views.ts';
import { parsePatientId } from './patient-input.ts';
import type { PatientWrites } from './patient-operations.ts';

export { DEMOGRAPHICS_CONFLICT, MOVED_OUT_OF_REACH } from './patient-operations.ts';

export function createPatientMutations(db: Database, pipeline: WritePipeline, writes: PatientWrites) {
  return {
    /** The demographics as the edit form reads them, with the version to write against. */
    async demographicsRecord(user: SessionUser | null, patientId: string): Promise<DemographicsRecordView> {
      const me = authorize(user, 'Query.PatientDemographicsRecord');
      const id = parsePatientId(patientId, 'patientId');
      await assertCanReadPatient(db, me, id);
      const row = await stores.patient.read(db, id);
      if (!row) throw notFound('Patient');
      return toDemographicsRecordView(row as typeof row & { content: DemographicsPatient });
    },

    updateDemographics: (user: SessionUser | null, input: unknown): Promise<DemographicsRecordView> =>
      pipeline.run(writes.updatePatientDemographics, user, input).then(toDemographicsRecordView),
  };
}

export type PatientMutations = ReturnType<typeof createPatientMutations>;
