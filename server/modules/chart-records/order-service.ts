// SPEC §2 chart tabs 'Orders' and 'Referrals': both are service requests, told apart by their
// category. An order is what is ordered, its status (draft, active, completed, revoked), when and
// by whom, and the admission it belongs to (the patient's current one unless another of theirs is
// named); a referral is its date, its source or referring provider, its reason and its status.
// Status changes follow src/domain/chart/chart-record-status.ts. SPEC §3 'orderDetails (draft,
// active, count)' counts the orders. A new order raises 'order-created' (SPEC §3 Event) in the
// transaction that writes it, published after commit.
import type { SessionUser } from '../../../src/domain/access.ts';
import { ORDER_STATUS, orderNextStatuses, statusChange } from '../../../src/domain/chart/chart-record-status.ts';
import type { ServiceRequest } from '../../../src/domain/chart/chart-records.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import { badInput } from '../../errors.ts';
import type { RaiseNotification } from '../notifications/notification-fanout.ts';
import { type PageArgs, pagedList, parseTerm } from '../shared/paging.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
import { parseOrderChange, parseOrderInput, parseOrderStatus, parsePatientId, parseReferralInput } from './chart-record-input.ts';
import { chartRecordRepository, type OrderCategory } from './chart-record-repository.ts';
import { toOrderView, toReferralView } from './chart-record-views.ts';
import { authorizeChange, authorOf, changeRecord, patientRef } from './chart-record-writes.ts';

type Maybe<T> = T | null | undefined;
type ListArgs = PageArgs & { patientId: string; status?: Maybe<string>; term?: Maybe<string> };

const categoryOf = (r: ServiceRequest): OrderCategory => (r.category === 'referral' ? 'referral' : 'order');

/** What a notification quotes of the order's text. */
const ORDER_TEXT_QUOTED = 120;

export function createOrderService(db: Database, raise: RaiseNotification) {
  /** A status change of an order or a referral (the other category's records are NOT_FOUND here). */
  const change = (me: SessionUser, input: unknown, category: OrderCategory) => {
    const { id, versionId, status } = parseOrderChange(input);
    return changeRecord(db, me, {
      store: stores.serviceRequest,
      what: category === 'referral' ? 'Referral' : 'Order',
      patientOf: (r) => r.subject,
      applies: (r) => categoryOf(r) === category,
      id,
      versionId,
      apply: (request) => {
        const next = statusChange(orderNextStatuses, ORDER_STATUS, request.status, status);
        if (!next.ok) throw badInput(next.message, 'status');
        return { ...request, status: next.status };
      },
    });
  };

  return {
    async list(user: SessionUser | null, args: ListArgs) {
      const me = authorize(user, 'Query.PatientOrderList');
      const patientId = parsePatientId(args.patientId);
      const filter = { category: 'order' as const, status: parseOrderStatus(args.status), term: parseTerm(args.term) };
      await assertCanReadPatient(db, me, patientId);
      return pagedList(args, (page) => chartRecordRepository.serviceRequests(db, patientId, filter, page), toOrderView);
    },

    async details(user: SessionUser | null, patientId: string) {
      const me = authorize(user, 'Query.PatientOrderDetails');
      const id = parsePatientId(patientId);
      await assertCanReadPatient(db, me, id);
      return chartRecordRepository.orderDetails(db, id);
    },

    async referrals(user: SessionUser | null, args: ListArgs) {
      const me = authorize(user, 'Query.PatientReferralList');
      const patientId = parsePatientId(args.patientId);
      const filter = { category: 'referral' as const, status: parseOrderStatus(args.status), term: parseTerm(args.term) };
      await assertCanReadPatient(db, me, patientId);
      return pagedList(args, (page) => chartRecordRepository.serviceRequests(db, patientId, filter, page), toReferralView);
    },

    async add(user: SessionUser | null, input: unknown) {
      const me = authorizeChange(user, 'Mutation.addPatientOrder');
      const order = parseOrderInput(input);
      await assertCanReadPatient(db, me, order.patientId);
      const admission = order.admissionId
        ? await chartRecordRepository.admissionOf(db, order.patientId, order.admissionId)
        : await chartRecordRepository.currentAdmission(db, order.patientId);
      // A named admission must be one of this patient's.
      if (order.admissionId && !admission) throw badInput(MESSAGES.incorrectValue, 'admissionId');
      const content: ServiceRequest = {
        status: order.status,
        category: 'order',
        subject: patientRef(order.patientId),
        authoredOn: new Date().toISOString(),
        text: order.text,
        requester: authorOf(me),
      };
      if (admission) content.episodeOfCare = { reference: `EpisodeOfCare/${admission.id}` };
      const { row, publish } = await db.transaction(async (tx) => {
        const now = new Date();
        const created = await stores.serviceRequest.create(tx, content, { authorId: me.id, now });
        const text = order.text.length > ORDER_TEXT_QUOTED ? `${order.text.slice(0, ORDER_TEXT_QUOTED)}…` : order.text;
        const notified = await raise(
          tx,
          {
            eventCode: 'order-created',
            patientId: order.patientId,
            admissionId: admission?.id ?? null,
            resourceType: 'ServiceRequest',
            resourceId: created.id,
            details: { orderId: created.id, serviceRequestId: created.id },
            description: text ? `New order: ${text}` : 'A new order was added.',
            excludeUserIds: [me.id],
          },
          now,
        );
        return { row: created, publish: notified };
      });
      await publish();
      return toOrderView({ ...row, admissionStart: admission?.start ?? null });
    },

    async addReferral(user: SessionUser | null, input: unknown) {
      const me = authorizeChange(user, 'Mutation.addPatientReferral');
      const referral = parseReferralInput(input);
      await assertCanReadPatient(db, me, referral.patientId);
      const content: ServiceRequest = {
        status: referral.status,
        category: 'referral',
        subject: patientRef(referral.patientId),
        authoredOn: referral.referralDate,
        source: referral.source,
        reason: referral.reason,
        requester: authorOf(me),
      };
      return toReferralView(await stores.serviceRequest.create(db, content, { authorId: me.id }));
    },

    async changeOrder(user: SessionUser | null, input: unknown) {
      const me = authorizeChange(user, 'Mutation.changePatientOrderStatus');
      const saved = await change(me, input, 'order');
      const admissionId = saved.content.episodeOfCare?.reference.split('/')[1];
      const patientId = saved.content.subject.reference.split('/')[1] ?? '';
      const admission = admissionId ? await chartRecordRepository.admissionOf(db, patientId, admissionId) : null;
      return toOrderView({ ...saved, admissionStart: admission?.start ?? null });
    },

    async changeReferral(user: SessionUser | null, input: unknown) {
      const me = authorizeChange(user, 'Mutation.changePatientReferralStatus');
      return toReferralView(await change(me, input, 'referral'));
    },
  };
}
