// SPEC §2 chart tabs 'Orders' and 'Referrals': both are service requests, told apart by their
// category. An order is what is ordered, its status (draft, active, completed, revoked), when and
// by whom, and the admission it belongs to (the patient's current one unless another of theirs is
// named); a referral is its date, its source or referring provider, its reason and its status.
// Status changes follow src/domain/chart/chart-record-status.ts. SPEC §3 'orderDetails (draft,
// active, count)' counts the orders. A new order raises 'order-created' (SPEC §3 Event) in the
// transaction that writes it, published after commit.
import type { SessionUser } from '../../../src/domain/access.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { type PageArgs, pagedList, parseTerm } from '../shared/paging.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
import type { WritePipeline } from '../shared/write-pipeline.ts';
import { parseOrderStatus, parsePatientId } from './chart-record-input.ts';
import type { ChartRecordWrites } from './chart-record-operations.ts';
import { chartRecordRepository } from './chart-record-repository.ts';
import { toOrderView, toReferralView } from './chart-record-views.ts';

type Maybe<T> = T | null | undefined;
type ListArgs = PageArgs & { patientId: string; status?: Maybe<string>; term?: Maybe<string> };

export function createOrderService(db: Database, pipeline: WritePipeline, writes: ChartRecordWrites) {
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

    add: (user: SessionUser | null, input: unknown) => pipeline.run(writes.addPatientOrder, user, input).then(toOrderView),

    addReferral: (user: SessionUser | null, input: unknown) => pipeline.run(writes.addPatientReferral, user, input).then(toReferralView),

    async changeOrder(user: SessionUser | null, input: unknown) {
      const saved = await pipeline.run(writes.changePatientOrderStatus, user, input);
      const admissionId = saved.content.episodeOfCare?.reference.split('/')[1];
      const patientId = saved.content.subject.reference.split('/')[1] ?? '';
      const admission = admissionId ? await chartRecordRepository.admissionOf(db, patientId, admissionId) : null;
      return toOrderView({ ...saved, admissionStart: admission?.start ?? null });
    },

    changeReferral: (user: SessionUser | null, input: unknown) =>
      pipeline.run(writes.changePatientReferralStatus, user, input).then(toReferralView),
  };
}
