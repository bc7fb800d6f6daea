// The chart's reads (SPEC §2 chart tabs 'Communication & Notes', 'Alerts', 'Orders',
// 'Referrals', 'Tasks'), declared in the write pipeline's shape (DESIGN §5): the operation, the
// input, the patient and its access rule, then the read.
import { DEFAULT_COMMUNICATION_TOPICS } from '../../../src/domain/chart/communication-topics.ts';
import { type PageArgs, pagedList, parseTerm } from '../shared/paging.ts';
import { defineQuery } from '../shared/write-pipeline.ts';
import { noTarget, patientTarget } from '../shared/write-targets.ts';
import { parseAlertStatus, parseNoteFilter, parseOrderStatus, parsePatientId, parseTaskStatusFilter } from './chart-record-input.ts';
import { ownerName, patientToday } from './chart-record-operations.ts';
import { chartRecordRepository } from './chart-record-repository.ts';
import { toAlertView, toNoteView, toOrderView, toReferralView, toTaskView } from './chart-record-views.ts';

type Maybe<T> = T | null | undefined;
type ListArgs = PageArgs & { patientId: string; status?: Maybe<string>; term?: Maybe<string>; topic?: Maybe<string> };

const ofPatient = patientTarget((i: { patientId: string }) => i.patientId);
/** A list's arguments: the patient first, then its own filter; the page is parsed by pagedList. */
const listInput =
  <F>(filter: (args: ListArgs) => F) =>
  (raw: unknown) => {
    const args = raw as ListArgs;
    return { patientId: parsePatientId(args.patientId), filter: filter(args), page: args };
  };
const patientInput = (raw: unknown) => ({ patientId: parsePatientId(raw as string) });

export const chartRecordQueries = {
  communicationTopics: defineQuery({
    operation: 'Query.CommunicationTopicList',
    input: (raw: unknown) => ({ includeInactive: Boolean(raw) }),
    target: noTarget,
    // The 'communication-topics' code system, every status unless asked for the active ones only.
    read: async ({ input }) => DEFAULT_COMMUNICATION_TOPICS.filter((t) => input.includeInactive || t.status === 'active'),
  }),

  notes: defineQuery({
    operation: 'Query.PatientNoteList',
    input: listInput(parseNoteFilter),
    target: ofPatient,
    read: ({ db, input }) =>
      pagedList(
        input.page,
        (page) => chartRecordRepository.notes(db, input.patientId, input.filter, page),
        (row) => toNoteView(row, DEFAULT_COMMUNICATION_TOPICS),
      ),
  }),

  alerts: defineQuery({
    operation: 'Query.PatientAlertList',
    input: listInput((a) => ({ status: parseAlertStatus(a.status), term: parseTerm(a.term) })),
    target: ofPatient,
    read: ({ db, input }) =>
      pagedList(input.page, (page) => chartRecordRepository.alerts(db, input.patientId, input.filter, page), toAlertView),
  }),

  orders: defineQuery({
    operation: 'Query.PatientOrderList',
    input: listInput((a) => ({ category: 'order' as const, status: parseOrderStatus(a.status), term: parseTerm(a.term) })),
    target: ofPatient,
    read: ({ db, input }) =>
      pagedList(input.page, (page) => chartRecordRepository.serviceRequests(db, input.patientId, input.filter, page), toOrderView),
  }),

  orderDetails: defineQuery({
    operation: 'Query.PatientOrderDetails',
    input: patientInput,
    target: ofPatient,
    read: ({ db, input }) => chartRecordRepository.orderDetails(db, input.patientId),
  }),

  referrals: defineQuery({
    operation: 'Query.PatientReferralList',
    input: listInput((a) => ({ category: 'referral' as const, status: parseOrderStatus(a.status), term: parseTerm(a.term) })),
    target: ofPatient,
    read: ({ db, input }) =>
      pagedList(input.page, (page) => chartRecordRepository.serviceRequests(db, input.patientId, input.filter, page), toReferralView),
  }),

  tasks: defineQuery({
    operation: 'Query.PatientTaskList',
    input: listInput((a) => ({ status: parseTaskStatusFilter(a.status), term: parseTerm(a.term) })),
    target: ofPatient,
    read: async ({ db, input }) => {
      const today = await patientToday(db, input.patientId);
      return pagedList(
        input.page,
        (page) => chartRecordRepository.tasks(db, input.patientId, input.filter, page),
        (row) => toTaskView(row, today),
      );
    },
  }),

  taskSummary: defineQuery({
    operation: 'Query.PatientTaskSummary',
    input: patientInput,
    target: ofPatient,
    read: async ({ db, input }) => chartRecordRepository.taskSummary(db, input.patientId, await patientToday(db, input.patientId)),
  }),

  // The staff who may read the patient: a task's owner is one of them (SPEC §2 'Tasks').
  taskOwners: defineQuery({
    operation: 'Query.PatientTaskOwnerList',
    input: patientInput,
    target: ofPatient,
    read: async ({ db, input }) => {
      const owners = await chartRecordRepository.taskOwners(db, await chartRecordRepository.patientState(db, input.patientId));
      return owners.map((o) => ({ id: o.id, name: ownerName(o) }));
    },
  }),
};
