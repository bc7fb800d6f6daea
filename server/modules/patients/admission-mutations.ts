// SPEC §3/§4 admission holds, resume and readmit (patient-operations.ts changeAdmissionStatus):
// declared once and run by the write pipeline (DESIGN §5): the permission, the chart's read-only
// roles refused, the input, the patient access rule on the admission's patient, the version the
// user saw (CONFLICT when someone changed it since), the transition rule shared with the screen;
// 'admission-status-changed' (SPEC §3 Event) is published after commit.
import type { SessionUser } from '../../../src/domain/access.ts';
import type { WritePipeline } from '../shared/write-pipeline.ts';
import type { AdmissionChange, PatientWrites } from './patient-operations.ts';
import { type AdmissionView, toAdmissionView } from './patient-views.ts';

export type { AdmissionChange } from './patient-operations.ts';
export { ADMISSION_CONFLICT } from './patient-operations.ts';

export function createAdmissionMutations(pipeline: WritePipeline, writes: PatientWrites) {
  return {
    change: (user: SessionUser | null, input: AdmissionChange): Promise<AdmissionView> =>
      pipeline.run(writes.changeAdmissionStatus, user, input).then(toAdmissionView),
  };
}

export type AdmissionMutations = ReturnType<typeof createAdmissionMutations>;
