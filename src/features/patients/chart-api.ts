// The chart's calls (SPEC §2 chart): its frame in one request (the patient, the demographics and
// every tab's count), and the admissions tab's list.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../api/graphql-client';
import { AdmissionListDocument, ChangeAdmissionStatusDocument, PatientChartDocument } from '../../api/patient-documents';
import type { AdmissionAction, HoldReason } from '../../domain/patients/admission-actions';
import type { AdmissionListQuery, PatientChartQuery } from '../../gql/graphql';
import { patientKeys } from './patients-api';

export type PatientChart = PatientChartQuery['PatientChart'];
export type Demographics = PatientChart['demographics'];
export type AdmissionItem = AdmissionListQuery['AdmissionList'][number];

export const chartKeys = {
  chart: (patientId: string) => [...patientKeys.all, 'chart', patientId] as const,
  admissions: (patientId: string) => [...patientKeys.all, 'chart', patientId, 'admissions'] as const,
};

export const patientChartQuery = (patientId: string) =>
  queryOptions({
    queryKey: chartKeys.chart(patientId),
    queryFn: async (): Promise<PatientChart> => (await request(PatientChartDocument, { id: patientId })).PatientChart,
    staleTime: 30_000,
  });

export const admissionListQuery = (patientId: string) =>
  queryOptions({
    queryKey: chartKeys.admissions(patientId),
    queryFn: async (): Promise<AdmissionItem[]> => (await request(AdmissionListDocument, { patientId })).AdmissionList,
    staleTime: 30_000,
  });

/** SPEC §4 admission holds (online only: the server checks the version the user saw). */
export async function changeAdmissionStatus(input: {
  admissionId: string;
  versionId: number;
  action: AdmissionAction;
  reason: HoldReason | null;
}): Promise<void> {
  await request(ChangeAdmissionStatusDocument, { input });
}
