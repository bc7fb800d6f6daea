// The chart's reads (SPEC §2 chart tabs 'Communication & Notes', 'Alerts', 'Orders',
// 'Referrals', 'Tasks'), declared in the write pipeline's shape (DESIGN §5): the operation, the
// input, the patient and its access rule, then the read.
import type { ServiceRequest } from '../../../src/domain/chart/chart-records.ts';
import type { Executor } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import { notFound } from '../../errors.ts';
import { parseId } from '../shared/ids.ts';
import { type Page, type PageArgs, pagedList, parseTerm, type RowsAndCount } from '../shared/paging.ts';
import { defineQuery } from '../shared/write-pipeline.ts';
import { idOf, noTarget, patientTarget } from '../shared/write-targets.ts';
import { parseAlertStatus, parseNoteFilter, parseOrderStatus, parsePatientId, parseTaskStatusFilter } from './chart-record-input.ts';
import { communicationTopics, ownerName, patientToday } from './chart-record-operations.ts';
import { chartRecordRepository } from './chart-record-repository.ts';
import { toAlertView, toNoteView, toOrderView, toReferralView, toTaskView } from './chart-record-views.ts';

type Maybe<T> = T | null | undefined;
type ListArgs = PageArgs & { patientId: string; status?: Maybe<string>; term?: Maybe<string>; topic?: Maybe<string> };

const ofPatient = patientTarget((i: { patientId: string }) => i.patientId);
/** A list's arguments: the patient first, then its own filter; the page is parsed by pagedList. */
interface ListInput<F> {
  patientId: string;
  filter: F;
  page: PageArgs;
}

/** A paged list of one patient's records (SPEC §9 'Load more', 25 a page). */
function patientList<F, Row, Node>(
  operation:
    | 'Query.PatientNoteList'
    | 'Query.PatientAlertList'
    | 'Query.PatientOrderList'
    | 'Query.PatientReferralList'
    | 'Query.PatientTaskList',
  filter: (args: ListArgs) => F,
  rows: (db: Executor, patientId: string, filter: F, page: Page) => Promise<RowsAndCount<Row>>,
  /** The view of a row, made once per read (a task's overdue needs the patient's today). */
  viewFor: (db: Executor, patientId: string) => Promise<(row: Row) => Node>,
) {
  return defineQuery({
    operation,
    input: (raw: unknown): ListInput<F> => {
      const args = raw as ListArgs;
      return { patientId: parsePatientId(args.patientId), filter: filter(args), page: args };
    },
    target: ofPatient,
    read: async ({ db, input }: { db: Executor; input: ListInput<F> }) =>
      pagedList(input.page, (page) => rows(db, input.patientId, input.filter, page), await viewFor(db, input.patientId)),
  });
}
const always =
  <Row, Node>(view: (row: Row) => Node) =>
  async () =>
    view;

const patientInput = (raw: unknown): { patientId: string } => ({ patientId: parsePatientId(raw as string) });

export const chartRecordQueries = {
  communicationTopics: defineQuery({
    operation: 'Query.CommunicationTopicList',
    input: (raw: unknown) => ({ includeInactive: Boolean(raw) }),
    target: noTarget,
    // The 'communication-topics' code system, every status unless asked for the active ones only.
    read: async ({ db, input }) => (await communicationTopics(db)).filter((t) => input.includeInactive || t.status === 'active'),
  }),

  notes: patientList('Query.PatientNoteList', parseNoteFilter, chartRecordRepository.notes, async (db) => {
    const topics = await communicationTopics(db);
    return (row: Parameters<typeof toNoteView>[0]) => toNoteView(row, topics);
  }),

  alerts: patientList(
    'Query.PatientAlertList',
    (a) => ({ status: parseAlertStatus(a.status), term: parseTerm(a.term) }),
    chartRecordRepository.alerts,
    always(toAlertView),
  ),

  orders: patientList(
    'Query.PatientOrderList',
    (a) => ({ category: 'order' as const, status: parseOrderStatus(a.status), term: parseTerm(a.term) }),
    chartRecordRepository.serviceRequests,
    always(toOrderView),
  ),

  // SPEC §2 /patients/{id}/past-orders/{orderId}/{serviceRequestId}: one order and who changed it.
  order: defineQuery({
    operation: 'Query.PatientOrder',
    input: (raw: unknown) => {
      const args = raw as { patientId: string; id: string };
      return { patientId: parsePatientId(args.patientId), id: parseId(String(args.id ?? ''), 'id') };
    },
    target: ofPatient,
    read: async ({ db, input }) => {
      const row = await stores.serviceRequest.read(db, input.id);
      const order = row && row.content.category !== 'referral' && idOf(row.content.subject) === input.patientId ? row : null;
      if (!order) throw notFound('Order');
      const admissionId = idOf(order.content.episodeOfCare);
      const admission = admissionId ? await stores.episodeOfCare.read(db, admissionId) : null;
      const history = await stores.serviceRequest.history(db, order.id);
      const names = await chartRecordRepository.userNames(db, [...new Set(history.flatMap((h) => (h.authorId ? [h.authorId] : [])))]);
      return {
        order: toOrderView({ ...order, admissionStart: admission?.content.period.start ?? null }),
        changes: history
          .filter((h) => h.action !== 'delete')
          .sort((a, b) => b.versionId - a.versionId)
          .map((h) => ({
            versionId: h.versionId,
            at: h.recordedAt.toISOString(),
            by: h.authorId ? (names.get(h.authorId) ?? null) : null,
            status: (h.content as ServiceRequest).status,
          })),
      };
    },
  }),

  /**
   * SPEC §7 GetAdditionalActionsStatus (§3 'Additional actions status'): what the encounter screen
   * shows beside the visit: the patient's orders and problems by status, and the patient's
   * admission status with its discharge date.
   */
  additionalActions: defineQuery({
    operation: 'Query.GetAdditionalActionsStatus',
    input: patientInput,
    target: ofPatient,
    read: async ({ db, input }) => {
      const orderDetails = await chartRecordRepository.orderDetails(db, input.patientId);
      const problemDetails = await chartRecordRepository.problemDetails(db, input.patientId);
      const admission = await chartRecordRepository.latestAdmission(db, input.patientId);
      return {
        orderDetails,
        problemDetails,
        patientDetails: {
          status: admission?.status ?? null,
          dischargedOn: admission?.status === 'discharged' ? admission.periodEnd : null,
        },
      };
    },
  }),

  orderDetails: defineQuery({
    operation: 'Query.PatientOrderDetails',
    input: patientInput,
    target: ofPatient,
    read: ({ db, input }) => chartRecordRepository.orderDetails(db, input.patientId),
  }),

  referrals: patientList(
    'Query.PatientReferralList',
    (a) => ({ category: 'referral' as const, status: parseOrderStatus(a.status), term: parseTerm(a.term) }),
    chartRecordRepository.serviceRequests,
    always(toReferralView),
  ),

  tasks: patientList(
    'Query.PatientTaskList',
    (a) => ({ status: parseTaskStatusFilter(a.status), term: parseTerm(a.term) }),
    chartRecordRepository.tasks,
    async (db, patientId) => {
      const today = await patientToday(db, patientId);
      return (row) => toTaskView(row, today);
    },
  ),

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
