// The chart's calls (SPEC §2 chart): its frame in one request (the patient, the demographics and
// every tab's count), and the admissions tab's list; offline, both come from the device for the
// patients of the clinician's days (chart-offline.ts).
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../api/graphql-client';
import { AdmissionListDocument, ChangeAdmissionStatusDocument, PatientChartDocument } from '../../api/patient-documents';
import type { AdmissionAction, HoldReason, ReadmitReason } from '../../domain/patients/admission-actions';
import type { AdmissionListQuery, PatientChartQuery } from '../../gql/graphql';
import { orFromDevice } from './chart-offline';
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
    queryFn: (): Promise<PatientChart> =>
      orFromDevice(
        patientId,
        async () => (await request(PatientChartDocument, { id: patientId })).PatientChart,
        (record) => record.chart,
      ),
    staleTime: 30_000,
  });

export const admissionListQuery = (patientId: string) =>
  queryOptions({
    queryKey: chartKeys.admissions(patientId),
    queryFn: (): Promise<AdmissionItem[]> =>
      orFromDevice(
        patientId,
        async () => (await request(AdmissionListDocument, { patientId })).AdmissionList,
        (record) => record.admissions,
      ),
    staleTime: 30_000,
  });

/** SPEC §4 admission holds and readmits (online only: the server checks the version the user saw). */
export async function changeAdmissionStatus(input: {
  admissionId: string;
  versionId: number;
  action: AdmissionAction;
  reason: HoldReason | null;
  /** With the reason hospitalized: where the patient is (optional). */
  hospitalName?: string | null;
  readmitReason?: ReadmitReason | null;
  readmitText?: string | null;
  /** With cancel: a code of the 'admission-cancellation-reason' code system. */
  cancellationReason?: string | null;
}): Promise<void> {
  await request(ChangeAdmissionStatusDocument, { input });
}
