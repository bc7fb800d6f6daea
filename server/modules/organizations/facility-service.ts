// SPEC §2 Master lists (care facilities, home health agencies; permission settings) and §7's
// facility calls: the reads declared in facility-queries.ts and run by the one reader, the writes
// declared in facility-operations.ts and run by the write pipeline (DESIGN §5).
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Database } from '../../db/client.ts';
import type { PageArgs } from '../shared/paging.ts';
import { createReader, type WritePipeline } from '../shared/write-pipeline.ts';
import type { FacilityListArgs } from './facility-input.ts';
import { facilityWrites } from './facility-operations.ts';
import { facilityQueries as queries } from './facility-queries.ts';
import { toFacilityView } from './facility-views.ts';

export function createFacilityService(db: Database, pipeline: WritePipeline) {
  const reader = createReader(db);
  return {
    list: (user: SessionUser | null, args: PageArgs & FacilityListArgs) => reader.run(queries.list, user, args),
    get: (user: SessionUser | null, args: { organizationId: string }) => reader.run(queries.byId, user, args),
    ofPatient: (user: SessionUser | null, args: { patientId: string; facilityTypes?: readonly string[] | null | undefined }) =>
      reader.run(queries.ofPatient, user, args),
    create: (user: SessionUser | null, args: { organization: unknown; practitioners?: unknown }) =>
      pipeline.run(facilityWrites.createHealthCareFacility, user, args).then(toFacilityView),
    update: (user: SessionUser | null, args: { id: string; versionId: number; organization: unknown; practitioners?: unknown }) =>
      pipeline.run(facilityWrites.updateHealthCareFacility, user, args).then(toFacilityView),
    upsertContacts: (user: SessionUser | null, args: { organization: string; practitioners: unknown }) =>
      pipeline.run(facilityWrites.upsertPractitioners, user, args).then(toFacilityView),
  };
}

export type FacilityService = ReturnType<typeof createFacilityService>;
