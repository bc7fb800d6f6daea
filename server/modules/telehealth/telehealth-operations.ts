// The waiting room's writes (SPEC §2 waiting room, §7 startEncounter with provenance and
// teleMedicineType), declared once for the write pipeline (DESIGN §5 'One write pipeline'): an
// onsite provider requests a telehealth visit for a patient; the first telehealth clinician to
// check in takes it; a request nobody took can be withdrawn. Each comes from a device's outbox
// (its client mutation id: a resend is answered from its receipt, never applied twice) and tells
// the waiting room through ctx.emit (telehealth-events.ts waitingRoomEvent, logged with its cursor
// when the pipeline publishes it after commit).
//
// Exactly one clinician wins a request: the check-in reads the encounter FOR UPDATE, so a second
// check-in waits for the first to commit and then finds it taken (SPEC §8 'The encounter is
// already in progress. Please select another encounter to check-in.'). The check-in makes the
// checks of every check-in, with their words: the device's time within its bounds
// (shared/device-time.ts), one visit in progress at a time (encounters/transitions.ts), and the
// visit it books over no open visit of the clinician (scheduling/double-booking.ts); its target
// locks the clinician's row before the request (DESIGN §5 one lock order, shared/lock-order.ts).
// One open request per patient: a request's target locks the patient's row, so two onsite
// providers asking at once make one request, the second answered with it.
import { fullName, isTelehealthClinician, type SessionUser } from '../../../src/domain/access.ts';
import { applyWorkflow, appointmentStatusFor } from '../../../src/domain/encounter-workflow.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import type { Appointment, Encounter } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { badInput, forbidden, notFound } from '../../errors.ts';
import { topics } from '../../realtime/emitter.ts';
import { scheduleChanged } from '../../realtime/schedule-change.ts';
import { type ProvenanceInput, parse } from '../encounters/encounter-input.ts';
import { recordProvenance, refuseSecondVisitInProgress, timeLabel } from '../encounters/transitions.ts';
import { assertNotDoubleBooked } from '../scheduling/double-booking.ts';
import { assertDeviceTime } from '../shared/device-time.ts';
import { ownPractitioner } from '../shared/encounter-access.ts';
import { encounterRecordRepository } from '../shared/encounter-record-repository.ts';
import { type EncounterView, refId, snapshotOf, toEncounterView, withSnapshot } from '../shared/encounter-views.ts';
import { parseId } from '../shared/ids.ts';
import { lockClinician } from '../shared/lock-order.ts';
import type { RealtimeEvent } from '../shared/mutation-runner.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
import { defineWrite, type WriteDeclaration, type WriteTarget } from '../shared/write-pipeline.ts';
import { patientTarget } from '../shared/write-targets.ts';
import { waitingRoomEvent } from './telehealth-events.ts';
import { parseMeetingUrl, parseTeleMedicineType, type TELEMEDICINE_TYPES } from './telehealth-input.ts';
import { telehealthRepository } from './telehealth-repository.ts';
import { type TelehealthView, toTelehealthView } from './telehealth-views.ts';

type Maybe<T> = T | null | undefined;

/** Raises the 'New waiting room request' notifications in `tx`; their events are published after commit. */
export type NotifyRequest = (tx: Executor, request: TelehealthView, now: Date) => Promise<{ readonly events: readonly RealtimeEvent[] }>;

/** How long a visit booked by a telehealth check-in holds the clinician's schedule. */
const VISIT_MS = 30 * 60 * 1000;

export const WITHDRAWN = 'Request withdrawn';

export interface RequestArgs {
  clientMutationId: string;
  patientId: string;
  meetingUrl?: Maybe<string>;
}

export interface CancelArgs {
  clientMutationId: string;
  encounterId: string;
  baseVersion: number;
}

export interface CheckInArgs {
  clientMutationId: string;
  encounterId: string;
  baseVersion: number;
  provenance: unknown;
  teleMedicineType?: Maybe<string>;
}

interface CheckIn {
  clientMutationId: string;
  encounterId: string;
  baseVersion: number;
  provenance: ProvenanceInput;
  teleMedicineType: (typeof TELEMEDICINE_TYPES)[number];
}

const viewOf = async (tx: Executor, id: string): Promise<TelehealthView> => {
  const found = await telehealthRepository.read(tx, id);
  if (!found) throw notFound('Encounter');
  return toTelehealthView(found.row, found.names);
};

/**
 * A request nobody took, withdrawn by its onsite provider or a telehealth clinician, of a patient
 * the caller reads (NOT_FOUND / FORBIDDEN), locked; one already taken is refused before its version.
 */
const openRequest: WriteTarget<{ encounterId: string }, ResourceRow<Encounter>> = {
  kind: 'encounter',
  async resolve(tx, me, { encounterId }) {
    const found = await encounterRecordRepository.readForChange(tx, encounterId);
    const row = found?.encounter;
    if (row?.content.deliveryType !== 'telehealth' || !row.content.telehealth) throw notFound('Encounter');
    await assertCanReadPatient(tx, me, refId(row.content.subject) ?? '');
    if (row.content.telehealth.requestedBy.reference !== `User/${me.id}` && !isTelehealthClinician(me)) throw forbidden();
    if (row.content.status !== 'planned' || row.content.practitioner) throw badInput(MESSAGES.encounterInProgress);
    return row;
  },
  versionOf: (row) => row.versionId,
};

interface CheckInTarget {
  practitionerId: string;
  row: ResourceRow<Encounter>;
  appointment: ResourceRow<Appointment> | null;
}

/**
 * The caller's clinician row locked first, then the telehealth encounter (DESIGN §5 one lock
 * order: one check-in of theirs at a time), of a patient they read; one taken by another
 * clinician, or no longer waiting, is refused before its version: exactly one wins.
 */
const waitingEncounter: WriteTarget<{ encounterId: string }, CheckInTarget> = {
  kind: 'encounter',
  async resolve(tx, me, { encounterId }) {
    const practitionerId = ownPractitioner(me);
    await lockClinician(tx, practitionerId);
    const found = await encounterRecordRepository.readForChange(tx, encounterId);
    const row = found?.encounter;
    if (row?.content.deliveryType !== 'telehealth') throw notFound('Encounter');
    await assertCanReadPatient(tx, me, refId(row.content.subject) ?? '');
    const taker = refId(row.content.practitioner);
    if (row.content.status !== 'planned' || (taker !== null && taker !== practitionerId)) throw badInput(MESSAGES.encounterInProgress);
    return { practitionerId, row, appointment: found?.appointment ?? null };
  },
  versionOf: (target) => target.row.versionId,
};

/** The waiting room's request and withdrawal; `notify` raises the request's notifications (services.ts). */
export function telehealthWrites(notify: NotifyRequest) {
  return {
    /** Onsite providers only (the operation's rule); asking again while one waits answers the one waiting. */
    requestTelehealthVisit: defineWrite({
      operation: 'Mutation.requestTelehealthVisit',
      input: (raw: unknown) => {
        const args = raw as RequestArgs;
        return {
          clientMutationId: parseId(args.clientMutationId, 'clientMutationId'),
          patientId: parseId(args.patientId, 'patientId'),
          meetingUrl: parseMeetingUrl(args.meetingUrl),
        };
      },
      // The patient's row locked: a request made at the same moment is seen by the other.
      target: patientTarget((i: { patientId: string }) => i.patientId, { lock: true }),
      clientMutationId: (i) => i.clientMutationId,
      apply: async ({ tx, me, now, input: { meetingUrl }, target: { patientId }, writes, emit }) => {
        const open = await telehealthRepository.openRequestOf(tx, patientId);
        // Nothing is told: the request waiting was announced when it was made.
        if (open) return viewOf(tx, open);
        const phone = await telehealthRepository.phoneOf(tx, me.id);
        const content: Encounter = {
          status: 'planned',
          class: 'virtual',
          deliveryType: 'telehealth',
          type: 'follow-up',
          period: {},
          subject: { reference: `Patient/${patientId}` },
          telehealth: {
            requestedAt: now.toISOString(),
            requestedBy: { reference: `User/${me.id}`, display: fullName(me) },
            ...(phone ? { onsitePhone: phone } : {}),
            ...(meetingUrl ? { meetingUrl } : {}),
          },
        };
        const row = writes.add(stores.encounter.plannedCreate(tx, content, { authorId: me.id, now })).row;
        recordProvenance(tx, me, now, writes, row.id, 'create', {});
        await writes.flush(tx);
        const request = await viewOf(tx, row.id);
        const notified = await notify(tx, request, now);
        emit(waitingRoomEvent('created', request), ...notified.events);
        return request;
      },
    }),

    cancelTelehealthRequest: defineWrite({
      operation: 'Mutation.cancelTelehealthRequest',
      input: (raw: unknown) => {
        const args = raw as CancelArgs;
        return {
          clientMutationId: parseId(args.clientMutationId, 'clientMutationId'),
          encounterId: parseId(args.encounterId, 'encounterId'),
          baseVersion: parse('baseVersion', 'baseVersion', args.baseVersion),
        };
      },
      target: openRequest,
      version: (i) => i.baseVersion,
      clientMutationId: (i) => i.clientMutationId,
      apply: async ({ tx, me, now, input: { baseVersion }, target: row, writes, emit }) => {
        const content: Encounter = { ...row.content, status: 'cancelled', cancelReason: WITHDRAWN };
        writes.add(stores.encounter.plannedUpdate(tx, row.id, content, baseVersion, { authorId: me.id, now }));
        recordProvenance(tx, me, now, writes, row.id, 'cancel', { reason: WITHDRAWN });
        await writes.flush(tx);
        const request = await viewOf(tx, row.id);
        emit(waitingRoomEvent('updated', request));
        return request;
      },
    }),
  };
}

export type TelehealthWrites = ReturnType<typeof telehealthWrites>;

/**
 * startEncounter with teleMedicineType: a telehealth check-in. On a request nobody took, the
 * caller takes it: the visit is booked on their schedule now (its appointment, so it is
 * documented, checked out and signed like any visit) and checked in. The operation is
 * startEncounter's, whose declaration (encounters) the schema walk reads; this is its telehealth
 * form, run by the same pipeline in the same order, and not registered a second time.
 */
export const telehealthCheckIn: WriteDeclaration<CheckIn, CheckInTarget, EncounterView> = {
  operation: 'Mutation.startEncounter',
  // startEncounter's rule is every clinician's: taking a waiting-room request is a telehealth
  // clinician's (FORBIDDEN), linked to their clinician record (NOT_FOUND, as every check-in).
  roles: (me: SessionUser) => {
    if (!isTelehealthClinician(me)) return false;
    ownPractitioner(me);
    return true;
  },
  input: (raw: unknown) => {
    const args = raw as CheckInArgs;
    return {
      clientMutationId: parseId(args.clientMutationId, 'clientMutationId'),
      encounterId: parseId(args.encounterId, 'encounterId'),
      baseVersion: parse('baseVersion', 'baseVersion', args.baseVersion),
      provenance: parse('provenance', 'provenance', args.provenance),
      teleMedicineType: parseTeleMedicineType(args.teleMedicineType ?? ''),
    };
  },
  target: waitingEncounter,
  version: (i) => i.baseVersion,
  clientMutationId: (i) => i.clientMutationId,
  apply: async ({ tx, me, now, input: { baseVersion, provenance, teleMedicineType }, target, writes, emit }) => {
    const { practitionerId, row, appointment } = target;
    const at = provenance.recorded;
    let appointmentRef = row.content.appointment;
    let appointmentContent: Appointment;
    if (appointment) {
      appointmentContent = appointment.content;
    } else {
      const start = new Date(Math.min(Date.parse(at), now.getTime()));
      appointmentContent = {
        status: 'booked',
        appointmentType: row.content.type,
        serviceType: 'woundcare',
        start: start.toISOString(),
        end: new Date(start.getTime() + VISIT_MS).toISOString(),
        patient: row.content.subject,
        practitioner: { reference: `Practitioner/${practitionerId}` },
      };
    }
    // The device's time within the bounds of every check-in; the visit's day is the request's.
    const requestedAt = row.content.telehealth?.requestedAt ?? now.toISOString();
    await assertDeviceTime(tx, now, appointment?.content ?? { ...appointmentContent, start: requestedAt }, {
      at,
      field: 'provenance.recorded',
      label: timeLabel('check-in'),
    });
    const taken: Encounter = {
      ...row.content,
      practitioner: { reference: `Practitioner/${practitionerId}` },
      telehealth: {
        ...(row.content.telehealth ?? { requestedAt: now.toISOString(), requestedBy: { reference: `User/${me.id}` } }),
        teleMedicineType,
      },
    };
    const next = applyWorkflow(snapshotOf(taken), { type: 'checkIn', at });
    // One visit at a time (SPEC §8), and the visit it books holds no time another one holds (SPEC §3).
    await refuseSecondVisitInProgress(tx, practitionerId, row.id);
    if (!appointment) await assertNotDoubleBooked(tx, practitionerId, appointmentContent, { field: 'provenance.recorded' });
    const status = appointmentStatusFor(next, appointmentContent.status);
    if (appointment) {
      if (status !== appointment.content.status) {
        writes.add(
          stores.appointment.plannedUpdate(tx, appointment.id, { ...appointment.content, status }, appointment.versionId, {
            authorId: me.id,
            now,
          }),
        );
      }
    } else {
      const created = writes.add(stores.appointment.plannedCreate(tx, { ...appointmentContent, status }, { authorId: me.id, now })).row;
      appointmentRef = { reference: `Appointment/${created.id}` };
    }
    const content = withSnapshot({ ...taken, ...(appointmentRef ? { appointment: appointmentRef } : {}) }, next);
    const updated = writes.add(stores.encounter.plannedUpdate(tx, row.id, content, baseVersion, { authorId: me.id, now })).row;
    recordProvenance(tx, me, now, writes, row.id, 'check-in', provenance);
    await writes.flush(tx);
    const encounter = toEncounterView(updated);
    emit(
      { topic: topics.encounterUpdated(practitionerId), payload: { onEncounterUpdated: encounter } },
      scheduleChanged(practitionerId, [encounter.appointmentId], now),
      waitingRoomEvent('updated', await viewOf(tx, row.id)),
    );
    return encounter;
  },
};
