// The discharge request calls (SPEC §2 /patients/{patientId}/admissions/{admissionId}/
// discharge-request…): one key factory, a query per read and a function per change. A change
// also refreshes the chart's admissions (filing, confirming and cancelling move the admission)
// and its counts.
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { request } from '../../../api/graphql-client';
import type { DischargeRequestEdit, DischargeRequestFields } from '../../../domain/patients/discharge-request-input';
import type { DischargeRequestFieldsFragment, DischargeRequestHistoryQuery } from '../../../gql/graphql';
import { chartKeys } from '../chart-api';
import {
  CreateDischargeRequestDocument,
  DischargeRequestDocument,
  DischargeRequestHistoryDocument,
  DischargeRequestListDocument,
  UpdateDischargeRequestDocument,
} from '../discharge-request-documents';
import { patientKeys } from '../patients-api';

export type DischargeRequestItem = DischargeRequestFieldsFragment;
export type DischargeRequestVersion = DischargeRequestHistoryQuery['DischargeRequestHistory'][number];

export const dischargeRequestKeys = {
  all: [...patientKeys.all, 'discharge-requests'] as const,
  ofPatient: (patientId: string) => [...patientKeys.all, 'discharge-requests', 'patient', patientId] as const,
  one: (id: string) => [...patientKeys.all, 'discharge-requests', 'one', id] as const,
  history: (id: string) => [...patientKeys.all, 'discharge-requests', 'history', id] as const,
};

/** Enough for every request a patient's admissions have had (the Admissions tab groups them by admission). */
const PER_PATIENT = 100;

/** The patient's requests, newest first (the Admissions tab shows each admission's). */
export const patientDischargeRequestsQuery = (patientId: string) =>
  queryOptions({
    queryKey: dischargeRequestKeys.ofPatient(patientId),
    queryFn: async (): Promise<DischargeRequestItem[]> =>
      (await request(DischargeRequestListDocument, { patientId, first: PER_PATIENT })).DischargeRequestList.edges.map((e) => e.node),
    staleTime: 30_000,
  });

export const dischargeRequestQuery = (id: string) =>
  queryOptions({
    queryKey: dischargeRequestKeys.one(id),
    queryFn: async (): Promise<DischargeRequestItem> => (await request(DischargeRequestDocument, { id })).DischargeRequest,
    staleTime: 30_000,
  });

export const dischargeRequestHistoryQuery = (id: string) =>
  queryOptions({
    queryKey: dischargeRequestKeys.history(id),
    queryFn: async (): Promise<DischargeRequestVersion[]> =>
      (await request(DischargeRequestHistoryDocument, { id })).DischargeRequestHistory,
  });

/**
 * After a change: the requests, the admissions and the chart's counts are read again. The screen
 * calls it once it has left the form (a form whose admission or request changed under it would
 * give way to the 'cannot' message before its save overlay ends).
 */
export async function refreshAfterDischargeChange(queryClient: QueryClient, patientId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: dischargeRequestKeys.all }),
    queryClient.invalidateQueries({ queryKey: chartKeys.admissions(patientId) }),
    queryClient.invalidateQueries({ queryKey: chartKeys.chart(patientId), exact: true }),
  ]);
}

/** Files a request on an active admission (online only: the server orders the admission's discharge). */
export async function createDischargeRequest(
  patientId: string,
  admissionId: string,
  fields: DischargeRequestFields,
): Promise<DischargeRequestItem> {
  return (await request(CreateDischargeRequestDocument, { input: { patientId, admissionId, ...fields } })).createDischargeRequest;
}

/** Saves an edit of the version the user saw. */
export async function updateDischargeRequest(
  current: Pick<DischargeRequestItem, 'id' | 'versionId'>,
  edit: DischargeRequestEdit,
): Promise<DischargeRequestItem> {
  return (await request(UpdateDischargeRequestDocument, { input: { id: current.id, versionId: current.versionId, ...edit } }))
    .updateDischargeRequest;
}

/**
 * The request a route names, warmed in the cache: null when it is not the named patient's and
 * admission's (the route then says Not Found, like an unknown id).
 */
export async function loadDischargeRequest(
  queryClient: QueryClient,
  params: { patientId: string; admissionId: string; requestId: string },
): Promise<DischargeRequestItem | null> {
  const item = await queryClient.ensureQueryData(dischargeRequestQuery(params.requestId));
  return item.patientId === params.patientId && item.admissionId === params.admissionId ? item : null;
}
