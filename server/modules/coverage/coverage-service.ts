// The 'Insurance, Eligibility & Authorizations' tab (SPEC §2 tab 4, §3 Coverage/eligibility
// fields): the patient's coverages, authorizations and eligibility results in one read, the
// insurers a coverage may name, and adding, editing and inactivating a coverage. Reads keep to
// the patient access rule; changes are declared in coverage-operations.ts and run by the write
// pipeline (DESIGN §5): they also refuse the chart's read-only roles and a stale version.
import type { SessionUser } from '../../../src/domain/access.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { parseId } from '../shared/ids.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
import type { WritePipeline } from '../shared/write-pipeline.ts';
import { parseInsurerFilter } from './coverage-input.ts';
import { coverageWrites } from './coverage-operations.ts';
import { coverageRepository } from './coverage-repository.ts';
import {
  type AuthorizationView,
  type CoverageView,
  type EligibilityView,
  type InsurerView,
  toAuthorizationView,
  toCoverageView,
  toEligibilityView,
  toInsurerView,
} from './coverage-views.ts';

export interface PatientCoveragesView {
  coverages: CoverageView[];
  authorizations: AuthorizationView[];
  eligibilityResults: EligibilityView[];
}

export function createCoverageService(db: Database, pipeline: WritePipeline) {
  return {
    async overview(user: SessionUser | null, patientId: string): Promise<PatientCoveragesView> {
      const me = authorize(user, 'Query.PatientCoverages');
      const id = parseId(patientId, 'patientId');
      await assertCanReadPatient(db, me, id);
      const [coverages, authorizations, results] = await Promise.all([
        coverageRepository.coverages(db, id),
        coverageRepository.authorizations(db, id),
        coverageRepository.eligibilityResults(db, id),
      ]);
      return {
        coverages: coverages.map(toCoverageView),
        authorizations: authorizations.map(toAuthorizationView),
        eligibilityResults: results.map(toEligibilityView),
      };
    },

    /** The insurer picker: active payer organizations of type ins (SPEC §9 'organization list 1000'). */
    async insurers(
      user: SessionUser | null,
      args: { term?: string | null | undefined; state?: string | null | undefined },
    ): Promise<InsurerView[]> {
      authorize(user, 'Query.CoverageInsurerList');
      return (await coverageRepository.insurers(db, parseInsurerFilter(args))).map(toInsurerView);
    },

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
