// SPEC §3/§4 discharge requests of an admission. Each operation is a declaration run by the one
// reader or the one write pipeline (DESIGN §5): its rule first ('patient'; reviewer-readonly and
// external users change nothing), its input (BAD_USER_INPUT naming the field), then the patient
// access rule on the request's patient (NOT_FOUND / FORBIDDEN, like Patient). The reads are
// declared in discharge-request-queries.ts; the writes in patient-operations.ts, run by the
// write pipeline in one transaction with the admission locked: filing a
// request orders the admission's discharge ('Discharge pending'), confirming it discharges the
// admission and cancelling it makes the admission active again (discharge-request-rules.ts). An
// edit carries the version the user saw (CONFLICT with SPEC §8's words when someone saved since);
// the store keeps every version with who and when (resource history). A change of the admission's
// status raises 'admission-status-changed' (SPEC §3 Event), published after commit.
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Database } from '../../db/client.ts';
import type { PageArgs } from '../shared/paging.ts';
import { createReader, type WritePipeline } from '../shared/write-pipeline.ts';
import { dischargeReasons } from './admission-reasons.ts';
import type { CreateDischargeRequestArgs, DischargeRequestListArgs, UpdateDischargeRequestArgs } from './discharge-request-input.ts';
import { dischargeRequestQueries as queries } from './discharge-request-queries.ts';
import { type DischargeRequestVersionView, type DischargeRequestView, toDischargeRequestView } from './discharge-request-views.ts';
import type { PatientWrites } from './patient-operations.ts';

type User = SessionUser | null;

export function createDischargeRequestService(db: Database, pipeline: WritePipeline, writes: PatientWrites) {
  const reader = createReader(db);
  return {
    /** The patient's requests, newest first (one admission's when admissionId is given). */
    list: (user: User, args: PageArgs & DischargeRequestListArgs) => reader.run(queries.list, user, args),

    get: (user: User, id: string): Promise<DischargeRequestView> => reader.run(queries.get, user, id),

    /** Every version of the request with who wrote it and when, oldest first. */
    history: (user: User, id: string): Promise<DischargeRequestVersionView[]> => reader.run(queries.history, user, id),

    /** Files a request on an active admission, which becomes discharge-ordered (SPEC §4 'Discharge pending'). */
    create: (user: User, input: CreateDischargeRequestArgs): Promise<DischargeRequestView> =>
      pipeline.run(writes.createDischargeRequest, user, input).then(async (row) => toDischargeRequestView(row, await dischargeReasons(db))),

    /** Changes an open request's fields and status; confirming or cancelling it moves the admission (discharge-request-rules.ts). */
    update: (user: User, input: UpdateDischargeRequestArgs): Promise<DischargeRequestView> =>
      pipeline.run(writes.updateDischargeRequest, user, input).then(async (row) => toDischargeRequestView(row, await dischargeReasons(db))),
  };
}

export type DischargeRequestService = ReturnType<typeof createDischargeRequestService>;
