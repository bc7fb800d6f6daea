// The discharge requests' reads (SPEC §3/§4), declared in the write pipeline's shape (DESIGN §5):
// the operation's rule ('patient'), the input (BAD_USER_INPUT naming the field), the patient
// access rule on the request's patient (NOT_FOUND / FORBIDDEN, like Patient), then the read.
import type { DischargeRequest } from '../../../src/domain/patients/discharge-request.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { notFound } from '../../errors.ts';
import { parseId } from '../shared/ids.ts';
import { type PageArgs, pagedList } from '../shared/paging.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
import { defineQuery, type WriteTarget } from '../shared/write-pipeline.ts';
import { patientTarget } from '../shared/write-targets.ts';
import { dischargeReasons } from './admission-reasons.ts';
import { type DischargeRequestListArgs, parseDischargeRequestListArgs } from './discharge-request-input.ts';
import { dischargeRequestRepository } from './discharge-request-repository.ts';
import { toDischargeRequestVersionView, toDischargeRequestView } from './discharge-request-views.ts';
import { checkedPage } from './patient-input.ts';
import { patientIdOf } from './patient-operations.ts';

/**
 * The request (NOT_FOUND when there is none or it names no patient) once the caller may read its
 * patient. Not locked: a read is not in a write's transaction.
 */
const readableRequest: WriteTarget<{ id: string }, ResourceRow<DischargeRequest>> = {
  kind: 'patient',
  async resolve(db, me, { id }) {
    const row = await stores.dischargeRequest.read(db, id);
    const patientId = row ? patientIdOf(row.content.patient.reference) : null;
    if (!row || !patientId) throw notFound('Discharge request');
    await assertCanReadPatient(db, me, patientId);
    return row;
  },
};

const requestId = (raw: unknown): { id: string } => ({ id: parseId(raw as string) });

export const dischargeRequestQueries = {
  /** The patient's requests, newest first (one admission's when admissionId is given). */
  list: defineQuery({
    operation: 'Query.DischargeRequestList',
    input: (raw: unknown) => {
      const page = checkedPage(raw as PageArgs & DischargeRequestListArgs);
      return { page, ...parseDischargeRequestListArgs(page) };
    },
    target: patientTarget((i: { patientId: string }) => i.patientId),
    read: async ({ db, input: { page, patientId, admissionId } }) => {
      const reasons = await dischargeReasons(db);
      return pagedList(
        page,
        (p) => dischargeRequestRepository.list(db, patientId, admissionId, p),
        (row) => toDischargeRequestView(row, reasons),
      );
    },
  }),

  get: defineQuery({
    operation: 'Query.DischargeRequest',
    input: requestId,
    target: readableRequest,
    read: async ({ db, target }) => toDischargeRequestView(target, await dischargeReasons(db)),
  }),

  /** Every version of the request with who wrote it and when, oldest first. */
  history: defineQuery({
    operation: 'Query.DischargeRequestHistory',
    input: requestId,
    target: readableRequest,
    read: async ({ db, target }) => (await dischargeRequestRepository.versions(db, target.id)).map(toDischargeRequestVersionView),
  }),
};
