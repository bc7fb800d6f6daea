// PCC config, telehealth clinicians and lead clinicians (SPEC §2, permission settings): the users
// of a kind's job functions and what they cover. 'What they set changes what those users see':
//   - pcc and th: the saved states are part of the user's patient access (DESIGN §8, read with
//     app_user.markets by shared/patient-access-repository.ts), so a PCC's patient lists and a
//     telehealth clinician's waiting room follow at once; the markets user administration grants
//     (security) are never changed from here;
//   - lead: the led clinicians' schedules and records become readable to the lead
//     (shared/encounter-access.ts, through shared/lead-coverage-repository.ts).
// The reads are declared in staff-coverage-queries.ts and run by the one reader; the save, which
// goes through the grant rule, is declared in staff-coverage-operations.ts and run by the write
// pipeline (DESIGN §5).
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Database } from '../../db/client.ts';
import type { PageArgs } from '../shared/paging.ts';
import { createReader, type WritePipeline } from '../shared/write-pipeline.ts';
import { staffCoverageWrites } from './staff-coverage-operations.ts';
import { staffCoverageQueries } from './staff-coverage-queries.ts';
import type { CoverageClinicianView, CoverageConfigView } from './staff-coverage-views.ts';

type Maybe<T> = T | null | undefined;

export function createStaffCoverageService(db: Database, pipeline: WritePipeline) {
  const reader = createReader(db);
  return {
    list: (user: SessionUser | null, args: PageArgs & { kind: string; term?: Maybe<string> }) =>
      reader.run(staffCoverageQueries.list, user, args),

    /** One user of the kind (NOT_FOUND for anyone else) and, for a lead, the clinicians they may lead. */
    get: (
      user: SessionUser | null,
      args: { kind: string; userId: string },
    ): Promise<{ config: CoverageConfigView; clinicianChoices: CoverageClinicianView[] }> =>
      reader.run(staffCoverageQueries.config, user, args),

    update: async (
      user: SessionUser | null,
      args: { kind: string; userId: string; versionId: number; input: Readonly<Record<string, unknown>> },
    ): Promise<CoverageConfigView> => (await pipeline.run(staffCoverageWrites.updateCoverageConfig, user, args)).view,
  };
}

export type StaffCoverageService = ReturnType<typeof createStaffCoverageService>;
