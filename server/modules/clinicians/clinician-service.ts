// /clinicians (SPEC §2 'Clinicans': settings or financial). Each operation is declared
// (clinician-queries.ts, run by the one reader; clinician-operations.ts, run by the write
// pipeline, DESIGN §5): its rule, then the caller's markets: administrators read every clinician;
// anyone else only the clinicians who work in a state they read (shared/patient-access.ts
// loadPatientScope: the markets and coverage states user administration grants them), so billing
// in Florida sees Florida's clinicians and another state's is NOT_FOUND, as if it did not exist.
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { PageArgs } from '../shared/paging.ts';
import type { StateScope } from '../shared/patient-access.ts';
import { createReader, type WritePipeline } from '../shared/write-pipeline.ts';
import type { ClinicianListArgs } from './clinician-input.ts';
import { clinicianWrites } from './clinician-operations.ts';
import { clinicianQueries } from './clinician-queries.ts';
import { clinicianRepository } from './clinician-repository.ts';
import type { ClinicianView } from './clinician-views.ts';

/**
 * Whether a caller of `scope` (loadStateScope: their own states, or all) reads this clinician:
 * what Clinician(id) answers, also for its audit and for a new care-team member.
 */
export function clinicianInReach(db: Executor, scope: StateScope, id: string): Promise<boolean> {
  return clinicianRepository.inScope(db, id, scope);
}

export function createClinicianService(db: Database, pipeline: WritePipeline) {
  const reader = createReader(db);
  return {
    list: (user: SessionUser | null, args: PageArgs & ClinicianListArgs) => reader.run(clinicianQueries.list, user, args),

    get: (user: SessionUser | null, id: string): Promise<ClinicianView> => reader.run(clinicianQueries.clinician, user, id),

    update: async (user: SessionUser | null, args: { id: string; versionId: number; clinician: unknown }): Promise<ClinicianView> =>
      (await pipeline.run(clinicianWrites.updateClinician, user, args)).view,
  };
}

export type ClinicianService = ReturnType<typeof createClinicianService>;
