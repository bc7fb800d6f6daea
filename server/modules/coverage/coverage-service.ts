// The 'Insurance, Eligibility & Authorizations' tab (SPEC §2 tab 4, §3 Coverage/eligibility
// fields): the patient's coverages, authorizations and eligibility results in one read, the
// insurers a coverage may name, and adding, editing and inactivating a coverage. Reads are
// declared in coverage-queries.ts and run by the one reader, under the patient access rule;
// changes are declared in coverage-operations.ts and run by the write pipeline (DESIGN §5): they
// also refuse the chart's read-only roles and a stale version.
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Database } from '../../db/client.ts';
import { createReader, type WritePipeline } from '../shared/write-pipeline.ts';
import { coverageWrites } from './coverage-operations.ts';
import { type PatientCoveragesView, coverageQueries as queries } from './coverage-queries.ts';
import { type CoverageView, type InsurerView, toCoverageView } from './coverage-views.ts';

export function createCoverageService(db: Database, pipeline: WritePipeline) {
  const reader = createReader(db);
  return {
    overview: (user: SessionUser | null, patientId: string): Promise<PatientCoveragesView> => reader.run(queries.overview, user, patientId),

    /** The insurer picker: active payer organizations of type ins (SPEC §9 'organization list 1000'). */
    insurers: (
      user: SessionUser | null,
      args: { term?: string | null | undefined; state?: string | null | undefined },
    ): Promise<InsurerView[]> => reader.run(queries.insurers, user, args),

    create: (user: SessionUser | null, patientId: string, input: unknown): Promise<CoverageView> =>
      pipeline.run(coverageWrites.createCoverage, user, { patientId, input }).then(toCoverageView),

    update: (user: SessionUser | null, id: string, versionId: number, input: unknown): Promise<CoverageView> =>
      pipeline.run(coverageWrites.updateCoverage, user, { id, versionId, input }).then(toCoverageView),

    /** SPEC §3 'Inactive (draft)': the coverage stays on the chart, out of force. */
    inactivate: (user: SessionUser | null, id: string, versionId: number): Promise<CoverageView> =>
      pipeline.run(coverageWrites.inactivateCoverage, user, { id, versionId }).then(toCoverageView),
  };
}

export type CoverageService = ReturnType<typeof createCoverageService>;
