// The schedule board's calls (SPEC §2 /schedule, §4): the clinicians the user may plan, one
// clinician's board over the dates shown, the visit operations (online only: the server checks
// the version the coordinator saw, the clinician's free time and who may plan), and the live
// change event that makes the board read again.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { request } from '../../api/graphql-client';
import { subscribe } from '../../api/subscriptions';
import type {
  BookAppointmentInput,
  CancelAppointmentInput,
  ClinicianScheduleQuery,
  MarkAppointmentMissedInput,
  RescheduleAppointmentInput,
  SchedulableClinicianFieldsFragment,
} from '../../gql/graphql';
import {
  BookAppointmentDocument,
  CancelAppointmentDocument,
  ClinicianScheduleDocument,
  MarkAppointmentMissedDocument,
  OnScheduleChangedDocument,
  RescheduleAppointmentDocument,
  SchedulableCliniciansDocument,
  ScheduleVisitDocument,
} from './schedule-board-documents';

export type Board = ClinicianScheduleQuery['ClinicianSchedule'];
export type BoardVisit = Board['visits'][number];
export type SchedulableClinician = SchedulableClinicianFieldsFragment;

export const schedulingKeys = {
  all: ['scheduling'] as const,
  clinicians: () => ['scheduling', 'clinicians'] as const,
  clinician: (clinicianId: string) => ['scheduling', 'board', clinicianId] as const,
  board: (clinicianId: string, from: string, to: string) => ['scheduling', 'board', clinicianId, from, to] as const,
  visit: (appointmentId: string) => ['scheduling', 'visit', appointmentId] as const,
};

export const cliniciansQuery = () =>
  queryOptions({
    queryKey: schedulingKeys.clinicians(),
    queryFn: async (): Promise<SchedulableClinician[]> => (await request(SchedulableCliniciansDocument, {})).SchedulableClinicians,
    staleTime: 5 * 60_000,
  });

export const boardQuery = (clinicianId: string, from: string, to: string) =>
  queryOptions({
    queryKey: schedulingKeys.board(clinicianId, from, to),
    queryFn: async (): Promise<Board> => (await request(ClinicianScheduleDocument, { clinicianId, from, to })).ClinicianSchedule,
    staleTime: 15_000,
  });

export const scheduleVisitQuery = (appointmentId: string) =>
  queryOptions({
    queryKey: schedulingKeys.visit(appointmentId),
    queryFn: async () => (await request(ScheduleVisitDocument, { appointmentId })).ScheduleVisit,
    staleTime: 15_000,
  });

export const bookVisit = async (input: BookAppointmentInput) => (await request(BookAppointmentDocument, { input })).bookAppointment;
export const rescheduleVisit = async (input: RescheduleAppointmentInput) =>
  (await request(RescheduleAppointmentDocument, { input })).rescheduleAppointment;
export const cancelVisit = async (input: CancelAppointmentInput) => (await request(CancelAppointmentDocument, { input })).cancelAppointment;
export const markVisitMissed = async (input: MarkAppointmentMissedInput) =>
  (await request(MarkAppointmentMissedDocument, { input })).markAppointmentMissed;

/** Reads the clinician's board again whenever the server says it changed (SPEC §4 live board). */
export function useLiveBoard(clinicianId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!clinicianId) return;
    return subscribe(OnScheduleChangedDocument, { clinicianId }, () => {
      void queryClient.invalidateQueries({ queryKey: schedulingKeys.clinician(clinicianId) });
    });
  }, [clinicianId, queryClient]);
}
