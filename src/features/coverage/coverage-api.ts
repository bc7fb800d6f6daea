// The coverage tab's calls (SPEC §2 tab 4): one read of the patient's coverages, authorizations
// and eligibility results, the insurer picker, and the changes (online only: the server checks
// the version the user saw and who may change the chart).
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../api/graphql-client';
import type { AuthorizationValues, CoverageValues } from '../../domain/coverage/coverage-input';
import type {
  CheckEligibilityMutation,
  CoverageInsurerListQuery,
  EligibilityResultFieldsFragment,
  PatientCoveragesQuery,
} from '../../gql/graphql';
import {
  CheckEligibilityDocument,
  CoverageInsurerListDocument,
  CreateCoverageDocument,
  CreatePriorAuthorizationDocument,
  InactivateCoverageDocument,
  PatientCoveragesDocument,
  UpdateCoverageDocument,
  UpdatePriorAuthorizationDocument,
} from './coverage-documents';

export type PatientCoverages = PatientCoveragesQuery['PatientCoverages'];
export type CoverageItem = PatientCoverages['coverages'][number];
export type AuthorizationItem = PatientCoverages['authorizations'][number];
export type EligibilityItem = EligibilityResultFieldsFragment;
export type InsurerItem = CoverageInsurerListQuery['CoverageInsurerList'][number];
export type EligibilityCheckResult = CheckEligibilityMutation['checkEligibility'];

export const coverageKeys = {
  all: ['coverage'] as const,
  patient: (patientId: string) => ['coverage', 'patient', patientId] as const,
  insurers: (state: string | null) => ['coverage', 'insurers', state] as const,
};

export const patientCoveragesQuery = (patientId: string) =>
  queryOptions({
    queryKey: coverageKeys.patient(patientId),
    queryFn: async (): Promise<PatientCoverages> => (await request(PatientCoveragesDocument, { patientId })).PatientCoverages,
    staleTime: 30_000,
  });

/** Active insurers, the patient's state's first (SPEC §3 payer organizations of type ins). */
export const insurerListQuery = (state: string | null) =>
  queryOptions({
    queryKey: coverageKeys.insurers(state),
    queryFn: async (): Promise<InsurerItem[]> => (await request(CoverageInsurerListDocument, { state })).CoverageInsurerList,
    staleTime: 5 * 60_000,
  });

export async function createCoverage(patientId: string, input: CoverageValues): Promise<void> {
  await request(CreateCoverageDocument, { patientId, input });
}

export async function updateCoverage(id: string, versionId: number, input: CoverageValues): Promise<void> {
  await request(UpdateCoverageDocument, { id, versionId, input });
}

export async function inactivateCoverage(id: string, versionId: number): Promise<void> {
  await request(InactivateCoverageDocument, { id, versionId });
}

export async function createAuthorization(input: AuthorizationValues): Promise<void> {
  await request(CreatePriorAuthorizationDocument, { input });
}

export async function updateAuthorization(id: string, versionId: number, input: AuthorizationValues): Promise<void> {
  await request(UpdatePriorAuthorizationDocument, { id, versionId, input });
}

export async function checkEligibility(coverageId: string): Promise<EligibilityCheckResult> {
  return (await request(CheckEligibilityDocument, { coverageId })).checkEligibility;
}
