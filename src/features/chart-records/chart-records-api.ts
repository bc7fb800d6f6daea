// The calls of the chart's Communication & Notes, Alerts, Orders, Referrals and Tasks tabs: one
// key factory, one query per list (pagedListQuery over the server's connections), and one function
// per change. Changes need a connection (they check the version the user saw on the server).
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { request } from '../../api/graphql-client';
import { queryKeys } from '../../api/query-keys';
import type {
  AlertFormValues,
  NoteFormValues,
  OrderFormValues,
  OrderSetFormValues,
  ReferralFormValues,
  TaskFormValues,
} from '../../domain/chart/chart-record-input';
import type {
  CommunicationTopicListQuery,
  PatientAlertListQuery,
  PatientNoteListQuery,
  PatientOrderListQuery,
  PatientReferralListQuery,
  PatientTaskListQuery,
} from '../../gql/graphql';
import { pagedListQuery } from '../../ui/list/paged-query';
import {
  AddPatientAlertDocument,
  AddPatientNoteDocument,
  AddPatientOrderDocument,
  AddPatientOrderSetDocument,
  AddPatientReferralDocument,
  AddPatientTaskDocument,
  ChangePatientOrderStatusDocument,
  ChangePatientReferralStatusDocument,
  CommunicationTopicListDocument,
  DeactivatePatientAlertDocument,
  PatientAlertListDocument,
  PatientNoteListDocument,
  PatientOrderDetailsDocument,
  PatientOrderDocument,
  PatientOrderListDocument,
  PatientReferralListDocument,
  PatientTaskListDocument,
  PatientTaskSummaryDocument,
} from './chart-record-documents';
import type { OnChartChanged } from './record-props';

export type NoteItem = PatientNoteListQuery['PatientNoteList']['edges'][number]['node'];
export type AlertItem = PatientAlertListQuery['PatientAlertList']['edges'][number]['node'];
export type OrderItem = PatientOrderListQuery['PatientOrderList']['edges'][number]['node'];
export type ReferralItem = PatientReferralListQuery['PatientReferralList']['edges'][number]['node'];
export type TaskItem = PatientTaskListQuery['PatientTaskList']['edges'][number]['node'];
export type Topic = CommunicationTopicListQuery['CommunicationTopicList'][number];

export const chartRecordKeys = {
  all: ['chart-records'] as const,
  topics: () => ['chart-records', 'topics'] as const,
  patient: queryKeys.chartRecords,
  notes: (patientId: string, topic: string | null) => ['chart-records', 'patient', patientId, 'notes', { topic }] as const,
  alerts: (patientId: string) => ['chart-records', 'patient', patientId, 'alerts'] as const,
  orders: (patientId: string) => ['chart-records', 'patient', patientId, 'orders'] as const,
  orderDetails: (patientId: string) => ['chart-records', 'patient', patientId, 'order-details'] as const,
  referrals: (patientId: string) => ['chart-records', 'patient', patientId, 'referrals'] as const,
  tasks: (patientId: string, status: TaskFilter) => ['chart-records', 'patient', patientId, 'tasks', { status }] as const,
  taskSummary: (patientId: string) => ['chart-records', 'patient', patientId, 'task-summary'] as const,
  order: (patientId: string, id: string) => ['chart-records', 'patient', patientId, 'order', id] as const,
};

/** SPEC §2 code system 'communication-topics' (it changes rarely). */
export const topicListQuery = () =>
  queryOptions({
    queryKey: chartRecordKeys.topics(),
    queryFn: async (): Promise<Topic[]> => (await request(CommunicationTopicListDocument, {})).CommunicationTopicList,
    staleTime: 5 * 60_000,
  });

export const noteListQuery = (patientId: string, topic: string | null) => (search: string) =>
  pagedListQuery(
    chartRecordKeys.notes(patientId, topic),
    async ({ search: term, first, after }) =>
      (await request(PatientNoteListDocument, { patientId, topic, term: term || null, first, after })).PatientNoteList,
    search,
  );

export const alertListQuery = (patientId: string) => (search: string) =>
  pagedListQuery(
    chartRecordKeys.alerts(patientId),
    async ({ search: term, first, after }) =>
      (await request(PatientAlertListDocument, { patientId, term: term || null, first, after })).PatientAlertList,
    search,
  );

export const orderListQuery = (patientId: string) => (search: string) =>
  pagedListQuery(
    chartRecordKeys.orders(patientId),
    async ({ search: term, first, after }) =>
      (await request(PatientOrderListDocument, { patientId, term: term || null, first, after })).PatientOrderList,
    search,
  );

export const orderDetailsQuery = (patientId: string) =>
  queryOptions({
    queryKey: chartRecordKeys.orderDetails(patientId),
    queryFn: async () => (await request(PatientOrderDetailsDocument, { patientId })).PatientOrderDetails,
    staleTime: 30_000,
  });

export const referralListQuery = (patientId: string) => (search: string) =>
  pagedListQuery(
    chartRecordKeys.referrals(patientId),
    async ({ search: term, first, after }) =>
      (await request(PatientReferralListDocument, { patientId, term: term || null, first, after })).PatientReferralList,
    search,
  );

/** The dashboard's filter: every task, the open ones or the closed ones. */
export type TaskFilter = 'all' | 'open' | 'closed';

export const taskListQuery = (patientId: string, status: TaskFilter) => (search: string) =>
  pagedListQuery(
    chartRecordKeys.tasks(patientId, status),
    async ({ search: term, first, after }) =>
      (
        await request(PatientTaskListDocument, {
          patientId,
          status: status === 'all' ? null : status,
          term: term || null,
          first,
          after,
        })
      ).PatientTaskList,
    search,
  );

/** SPEC §2 /patients/{id}/past-orders/…: one order of the patient with who changed it. */
export const pastOrderQuery = (patientId: string, id: string) =>
  queryOptions({
    queryKey: chartRecordKeys.order(patientId, id),
    queryFn: async () => (await request(PatientOrderDocument, { patientId, id })).PatientOrder,
  });

export const taskSummaryQuery = (patientId: string) =>
  queryOptions({
    queryKey: chartRecordKeys.taskSummary(patientId),
    queryFn: async () => (await request(PatientTaskSummaryDocument, { patientId })).PatientTaskSummary,
    staleTime: 30_000,
  });

export const addNote = (patientId: string, values: NoteFormValues) => request(AddPatientNoteDocument, { input: { patientId, ...values } });

export const addAlert = (patientId: string, { end, ...values }: AlertFormValues) =>
  request(AddPatientAlertDocument, { input: { patientId, ...values, end: end || null } });

export const deactivateAlert = (alert: Pick<AlertItem, 'id' | 'versionId'>) =>
  request(DeactivatePatientAlertDocument, { input: { id: alert.id, versionId: alert.versionId } });

export const addOrder = (patientId: string, { admissionId, code, ...values }: OrderFormValues) =>
  request(AddPatientOrderDocument, { input: { patientId, ...values, code: code || null, admissionId: admissionId || null } });

/** Every order of a set (SPEC §2 clinical config 'order-sets'); answers the orders filed. */
export const addOrderSet = (patientId: string, { admissionId, ...values }: OrderSetFormValues) =>
  request(AddPatientOrderSetDocument, { input: { patientId, ...values, admissionId: admissionId || null } });

export const changeOrderStatus = (order: Pick<OrderItem, 'id' | 'versionId'>, status: string) =>
  request(ChangePatientOrderStatusDocument, { input: { id: order.id, versionId: order.versionId, status } });

export const addReferral = (patientId: string, values: ReferralFormValues) =>
  request(AddPatientReferralDocument, { input: { patientId, ...values } });

export const changeReferralStatus = (referral: Pick<ReferralItem, 'id' | 'versionId'>, status: string) =>
  request(ChangePatientReferralStatusDocument, { input: { id: referral.id, versionId: referral.versionId, status } });

export const addTask = (patientId: string, { ownerId, dueDate, ...values }: TaskFormValues) =>
  request(AddPatientTaskDocument, { input: { patientId, ...values, ownerId: ownerId || null, dueDate: dueDate || null } });

/**
 * After a change: the patient's record lists and counts here, and whatever the chart shows about
 * them (its tab counts: `onChanged`, given by the chart that holds the tab).
 */
export function useRecordsChanged(patientId: string, onChanged?: OnChartChanged) {
  const queryClient = useQueryClient();
  return useCallback(
    () => Promise.all([queryClient.invalidateQueries({ queryKey: chartRecordKeys.patient(patientId) }), onChanged?.()]),
    [queryClient, patientId, onChanged],
  );
}
