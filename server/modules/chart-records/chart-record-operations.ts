// The chart's writes (SPEC §2 chart tabs 'Communication & Notes', 'Alerts', 'Orders',
// 'Referrals', 'Tasks'), declared once for the write pipeline (DESIGN §5): each names its
// operation, input, target (the patient, or a record of the patient, locked) and the chart's
// read-only roles (external and reviewer-readonly read a chart, never change it:
// src/domain/chart/chart-record-access.ts); a status change checks the version the user saw.
import { chartWriter } from '../../../src/domain/chart/chart-record-access.ts';
import {
  ORDER_STATUS,
  orderNextStatuses,
  statusChange,
  TASK_STATUS,
  taskNextStatuses,
} from '../../../src/domain/chart/chart-record-status.ts';
import type { Communication, Flag, ServiceRequest, Task } from '../../../src/domain/chart/chart-records.ts';
import {
  COMMUNICATION_TOPICS_URL,
  type CommunicationTopic,
  DEFAULT_COMMUNICATION_TOPICS,
} from '../../../src/domain/chart/communication-topics.ts';
import { DEFAULT_ORDER_CATALOG, ORDER_CATALOG_SYSTEM } from '../../../src/domain/chart/order-catalog.ts';
import { DEFAULT_ORDER_SETS, ORDER_SET_SYSTEM } from '../../../src/domain/chart/order-sets.ts';
import { calendarDateIn } from '../../../src/domain/format.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import type { Reference } from '../../../src/domain/resources.ts';
import { isOffered } from '../../../src/domain/terminology/code-systems.ts';
import { timeZoneForState } from '../../../src/domain/time-zone.ts';
import type { Executor } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import { badInput } from '../../errors.ts';
import type { RaiseNotification } from '../notifications/notification-fanout.ts';
import { defineWrite, type WriteContext } from '../shared/write-pipeline.ts';
import { authorOf, patientRecordTarget, patientTarget } from '../shared/write-targets.ts';
import { visibleDefinition } from '../terminology/code-system-target.ts';
import { offeredCode, offeredConcept, publishedCodes } from '../terminology/published-codes.ts';
import {
  parseAlertInput,
  parseNoteInput,
  parseOrderChange,
  parseOrderInput,
  parseOrderSetInput,
  parseRecordVersion,
  parseReferralInput,
  parseTaskChange,
  parseTaskInput,
} from './chart-record-input.ts';
import { type AdmissionRef, chartRecordRepository, type OrderCategory, type OwnerRow } from './chart-record-repository.ts';

const patientRef = (patientId: string): Reference => ({ reference: `Patient/${patientId}` });
export const ownerName = (o: OwnerRow): string => `${o.givenName} ${o.familyName}`.trim();

/** The patient's calendar day now (SPEC §9 time zone by state). */
export async function patientToday(tx: Executor, patientId: string): Promise<string> {
  const state = await chartRecordRepository.patientState(tx, patientId);
  return calendarDateIn(new Date().toISOString(), timeZoneForState(state));
}

const categoryOf = (r: ServiceRequest): OrderCategory => (r.category === 'referral' ? 'referral' : 'order');

/** What a notification quotes of the order's text. */
const ORDER_TEXT_QUOTED = 120;

/** A status change of an order or a referral (the other category's records are NOT_FOUND here). */
const serviceRequestChange = (
  operation: 'Mutation.changePatientOrderStatus' | 'Mutation.changePatientReferralStatus',
  category: OrderCategory,
) =>
  defineWrite({
    operation,
    input: parseOrderChange,
    roles: chartWriter(operation),
    target: patientRecordTarget({
      store: stores.serviceRequest,
      what: category === 'referral' ? 'Referral' : 'Order',
      id: (i: { id: string }) => i.id,
      patientOf: (r: ServiceRequest) => r.subject,
      applies: (r: ServiceRequest) => categoryOf(r) === category,
    }),
    version: (i) => i.versionId,
    apply: ({ tx, me, input, target: { row } }) => {
      const next = statusChange(orderNextStatuses, ORDER_STATUS, row.content.status, input.status);
      if (!next.ok) throw badInput(next.message, 'status');
      return stores.serviceRequest.update(tx, row.id, { ...row.content, status: next.status }, row.versionId, { authorId: me.id });
    },
  });

/** SPEC §2 'communication-topics': the published topics, every status (the product's list until one is published). */
export const communicationTopics = (tx: Executor): Promise<CommunicationTopic[]> =>
  publishedCodes(tx, COMMUNICATION_TOPICS_URL, DEFAULT_COMMUNICATION_TOPICS);

/** The admission a new order is filed under: the one named (one of this patient's), else the current one. */
async function orderAdmission(tx: Executor, input: { patientId: string; admissionId?: string | null }) {
  const admission = input.admissionId
    ? await chartRecordRepository.admissionOf(tx, input.patientId, input.admissionId)
    : await chartRecordRepository.currentAdmission(tx, input.patientId);
  if (input.admissionId && !admission) throw badInput(MESSAGES.incorrectValue, 'admissionId');
  return admission;
}

type OrderWrite = Pick<WriteContext<unknown, unknown>, 'tx' | 'me' | 'now' | 'emit'>;

/** One order (SPEC §2 chart tab 'Orders'), and SPEC §3 Event 'order-created' raised in its transaction. */
async function fileOrderWith(
  raise: RaiseNotification,
  { tx, me, now, emit }: OrderWrite,
  order: {
    patientId: string;
    admission: AdmissionRef | null;
    code: { code: string; display: string } | null;
    text: string;
    status: ServiceRequest['status'];
  },
) {
  const content: ServiceRequest = {
    status: order.status,
    category: 'order',
    subject: patientRef(order.patientId),
    authoredOn: now.toISOString(),
    text: order.text,
    requester: authorOf(me),
  };
  if (order.code) content.code = order.code;
  if (order.admission) content.episodeOfCare = { reference: `EpisodeOfCare/${order.admission.id}` };
  const created = await stores.serviceRequest.create(tx, content, { authorId: me.id, now });
  const text = order.text.length > ORDER_TEXT_QUOTED ? `${order.text.slice(0, ORDER_TEXT_QUOTED)}…` : order.text;
  const notified = await raise(
    tx,
    {
      eventCode: 'order-created',
      patientId: order.patientId,
      admissionId: order.admission?.id ?? null,
      resourceType: 'ServiceRequest',
      resourceId: created.id,
      details: { orderId: created.id, serviceRequestId: created.id },
      description: text ? `New order: ${text}` : 'A new order was added.',
      excludeUserIds: [me.id],
    },
    now,
  );
  emit(...notified.events);
  return { ...created, admissionStart: order.admission?.start ?? null };
}

export function chartRecordWrites(raise: RaiseNotification) {
  const fileOrder = (ctx: OrderWrite, order: Parameters<typeof fileOrderWith>[2]) => fileOrderWith(raise, ctx, order);
  return {
    addPatientNote: defineWrite({
      operation: 'Mutation.addPatientNote',
      input: parseNoteInput,
      roles: chartWriter('Mutation.addPatientNote'),
      target: patientTarget((i: { patientId: string }) => i.patientId),
      apply: async ({ tx, me, now, input }) => {
        // The 'communication-topics' code system's active topics.
        if (!(await communicationTopics(tx)).some((t) => t.code === input.topic && t.status === 'active')) {
          throw badInput(MESSAGES.incorrectValue, 'topic');
        }
        const content: Communication = {
          status: 'completed',
          subject: patientRef(input.patientId),
          topic: input.topic,
          sent: now.toISOString(),
          sender: authorOf(me),
          text: input.text,
        };
        return stores.communication.create(tx, content, { authorId: me.id, now });
      },
    }),

    addPatientAlert: defineWrite({
      operation: 'Mutation.addPatientAlert',
      input: parseAlertInput,
      roles: chartWriter('Mutation.addPatientAlert'),
      target: patientTarget((i: { patientId: string }) => i.patientId),
      apply: ({ tx, me, now, input }) => {
        const content: Flag = {
          status: 'active',
          subject: patientRef(input.patientId),
          category: input.category,
          text: input.text,
          period: input.end ? { start: input.start, end: input.end } : { start: input.start },
          author: authorOf(me),
        };
        return stores.flag.create(tx, content, { authorId: me.id, now });
      },
    }),

    deactivatePatientAlert: defineWrite({
      operation: 'Mutation.deactivatePatientAlert',
      input: parseRecordVersion,
      roles: chartWriter('Mutation.deactivatePatientAlert'),
      target: patientRecordTarget({
        store: stores.flag,
        what: 'Alert',
        id: (i: { id: string }) => i.id,
        patientOf: (f: Flag) => f.subject,
      }),
      version: (i) => i.versionId,
      apply: async ({ tx, me, target: { row, patientId } }) => {
        const flag = row.content;
        if (flag.status !== 'active') throw badInput('This alert is already inactive.', 'status');
        // It ends on the patient's today, or on its start when that is later.
        const today = await patientToday(tx, patientId);
        const ended: Flag = {
          ...flag,
          status: 'inactive',
          period: { ...flag.period, end: today < flag.period.start ? flag.period.start : today },
        };
        return stores.flag.update(tx, row.id, ended, row.versionId, { authorId: me.id });
      },
    }),

    addPatientOrder: defineWrite({
      operation: 'Mutation.addPatientOrder',
      input: parseOrderInput,
      roles: chartWriter('Mutation.addPatientOrder'),
      target: patientTarget((i: { patientId: string }) => i.patientId),
      apply: async ({ tx, me, now, input, emit }) => {
        // SPEC §2: a clinic that hides orders (HideOrders) files none, on the server as in the chart.
        await visibleDefinition(tx, ORDER_CATALOG_SYSTEM);
        const admission = await orderAdmission(tx, input);
        // SPEC §2 clinical config 'orders': a code the catalog offers, kept with its words.
        const code = input.code ? await offeredCode(tx, ORDER_CATALOG_SYSTEM, DEFAULT_ORDER_CATALOG, input.code, 'code') : null;
        return fileOrder({ tx, me, now, emit }, { patientId: input.patientId, admission, code, text: input.text, status: input.status });
      },
    }),

    /**
     * SPEC §2 clinical config 'order-sets': every order of a set at once, each filed as its own
     * order with its code and words (as addPatientOrder files one). An order the catalog no longer
     * offers is left out; a set with none left is refused.
     */
    addPatientOrderSet: defineWrite({
      operation: 'Mutation.addPatientOrderSet',
      input: parseOrderSetInput,
      roles: chartWriter('Mutation.addPatientOrderSet'),
      target: patientTarget((i: { patientId: string }) => i.patientId),
      apply: async ({ tx, me, now, input, emit }) => {
        await visibleDefinition(tx, ORDER_SET_SYSTEM);
        const admission = await orderAdmission(tx, input);
        const set = await offeredConcept(tx, ORDER_SET_SYSTEM, DEFAULT_ORDER_SETS, input.orderSet, 'orderSet');
        const catalog = await publishedCodes(tx, ORDER_CATALOG_SYSTEM, DEFAULT_ORDER_CATALOG);
        const orders = (set.members ?? []).flatMap((member) => catalog.filter((c) => c.code === member && isOffered(c)));
        if (orders.length === 0) throw badInput(MESSAGES.incorrectValue, 'orderSet');
        const filed = [];
        for (const order of orders) {
          const code = { code: order.code, display: order.display };
          filed.push(
            await fileOrder(
              { tx, me, now, emit },
              { patientId: input.patientId, admission, code, text: order.display, status: input.status },
            ),
          );
        }
        return filed;
      },
    }),

    addPatientReferral: defineWrite({
      operation: 'Mutation.addPatientReferral',
      input: parseReferralInput,
      roles: chartWriter('Mutation.addPatientReferral'),
      target: patientTarget((i: { patientId: string }) => i.patientId),
      apply: ({ tx, me, now, input }) => {
        const content: ServiceRequest = {
          status: input.status,
          category: 'referral',
          subject: patientRef(input.patientId),
          authoredOn: input.referralDate,
          source: input.source,
          reason: input.reason,
          requester: authorOf(me),
        };
        return stores.serviceRequest.create(tx, content, { authorId: me.id, now });
      },
    }),

    changePatientOrderStatus: serviceRequestChange('Mutation.changePatientOrderStatus', 'order'),
    changePatientReferralStatus: serviceRequestChange('Mutation.changePatientReferralStatus', 'referral'),

    addPatientTask: defineWrite({
      operation: 'Mutation.addPatientTask',
      input: parseTaskInput,
      roles: chartWriter('Mutation.addPatientTask'),
      target: patientTarget((i: { patientId: string }) => i.patientId),
      apply: async ({ tx, me, now, input }) => {
        // The owner is one of the staff who may read the patient (PatientTaskOwnerList).
        const state = await chartRecordRepository.patientState(tx, input.patientId);
        const [owner] = input.ownerId ? await chartRecordRepository.taskOwners(tx, state, input.ownerId) : [];
        if (input.ownerId && !owner) throw badInput(MESSAGES.incorrectValue, 'ownerId');
        const content: Task = {
          status: 'requested',
          for: patientRef(input.patientId),
          title: input.title,
          priority: input.priority,
          authoredOn: now.toISOString(),
          requester: authorOf(me),
        };
        if (owner) content.owner = { reference: `User/${owner.id}`, display: ownerName(owner) };
        if (input.dueDate) content.dueDate = input.dueDate;
        const row = await stores.task.create(tx, content, { authorId: me.id, now });
        return { row, today: calendarDateIn(now.toISOString(), timeZoneForState(state)) };
      },
    }),

    changePatientTaskStatus: defineWrite({
      operation: 'Mutation.changePatientTaskStatus',
      input: parseTaskChange,
      roles: chartWriter('Mutation.changePatientTaskStatus'),
      target: patientRecordTarget({ store: stores.task, what: 'Task', id: (i: { id: string }) => i.id, patientOf: (t: Task) => t.for }),
      version: (i) => i.versionId,
      apply: async ({ tx, me, now, input, target: { row, patientId } }) => {
        const next = statusChange(taskNextStatuses, TASK_STATUS, row.content.status, input.status);
        if (!next.ok) throw badInput(next.message, 'status');
        const changed: Task = { ...row.content, status: next.status };
        if (next.status === 'completed') changed.completedOn = now.toISOString();
        const saved = await stores.task.update(tx, row.id, changed, row.versionId, { authorId: me.id });
        return { row: saved, today: await patientToday(tx, patientId) };
      },
    }),
  };
}

export type ChartRecordWrites = ReturnType<typeof chartRecordWrites>;
