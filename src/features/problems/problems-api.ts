// The Problems List tab's calls (SPEC §2 tab 8): one key factory, the list's query, the code
// set search of the code picker, and one function per change. Every change answers the whole
// list, which goes straight into the cache.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../api/graphql-client';
import type {
  CarePlanInput,
  DiagnosisCodeListQuery,
  DiagnosisInput,
  DiagnosisMoveInput,
  DiagnosisRemoveInput,
  DiagnosisUpdateInput,
  ProblemListFieldsFragment,
} from '../../gql/graphql';
import {
  AddDiagnosisDocument,
  DiagnosisCodeListDocument,
  MoveDiagnosisDocument,
  ProblemListDocument,
  RemoveDiagnosisDocument,
  SetCarePlanDocument,
  UpdateDiagnosisDocument,
} from './problems-documents';

export type ProblemList = ProblemListFieldsFragment;
export type DiagnosisItem = ProblemList['diagnoses'][number];
export type CarePlanItem = ProblemList['carePlans'][number];
export type DiagnosisCodeItem = DiagnosisCodeListQuery['DiagnosisCodeList']['edges'][number]['node'];

/** The picker searches once the term has this many characters (a code's first letter and digit). */
export const MIN_CODE_SEARCH = 2;
/** SPEC §9 page size. */
const CODE_PAGE = 25;

export const problemKeys = {
  all: ['problems'] as const,
  list: (patientId: string) => ['problems', 'list', patientId] as const,
  codes: (term: string) => ['problems', 'codes', term] as const,
};

export const problemListQuery = (patientId: string) =>
  queryOptions({
    queryKey: problemKeys.list(patientId),
    queryFn: async (): Promise<ProblemList> => (await request(ProblemListDocument, { patientId })).ProblemList,
    staleTime: 30_000,
  });

/** Billable codes only: a category heading is no diagnosis. */
export const diagnosisCodeSearchQuery = (term: string) =>
  queryOptions({
    queryKey: problemKeys.codes(term),
    queryFn: async () => (await request(DiagnosisCodeListDocument, { term, billableOnly: true, first: CODE_PAGE })).DiagnosisCodeList,
    enabled: term.trim().length >= MIN_CODE_SEARCH,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });

export const addDiagnosis = async (input: DiagnosisInput) => (await request(AddDiagnosisDocument, { input })).addDiagnosis;
export const updateDiagnosis = async (input: DiagnosisUpdateInput) => (await request(UpdateDiagnosisDocument, { input })).updateDiagnosis;
export const removeDiagnosis = async (input: DiagnosisRemoveInput) => (await request(RemoveDiagnosisDocument, { input })).removeDiagnosis;
export const moveDiagnosis = async (input: DiagnosisMoveInput) => (await request(MoveDiagnosisDocument, { input })).moveDiagnosis;
export const setCarePlan = async (input: CarePlanInput) => (await request(SetCarePlanDocument, { input })).setCarePlan;
