// The waiting room's changes (SPEC §2 waiting room, §7 startEncounter with provenance and
// teleMedicineType): an onsite provider requests a telehealth visit for a patient; the first
// telehealth clinician to check in takes it; a request nobody took can be withdrawn. Each runs
// through the mutation runner (one transaction with its receipt: a resend is answered, never
// applied twice), then logs and publishes the waiting-room event.
//
// Exactly one clinician wins a request: the check-in reads the encounter FOR UPDATE, so a second
// check-in waits for the first to commit and then finds it taken (SPEC §8 'The encounter is
// already in progress. Please select another encounter to check-in.'). The check-in makes the
// checks of every check-in (DESIGN §5 'One write pipeline'), with their words: the device's time
// within its bounds (shared/device-time.ts), one visit in progress at a time
// (encounters/transitions.ts), and the visit it books over no open visit of the clinician
// (scheduling/double-booking.ts); it locks the clinician's row before the request (DESIGN §5 one
// lock order). One open request per patient: a request locks the patient's row, so two onsite
// providers asking at once make one request, the second answered with it.
import { fullName, isTelehealthClinician, type SessionUser } from '../../../src/domain/access.ts';
import { applyWorkflow, appointmentStatusFor } from '../../../src/domain/encounter-workflow.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import type { Appointment, Encounter } from '../../../src/domain/resources.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database, Executor } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import { badInput, forbidden, notFound } from '../../errors.ts';
import { type Realtime, topics } from '../../realtime/emitter.ts';
import { scheduleChanged } from '../../realtime/schedule-change.ts';
import { parse } from '../encounters/encounter-input.ts';
import { recordProvenance, refuseSecondVisitInProgress, timeLabel } from '../encounters/transitions.ts';
import { assertNotDoubleBooked } from '../scheduling/double-booking.ts';
import { assertDeviceTime } from '../shared/device-time.ts';
import { ownPractitioner } from '../shared/encounter-access.ts';
import { encounterRecordRepository } from '../shared/encounter-record-repository.ts';
import { refId, snapshotOf, toEncounterView, withSnapshot } from '../shared/encounter-views.ts';
import { parseId } from '../shared/ids.ts';
import { lockClinician } from '../shared/lock-order.ts';
import { conflict, createMutationRunner } from '../shared/mutation-runner.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
import type { WaitingRoomEvents } from './telehealth-events.ts';
import { parseMeetingUrl, parseTeleMedicineType } from './telehealth-input.ts';
import { telehealthRepository } from './telehealth-repository.ts';
import { type TelehealthView, toTelehealthView } from './telehealth-views.ts';

type Maybe<T> = T | null | undefined;

/** Raises the 'New waiting room request' notifications in `tx`; returns what publishes them after commit. */
export type NotifyRequest = (tx: Executor, request: TelehealthView, now: Date) => Promise<() => Promise<void>>;

/** How long a visit booked by a telehealth check-in holds the clinician's schedule. */
const VISIT_MS = 30 * 60 * 1000;

export const WITHDRAWN = 'Request withdrawn';

export function createTelehealthMutations(db: Database, realtime: Realtime, events: WaitingRoomEvents, notify: NotifyRequest) {
  const runner = createMutationRunner(db, realtime);

  const viewOf = async (tx: Executor, id: string): Promise<TelehealthView> => {
    const found = await telehealthRepository.read(tx, id);
    if (!found) throw notFound('Encounter');
    return toTelehealthView(found.row, found.names);
  };

  return {
    async request(user: SessionUser | null, args: { clientMutationId: string; patientId: string; meetingUrl?: Maybe<string> }) {
      // Onsite providers only: the operation's rule (operation-permissions.ts).
      const me = authorize(user, 'Mutation.requestTelehealthVisit');
      const clientMutationId = parseId(args.clientMutationId, 'clientMutationId');
      const patientId = parseId(args.patientId, 'patientId');
      const meetingUrl = parseMeetingUrl(args.meetingUrl);
      // Set only when this call created the request (a resend or an open request publishes nothing).
      const after: { publish?: () => Promise<void> } = {};
      const view = await runner.once(
        me,
        { operation: 'requestTelehealthVisit', clientMutationId, variables: args },
        async (tx, now, writes) => {
          await assertCanReadPatient(tx, me, patientId);
          // One open request per patient: asking again answers the one already waiting. The
          // patient's row is locked first, so a request made at the same moment is seen here.
          await stores.patient.read(tx, patientId, { forUpdate: true });
          const open = await telehealthRepository.openRequestOf(tx, patientId);
          if (open) return { result: await viewOf(tx, open), events: [] };
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
          const result = await viewOf(tx, row.id);
          after.publish = await notify(tx, result, now);
          return { result, events: [] };
        },
      );
      if (after.publish) {
        await events.publish('created', view);
        await after.publish();
      }
      return view;
    },

    async cancel(user: SessionUser | null, args: { clientMutationId: string; encounterId: string; baseVersion: number }) {
      const me = authorize(user, 'Mutation.cancelTelehealthRequest');
      const clientMutationId = parseId(args.clientMutationId, 'clientMutationId');
      const encounterId = parseId(args.encounterId, 'encounterId');
      const baseVersion = parse('baseVersion', 'baseVersion', args.baseVersion);
      const view = await runner.once(
        me,
        { operation: 'cancelTelehealthRequest', clientMutationId, variables: args },
        async (tx, now, writes) => {
          const found = await encounterRecordRepository.readForChange(tx, encounterId);
          const row = found?.encounter;
          if (row?.content.deliveryType !== 'telehealth' || !row.content.telehealth) throw notFound('Encounter');
          await assertCanReadPatient(tx, me, refId(row.content.subject) ?? '');
          if (row.content.telehealth.requestedBy.reference !== `User/${me.id}` && !isTelehealthClinician(me)) throw forbidden();
          if (row.content.status !== 'planned' || row.content.practitioner) throw badInput(MESSAGES.encounterInProgress);
          if (row.versionId !== baseVersion) throw conflict({ currentVersion: row.versionId });
          const content: Encounter = { ...row.content, status: 'cancelled', cancelReason: WITHDRAWN };
          writes.add(stores.encounter.plannedUpdate(tx, row.id, content, baseVersion, { authorId: me.id, now }));
          recordProvenance(tx, me, now, writes, row.id, 'cancel', { reason: WITHDRAWN });
          await writes.flush(tx);
          return { result: await viewOf(tx, row.id), events: [] };
        },
      );
      await events.publish('updated', view);
      return view;
    },

    /**
     * startEncounter with teleMedicineType: a telehealth check-in. On a request nobody took, the
     * caller takes it: the visit is booked on their schedule now (its appointment, so it is
     * documented, checked out and signed like any visit) and checked in.
     */
    async checkIn(
      user: SessionUser | null,
      args: { clientMutationId: string; encounterId: string; baseVersion: number; provenance: unknown; teleMedicineType?: Maybe<string> },
    ) {
      const me = authorize(user, 'Mutation.startEncounter');
      // startEncounter's rule is every clinician's: taking a waiting-room request is a telehealth clinician's.
      if (!isTelehealthClinician(me)) throw forbidden();
      const practitionerId = ownPractitioner(me);
      const clientMutationId = parseId(args.clientMutationId, 'clientMutationId');
      const encounterId = parseId(args.encounterId, 'encounterId');
      const baseVersion = parse('baseVersion', 'baseVersion', args.baseVersion);
      const provenance = parse('provenance', 'provenance', args.provenance);
      const teleMedicineType = parseTeleMedicineType(args.teleMedicineType ?? '');
      const view = await runner.once(me, { operation: 'startEncounter', clientMutationId, variables: args }, async (tx, now, writes) => {
        // The clinician's row first, then the visit (DESIGN §5 one lock order): one check-in of theirs at a time.
        await lockClinician(tx, practitionerId);
        const found = await encounterRecordRepository.readForChange(tx, encounterId);
        const row = found?.encounter;
        if (row?.content.deliveryType !== 'telehealth') throw notFound('Encounter');
        await assertCanReadPatient(tx, me, refId(row.content.subject) ?? '');
        const taker = refId(row.content.practitioner);
        // Exactly one wins: whoever finds it taken (or no longer waiting) is told so.
        if (row.content.status !== 'planned' || (taker !== null && taker !== practitionerId)) throw badInput(MESSAGES.encounterInProgress);
        if (row.versionId !== baseVersion) throw conflict({ currentVersion: row.versionId });
        const at = provenance.recorded;
        const appointment = found?.appointment ?? null;
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
        return {
          result: encounter,
          events: [
            { topic: topics.encounterUpdated(practitionerId), payload: { onEncounterUpdated: encounter } },
            scheduleChanged(practitionerId, [encounter.appointmentId], now),
          ],
        };
      });
      const request = await telehealthRepository.read(db, view.id);
      if (request) await events.publish('updated', toTelehealthView(request.row, request.names));
      return view;
    },
  };
}

export type TelehealthMutations = ReturnType<typeof createTelehealthMutations>;
