// SPEC §2 Demographics edits: the record the form edits (with the version it writes against),
// declared in patient-queries.ts and run by the one reader, and the versioned write, declared in
// patient-operations.ts (updatePatientDemographics) and run by the write pipeline (DESIGN §5): the
// permission, external users refused (they read what they are granted, they do not change
// patients; reviewer-readonly is refused by the operation rule), the input parsed by the form's
// own schema, the patient access rule, the version the user saw (CONFLICT when someone changed
// the record since), then the rules that need the record.
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Database } from '../../db/client.ts';
import { createReader, type WritePipeline } from '../shared/write-pipeline.ts';
import { type DemographicsRecordView, toDemographicsRecordView } from './demographics-views.ts';
import type { PatientWrites } from './patient-operations.ts';
import { patientQueries } from './patient-queries.ts';

export { DEMOGRAPHICS_CONFLICT, MOVED_OUT_OF_REACH } from './patient-operations.ts';

export function createPatientMutations(db: Database, pipeline: WritePipeline, writes: PatientWrites) {
  const reader = createReader(db);
  return {
    /** The demographics as the edit form reads them, with the version to write against (patient-queries.ts). */
    demographicsRecord: (user: SessionUser | null, patientId: string): Promise<DemographicsRecordView> =>
      reader.run(patientQueries.demographicsRecord, user, patientId),

    updateDemographics: (user: SessionUser | null, input: unknown): Promise<DemographicsRecordView> =>
      pipeline.run(writes.updatePatientDemographics, user, input).then(toDemographicsRecordView),
  };
}

export type PatientMutations = ReturnType<typeof createPatientMutations>;
