// The chart's notes, alerts, orders and referrals, and tasks (SPEC §2 chart tabs 1, 2, 5, 10, 12).
// Every operation is a declaration (chart-record-queries.ts, chart-record-operations.ts) run by
// the one reader or the one write pipeline (DESIGN §5): the rule, the input, the patient access
// rule, and for a change the chart's read-only roles, the version and the transaction. What is
// left here is the answer's shape.
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Database } from '../../db/client.ts';
import type { RaiseNotification } from '../notifications/notification-fanout.ts';
import { createReader, type WritePipeline } from '../shared/write-pipeline.ts';
import { chartRecordWrites, communicationTopics } from './chart-record-operations.ts';
import { chartRecordQueries as queries } from './chart-record-queries.ts';
import { chartRecordRepository } from './chart-record-repository.ts';
import { toAlertView, toNoteView, toOrderView, toReferralView, toTaskView } from './chart-record-views.ts';

type User = SessionUser | null;

export function createChartRecordService(db: Database, pipeline: WritePipeline, raise: RaiseNotification) {
  const writes = chartRecordWrites(raise);
  const reader = createReader(db);
  return {
    notes: {
      topics: (user: User, includeInactive: unknown) => reader.run(queries.communicationTopics, user, includeInactive),
      list: (user: User, args: unknown) => reader.run(queries.notes, user, args),
      add: async (user: User, input: unknown) =>
        toNoteView(await pipeline.run(writes.addPatientNote, user, input), await communicationTopics(db)),
    },
    alerts: {
      list: (user: User, args: unknown) => reader.run(queries.alerts, user, args),
      add: async (user: User, input: unknown) => toAlertView(await pipeline.run(writes.addPatientAlert, user, input)),
      deactivate: async (user: User, input: unknown) => toAlertView(await pipeline.run(writes.deactivatePatientAlert, user, input)),
    },
    orders: {
      list: (user: User, args: unknown) => reader.run(queries.orders, user, args),
      one: (user: User, args: unknown) => reader.run(queries.order, user, args),
      details: (user: User, patientId: unknown) => reader.run(queries.orderDetails, user, patientId),
      additionalActions: (user: User, patientId: unknown) => reader.run(queries.additionalActions, user, patientId),
      referrals: (user: User, args: unknown) => reader.run(queries.referrals, user, args),
      add: async (user: User, input: unknown) => toOrderView(await pipeline.run(writes.addPatientOrder, user, input)),
      addSet: async (user: User, input: unknown) => (await pipeline.run(writes.addPatientOrderSet, user, input)).map(toOrderView),
      addReferral: async (user: User, input: unknown) => toReferralView(await pipeline.run(writes.addPatientReferral, user, input)),
      async changeOrder(user: User, input: unknown) {
        const saved = await pipeline.run(writes.changePatientOrderStatus, user, input);
        const admissionId = saved.content.episodeOfCare?.reference.split('/')[1];
        const patientId = saved.content.subject.reference.split('/')[1] ?? '';
        const admission = admissionId ? await chartRecordRepository.admissionOf(db, patientId, admissionId) : null;
        return toOrderView({ ...saved, admissionStart: admission?.start ?? null });
      },
      changeReferral: async (user: User, input: unknown) =>
        toReferralView(await pipeline.run(writes.changePatientReferralStatus, user, input)),
    },
    tasks: {
      list: (user: User, args: unknown) => reader.run(queries.tasks, user, args),
      summary: (user: User, patientId: unknown) => reader.run(queries.taskSummary, user, patientId),
      owners: (user: User, patientId: unknown) => reader.run(queries.taskOwners, user, patientId),
      async add(user: User, input: unknown) {
        const { row, today } = await pipeline.run(writes.addPatientTask, user, input);
        return toTaskView(row, today);
      },
      async change(user: User, input: unknown) {
        const { row, today } = await pipeline.run(writes.changePatientTaskStatus, user, input);
        return toTaskView(row, today);
      },
    },
  };
}

export type ChartRecordService = ReturnType<typeof createChartRecordService>;
