// A stand-in API for the chart records' component tests: connections of the given rows, the topic
// list, the counts, and a record of every mutation's input.
import { json, mockApi } from '../../../test-utils/fetch-mock';
import { valueSetCodesByIdAnswer } from '../../../test-utils/value-set-mock';

type Body = { variables?: Record<string, unknown> } | null;

export const PATIENT = '0b6f3a52-6a0e-4c8f-9a51-3f2d7e1c9a01';

export const TOPICS = [
  { code: 'scheduling', display: 'Scheduling', status: 'active' },
  { code: 'clinical-update', display: 'Clinical Update', status: 'active' },
  { code: 'other', display: 'Other', status: 'active' },
];

export const connection = <T>(nodes: readonly T[]) => ({
  totalCount: nodes.length,
  pageInfo: { hasNextPage: false, endCursor: null },
  edges: nodes.map((node) => ({ node })),
});

export interface ChartRecordsMock {
  notes?: unknown[];
  alerts?: unknown[];
  orders?: unknown[];
  referrals?: unknown[];
  tasks?: unknown[];
  summary?: { open: number; overdue: number };
  details?: { draft: number; active: number; count: number };
  owners?: { id: string; name: string }[];
  /** The answer to a mutation (default: a plain success). */
  mutation?: (name: string, input: Record<string, unknown>) => Response | undefined;
}

/** Installs the stand-in; `sent` collects [operation, variables] of every call after the first render. */
export function mockChartRecords(mock: ChartRecordsMock = {}) {
  const sent: [string, Record<string, unknown>][] = [];
  const list = (name: string, field: string, rows: unknown[] | undefined) => ({
    [`graphql:${name}`]: ({ body }: { body: unknown }) => {
      sent.push([name, (body as Body)?.variables ?? {}]);
      return json({ data: { [field]: connection(rows ?? []) } });
    },
  });
  const mutation = (name: string, field: string) => ({
    [`graphql:${name}`]: ({ body }: { body: unknown }) => {
      const input = ((body as Body)?.variables?.input ?? {}) as Record<string, unknown>;
      sent.push([name, input]);
      return mock.mutation?.(name, input) ?? json({ data: { [field]: { id: 'new', versionId: 2, status: 'x' } } });
    },
  });
  const api = mockApi({
    'graphql:CommunicationTopicList': () => json({ data: { CommunicationTopicList: TOPICS } }),
    // SPEC §2 clinical config 'orders' and 'order-sets', as published.
    'graphql:ValueSetCodes': valueSetCodesByIdAnswer(
      {
        orders: [
          { code: 'wound-culture', display: 'Wound culture and sensitivity' },
          { code: 'silver-alginate', display: 'Silver alginate dressing' },
          { code: 'abi', display: 'Ankle-brachial index (ABI)' },
        ],
        'order-sets': [{ code: 'arterial-workup', display: 'Arterial insufficiency work-up', members: ['abi', 'wound-culture'] }],
      },
      2,
    ),
    ...list('PatientNoteList', 'PatientNoteList', mock.notes),
    ...list('PatientAlertList', 'PatientAlertList', mock.alerts),
    ...list('PatientOrderList', 'PatientOrderList', mock.orders),
    ...list('PatientReferralList', 'PatientReferralList', mock.referrals),
    ...list('PatientTaskList', 'PatientTaskList', mock.tasks),
    'graphql:PatientTaskSummary': () => json({ data: { PatientTaskSummary: mock.summary ?? { open: 0, overdue: 0 } } }),
    'graphql:PatientOrderDetails': () => json({ data: { PatientOrderDetails: mock.details ?? { draft: 0, active: 0, count: 0 } } }),
    'graphql:PatientTaskOwnerList': () => json({ data: { PatientTaskOwnerList: mock.owners ?? [] } }),
    ...mutation('AddPatientNote', 'addPatientNote'),
    ...mutation('AddPatientAlert', 'addPatientAlert'),
    ...mutation('DeactivatePatientAlert', 'deactivatePatientAlert'),
    ...mutation('AddPatientOrder', 'addPatientOrder'),
    ...mutation('AddPatientOrderSet', 'addPatientOrderSet'),
    ...mutation('ChangePatientOrderStatus', 'changePatientOrderStatus'),
    ...mutation('AddPatientReferral', 'addPatientReferral'),
    ...mutation('ChangePatientReferralStatus', 'changePatientReferralStatus'),
    ...mutation('AddPatientTask', 'addPatientTask'),
    ...mutation('ChangePatientTaskStatus', 'changePatientTaskStatus'),
  });
  return { api, sent, mutations: () => sent.filter(([name]) => !name.endsWith('List')) };
}
