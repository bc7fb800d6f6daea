// SPEC §3/§4 discharge requests of an admission. Each operation checks its rule first
// (authorize: 'patient'; reviewer-readonly and external users change nothing), parses its input (BAD_USER_INPUT
// naming the field), then the patient access rule on the request's patient (NOT_FOUND /
// FORBIDDEN, like Patient). Writes run in one transaction with the admission locked: filing a
// request orders the admission's discharge ('Discharge pending'), confirming it discharges the
// admission and cancelling it makes the admission active again (discharge-request-rules.ts). An
// edit carries the version the user saw (CONFLICT with SPEC §8's words when someone saved since);
// the store keeps every version with who and when (resource history). A change of the admission's
// status raises 'admission-status-changed' (SPEC §3 Event), published after commit.
import type { SessionUser } from '../../../src/domain/access.ts';
import { mayChangeChart } from '../../../src/domain/chart/chart-record-access.ts';
import { ERROR_CODES } from '../../../src/domain/errors.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import { withAdmissionStatus } from '../../../src/domain/patients/admission-history.ts';
import type { DischargeRequest } from '../../../src/domain/patients/discharge-request.ts';
import {
  admissionAfterRequest,
  DISCHARGE_REQUEST_MESSAGES,
  isOpenRequest,
  mayFileDischargeRequest,
  nextRequestStatuses,
} from '../../../src/domain/patients/discharge-request-rules.ts';
import type { EpisodeOfCare } from '../../../src/domain/resources.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database, Executor } from '../../db/client.ts';
import { ConflictError, type ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { AppError, badInput, forbidden, notFound } from '../../errors.ts';
import type { RaiseNotification } from '../notifications/notification-fanout.ts';
import { isId, parseId } from '../shared/ids.ts';
import { type PageArgs, pagedList } from '../shared/paging.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
import { admissionChanged } from './admission-notification.ts';
import {
  type CreateDischargeRequestArgs,
  type DischargeRequestListArgs,
  parseCreateDischargeRequest,
  parseDischargeRequestListArgs,
  parseUpdateDischargeRequest,
  type UpdateDischargeRequestArgs,
} from './discharge-request-input.ts';
import { dischargeRequestRepository } from './discharge-request-repository.ts';
import {
  type DischargeRequestVersionView,
  type DischargeRequestView,
  toDischargeRequestVersionView,
  toDischargeRequestView,
} from './discharge-request-views.ts';

const patientIdOf = (reference: string): string | null => {
  const [type, id] = reference.split('/');
  return type === 'Patient' && id && isId(id) ? id : null;
};

const conflict = (currentVersion: number) => new AppError(ERROR_CODES.CONFLICT, MESSAGES.conflict, { currentVersion });

/** The admission with its status changed at `at` (a discharge closes its period). */
function admissionWith(content: EpisodeOfCare, status: EpisodeOfCare['status'], at: string): EpisodeOfCare {
  const next = withAdmissionStatus(content, status, at);
  next.period = status === 'discharged' ? { start: content.period.start, end: at } : { start: content.period.start };
  return next;
}

export function createDischargeRequestService(db: Database, raise: RaiseNotification) {
  /** The request (NOT_FOUND when there is none) once the caller may read its patient. */
  async function readable(tx: Executor, user: SessionUser, id: string, forUpdate = false): Promise<ResourceRow<DischargeRequest>> {
    const row = await stores.dischargeRequest.read(tx, id, { forUpdate });
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
    async create(user: SessionUser | null, input: CreateDischargeRequestArgs): Promise<DischargeRequestView> {
      const me = authorize(user, 'Mutation.createDischargeRequest');
      if (!mayChangeChart(me, 'Mutation.createDischargeRequest')) throw forbidden();
      const { patientId, admissionId, fields } = parseCreateDischargeRequest(input);
      const { view, publish } = await db.transaction(async (tx) => {
        const admission = await stores.episodeOfCare.read(tx, admissionId, { forUpdate: true });
        if (!admission || patientIdOf(admission.content.patient.reference) !== patientId) throw notFound('Admission');
        await assertCanReadPatient(tx, me, patientId);
        if (!mayFileDischargeRequest(admission.content.status))
          throw badInput(DISCHARGE_REQUEST_MESSAGES.needsActiveAdmission, 'admissionId');
        const now = new Date();
        const at = now.toISOString();
        const content: DischargeRequest = {
          resourceType: 'DischargeRequest',
          status: 'requested',
          patient: { reference: `Patient/${patientId}` },
          episodeOfCare: { reference: `EpisodeOfCare/${admissionId}` },
          requestedOn: at,
          requestedDate: fields.requestedDate,
          disposition: fields.disposition,
          reason: fields.reason,
          requester: { reference: `User/${me.id}`, display: `${me.givenName} ${me.familyName}`.trim() },
        };
        if (fields.dischargeOption) content.dischargeOption = fields.dischargeOption;
        if (fields.notes) content.notes = fields.notes;
        const saved = await stores.dischargeRequest.create(tx, content, { authorId: me.id, now });
        await stores.episodeOfCare.update(tx, admissionId, admissionWith(admission.content, 'discharge-ordered', at), admission.versionId, {
          authorId: me.id,
          now,
        });
        const notified = await raise(tx, admissionChanged(patientId, admissionId, 'discharge-ordered', me.id), now);
        return { view: toDischargeRequestView(saved), publish: notified };
      });
      await publish();
      return view;
    },

    /** Changes an open request's fields and status; confirming or cancelling it moves the admission (discharge-request-rules.ts). */
    async update(user: SessionUser | null, input: UpdateDischargeRequestArgs): Promise<DischargeRequestView> {
      const me = authorize(user, 'Mutation.updateDischargeRequest');
      if (!mayChangeChart(me, 'Mutation.updateDischargeRequest')) throw forbidden();
      const { id, versionId, edit } = parseUpdateDischargeRequest(input);
      const { view, publish } = await db.transaction(async (tx) => {
        const row = await readable(tx, me, id, true);
        if (row.versionId !== versionId) throw conflict(row.versionId);
        const current = row.content;
        if (!isOpenRequest(current.status)) throw badInput(DISCHARGE_REQUEST_MESSAGES.closed, 'status');
        if (!nextRequestStatuses(current.status).includes(edit.status)) throw badInput(MESSAGES.incorrectValue, 'status');
        const now = new Date();
        const content: DischargeRequest = {
          ...current,
          status: edit.status,
          requestedDate: edit.requestedDate,
          disposition: edit.disposition,
          reason: edit.reason,
        };
        if (edit.dischargeOption) content.dischargeOption = edit.dischargeOption;
        else delete content.dischargeOption;
        if (edit.notes) content.notes = edit.notes;
        else delete content.notes;

        const admissionId = current.episodeOfCare.reference.split('/')[1] ?? '';
        const admission = isId(admissionId) ? await stores.episodeOfCare.read(tx, admissionId, { forUpdate: true }) : null;
        const admissionStatus = admission ? admissionAfterRequest(admission.content.status, current.status, edit.status) : null;
        try {
          const saved = await stores.dischargeRequest.update(tx, id, content, row.versionId, { authorId: me.id, now });
          if (admission && admissionStatus) {
            await stores.episodeOfCare.update(
              tx,
              admission.id,
              admissionWith(admission.content, admissionStatus, now.toISOString()),
              admission.versionId,
              {
                authorId: me.id,
                now,
              },
            );
          }
          const patientId = patientIdOf(current.patient.reference);
          const notified =
            admission && admissionStatus && patientId
              ? await raise(tx, admissionChanged(patientId, admission.id, admissionStatus, me.id), now)
              : async () => {};
          return { view: toDischargeRequestView(saved), publish: notified };
        } catch (error) {
          if (error instanceof ConflictError && error.resourceType === 'DischargeRequest') throw conflict(error.currentVersion);
          throw error;
        }
      });
      await publish();
      return view;
    },
  };
}

export type DischargeRequestService = ReturnType<typeof createDischargeRequestService>;
