// The chart's Encounters and Appointments tabs (SPEC §2 tabs 7 and 11): each a paged list of the
// patient's visits over the server's connection (pages of 25, SPEC §9).

import { request } from '../../api/graphql-client';
import type { PatientAppointmentListQuery, PatientEncounterListQuery } from '../../gql/graphql';
import { pagedListQuery } from '../../ui/list/paged-query';
import { PatientAppointmentListDocument, PatientEncounterListDocument } from './chart-visit-documents';
import { patientKeys } from './patients-api';

export type ChartEncounterItem = PatientEncounterListQuery['PatientEncounterList']['edges'][number]['node'];
export type ChartAppointmentItem = PatientAppointmentListQuery['PatientAppointmentList']['edges'][number]['node'];

export const chartVisitKeys = {
  encounters: (patientId: string) => [...patientKeys.all, 'chart', patientId, 'encounters'] as const,
  appointments: (patientId: string) => [...patientKeys.all, 'chart', patientId, 'appointments'] as const,
};

export const patientEncounterListQuery = (patientId: string) =>
  pagedListQuery(
    chartVisitKeys.encounters(patientId),
    async ({ first, after }) => (await request(PatientEncounterListDocument, { patientId, first, after })).PatientEncounterList,
    '',
  );

export const patientAppointmentListQuery = (patientId: string) =>
  pagedListQuery(
    chartVisitKeys.appointments(patientId),
    async ({ first, after }) => (await request(PatientAppointmentListDocument, { patientId, first, after })).PatientAppointmentList,
    '',
  );
