// SPEC §3/§4 discharge requests of an admission. Each operation checks its rule first
// (authorize: 'patient'; reviewer-readonly and external users change nothing), parses its input
// (BAD_USER_INPUT naming the field), then the patient access rule on the request's patient
// (NOT_FOUND / FORBIDDEN, like Patient). The writes are declared in patient-operations.ts and run
// by the write pipeline (DESIGN §5), in one transaction with the admission locked: filing a
// request orders the admission's discharge ('Discharge pending'), confirming it discharges the
// admission and cancelling it makes the admission active again (discharge-request-rules.ts). An
// edit carries the version the user saw (CONFLICT with SPEC §8's words when someone saved since);
// the store keeps every version with who and when (resource history). A change of the admission's
// status raises 'admission-status-changed' (SPEC §3 Event), published after commit.
import type { SessionUser } from '../../../src/domain/access.ts';
import type { DischargeRequest } from '../../../src/domain/patients/discharge-request.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { notFound } from '../../errors.ts';
import { parseId } from '../shared/ids.ts';
import { type PageArgs, pagedList } from '../shared/paging.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
import type { WritePipeline } from '../shared/write-pipeline.ts';
import {
  type CreateDischargeRequestArgs,
  type DischargeRequestListArgs,
  parseDischargeRequestListArgs,
  type UpdateDischargeRequestArgs,
} from './discharge-request-input.ts';
import { dischargeRequestRepository } from './discharge-request-repository.ts';
import {
  type DischargeRequestVersionView,
  type DischargeRequestView,
  toDischargeRequestVersionView,
  toDischargeRequestView,
} from './discharge-request-views.ts';
import { type PatientWrites, patientIdOf } from './patient-operations.ts';

export function createDischargeRequestService(db: Database, pipeline: WritePipeline, writes: PatientWrites) {
  /** The request (NOT_FOUND when there is none) once the caller may read its patient. */
  async function readable(tx: Executor, user: SessionUser, id: string): Promise<ResourceRow<DischargeRequest>> {
    const row = await stores.dischargeRequest.read(tx, id);
    const patientId = row ? patientIdOf(row.content.patient.reference) : null;
    if (!row || !patientId) throw notFound('Discharge request');
    await assertCanReadPatient(tx, user, patientId);
    return row;
  }

  return {
    /** The patient's requests, newest first (one admission's when admissionId is given). */
    async list(user: SessionUser | null, args: PageArgs & DischargeRequestListArgs) {
      const me = authorize(user, 'Query.DischargeRequestList');
      return pagedList(
        args,
        async (page) => {
          const { patientId, admissionId } = parseDischargeRequestListArgs(args);
          await assertCanReadPatient(db, me, patientId);
          return dischargeRequestRepository.list(db, patientId, admissionId, page);
        },
        toDischargeRequestView,
      );
    },

    async get(user: SessionUser | null, id: string): Promise<DischargeRequestView> {
      const me = authorize(user, 'Query.DischargeRequest');
      return toDischargeRequestView(await readable(db, me, parseId(id)));
    },

    /** Every version of the request with who wrote it and when, oldest first. */
    async history(user: SessionUser | null, id: string): Promise<DischargeRequestVersionView[]> {
      const me = authorize(user, 'Query.DischargeRequestHistory');
      const row = await readable(db, me, parseId(id));
      return (await dischargeRequestRepository.versions(db, row.id)).map(toDischargeRequestVersionView);
    },

    /** Files a request on an active admission, which becomes discharge-ordered (SPEC §4 'Discharge pending'). */
    create: (user: SessionUser | null, input: CreateDischargeRequestArgs): Promise<DischargeRequestView> =>
      pipeline.run(writes.createDischargeRequest, user, input).then(toDischargeRequestView),

    /** Changes an open request's fields and status; confirming or cancelling it moves the admission (discharge-request-rules.ts). */
    update: (user: SessionUser | null, input: UpdateDischargeRequestArgs): Promise<DischargeRequestView> =>
      pipeline.run(writes.updateDischargeRequest, user, input).then(toDischargeRequestView),
  };
}

export type DischargeRequestService = ReturnType<typeof createDischargeRequestService>;
