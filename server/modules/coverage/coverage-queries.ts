// The coverage tab's reads (SPEC §2 tab 4 'Insurance, Eligibility & Authorizations', §7
// PatientCoverages, CoverageInsurerList), declared in the write pipeline's shape (DESIGN §5): the
// operation, the input, the target with its access rule, then the read. A patient's coverages keep
// to the patient access rule; the insurers are reference data (the operation's rule alone).
import { parseId } from '../shared/ids.ts';
import { defineQuery } from '../shared/write-pipeline.ts';
import { noTarget, patientTarget } from '../shared/write-targets.ts';
import { parseInsurerFilter } from './coverage-input.ts';
import { coverageRepository } from './coverage-repository.ts';
import {
  type AuthorizationView,
  type CoverageView,
  type EligibilityView,
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

type Maybe<T> = T | null | undefined;

export const coverageQueries = {
  /** The patient's coverages, authorizations and eligibility results in one read. */
  overview: defineQuery({
    operation: 'Query.PatientCoverages',
    input: (raw: unknown) => ({ patientId: parseId(raw as string, 'patientId') }),
    target: patientTarget((i: { patientId: string }) => i.patientId),
    read: async ({ db, target: { patientId } }): Promise<PatientCoveragesView> => {
      const [coverages, authorizations, results] = await Promise.all([
        coverageRepository.coverages(db, patientId),
        coverageRepository.authorizations(db, patientId),
        coverageRepository.eligibilityResults(db, patientId),
      ]);
      return {
        coverages: coverages.map(toCoverageView),
        authorizations: authorizations.map(toAuthorizationView),
        eligibilityResults: results.map(toEligibilityView),
      };
    },
  }),

  /** The insurer picker: active payer organizations of type ins (SPEC §9 'organization list 1000'). */
  insurers: defineQuery({
    operation: 'Query.CoverageInsurerList',
    input: (raw: unknown) => parseInsurerFilter(raw as { term?: Maybe<string>; state?: Maybe<string> }),
    target: noTarget,
    read: async ({ db, input }) => (await coverageRepository.insurers(db, input)).map(toInsurerView),
  }),
};
