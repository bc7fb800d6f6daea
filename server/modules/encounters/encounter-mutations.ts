// The encounter lifecycle commands of SPEC §4/§7 (create, check-in, check-out, undo check-in,
// cancel, e-sign, amend, telehealth auto check-out, provenance). Each parses its input, checks
// the operation rule, then runs through the mutation runner: one transaction with the receipt,
// the version check, the workflow rule (src/domain/encounter-workflow.ts), the new encounter
// version, the appointment status that follows it and a Provenance record.
import type { SessionUser } from '../../../src/domain/access.ts';
import type { MissingAnswer } from '../../../src/domain/forms/missing.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import type { ProvenanceActivity } from '../../../src/domain/resources.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database, Executor } from '../../db/client.ts';
import { badInput, notFound } from '../../errors.ts';
import { type Realtime, topics } from '../../realtime/emitter.ts';
import { scheduleChanged } from '../../realtime/schedule-change.ts';
import { encounterForms, missingOf } from '../forms/encounter-forms.ts';
import type { RaiseNotification } from '../notifications/notification-fanout.ts';
import { assertDeviceTime } from '../shared/device-time.ts';
import { assertCanChangeRecord } from '../shared/encounter-access.ts';
import { encounterRecordRepository } from '../shared/encounter-record-repository.ts';
import { type EncounterView, type EsignResultView, type ProvenanceView, refId, toEncounterView } from '../shared/encounter-views.ts';
import { parseId } from '../shared/ids.ts';
import { createMutationRunner, isUniqueViolation, type RealtimeEvent } from '../shared/mutation-runner.ts';
import { type ProvenanceInput, parse, parseActivity } from './encounter-input.ts';
import { encounterSigned } from './encounter-notification.ts';
import { encounterRepository } from './encounter-repository.ts';
import {
  conflictWith,
  createEncounterRecord,
  recordProvenance,
  refuseSecondVisitInProgress,
  type Transition,
  timeLabel,
  transition,
} from './transitions.ts';

type Maybe<T> = T | null | undefined;

interface Target {
  clientMutationId: string;
  encounterId: string;
  baseVersion: number;
}

export const TELEHEALTH_ONLY = 'Auto check-out applies to telehealth encounters only.';
export const SIGNATURE_PROVENANCE = 'A signature or an amendment can only be recorded by signing or amending the encounter.';
const SIGNATURE_ACTIVITIES: ReadonlySet<ProvenanceActivity> = new Set(['e-sign', 'amend']);

export function createEncounterMutations(
  db: Database,
  realtime: Realtime,
  raise: RaiseNotification,
  /** A telehealth encounter changed (checked out, signed …): the waiting room hears of it (wired in services.ts). */
  onTelehealthChange: (encounterId: string) => Promise<void> = async () => {},
) {
  const runner = createMutationRunner(db, realtime);

  const target = (args: { clientMutationId: string; baseVersion: number }, encounterId: string, field: string): Target => ({
    clientMutationId: parseId(args.clientMutationId, 'clientMutationId'),
    encounterId: parseId(encounterId, field),
    baseVersion: parse('baseVersion', 'baseVersion', args.baseVersion),
  });

  /** One workflow step on an existing encounter, published as onEncounterUpdated. */
  const step = <R = EncounterView>(
    me: SessionUser,
    operation: string,
    variables: Record<string, unknown>,
    t: Target,
    plan: Omit<Transition, 'encounterId' | 'baseVersion'>,
    shape: (view: EncounterView) => R = (view) => view as R,
    /** Notifications the step raises (SPEC §3 Event), published with its events after commit. */
    notify?: (tx: Executor, view: EncounterView, now: Date) => Promise<RealtimeEvent[]>,
  ): Promise<R> => {
    // Set when the step applied (not on a resend answered from its receipt).
    const changed: { view?: EncounterView } = {};
    return runner
      .once(me, { operation, clientMutationId: t.clientMutationId, variables }, async (tx, now, writes) => {
        const view = await transition(tx, me, now, writes, { ...plan, encounterId: t.encounterId, baseVersion: t.baseVersion });
        changed.view = view;
        const pid = view.practitionerId;
        const notified = notify ? await notify(tx, view, now) : [];
        return {
          result: shape(view),
          events: [
            ...(pid
              ? [
                  { topic: topics.encounterUpdated(pid), payload: { onEncounterUpdated: view } },
                  scheduleChanged(pid, [view.appointmentId], now),
                ]
              : []),
            ...notified,
          ],
        };
      })
      .then(async (result) => {
        if (changed.view?.deliveryType === 'telehealth') await onTelehealthChange(changed.view.id);
        return result;
      });
  };

  return {
    async create(
      user: SessionUser | null,
      args: {
        clientMutationId: string;
        encounter: { id: string; appointmentId: string; deliveryType?: Maybe<string> };
        provenance?: unknown;
      },
    ): Promise<EncounterView> {
      const me = authorize(user, 'Mutation.createEncounter');
      const clientMutationId = parseId(args.clientMutationId, 'clientMutationId');
      const provenance = optionalProvenance(args.provenance);
      const input = {
        id: parseId(args.encounter.id, 'encounter.id'),
        appointmentId: parseId(args.encounter.appointmentId, 'encounter.appointmentId'),
        deliveryType: parse('deliveryType', 'encounter.deliveryType', args.encounter.deliveryType) ?? 'in-person',
      };
      try {
        return await runner.once(me, { operation: 'createEncounter', clientMutationId, variables: args }, async (tx, now, writes) => {
          const view = await createEncounterRecord(tx, me, now, writes, input, provenance);
          const pid = view.practitionerId;
          return {
            result: view,
            events: pid
              ? [
                  { topic: topics.encounterCreated(pid), payload: { onEncounterCreated: view } },
                  scheduleChanged(pid, [view.appointmentId], now),
                ]
              : [],
          };
        });
      } catch (error) {
        // Backstop of the unique index (the appointment row lock normally answers first).
        if (!isUniqueViolation(error)) throw error;
        const existing = await encounterRepository.activeForAppointment(db, input.appointmentId);
        throw conflictWith(existing);
      }
    },

    update(
      user: SessionUser | null,
      args: { clientMutationId: string; id: string; baseVersion: number; encounter: { checkedOutAt?: Maybe<string> } },
    ): Promise<EncounterView> {
      const me = authorize(user, 'Mutation.updateEncounter');
      const t = target(args, args.id, 'id');
      if (args.encounter.checkedOutAt == null) throw badInput('encounter.checkedOutAt is required', 'encounter.checkedOutAt');
      const at = parse('dateTime', 'encounter.checkedOutAt', args.encounter.checkedOutAt);
      return step(me, 'updateEncounter', args, t, {
        action: { type: 'checkOut', at },
        activity: 'check-out',
        provenance: { recorded: at },
        timeField: 'encounter.checkedOutAt',
      });
    },

    start(
      user: SessionUser | null,
      args: { clientMutationId: string; encounterId: string; baseVersion: number; provenance: unknown },
    ): Promise<EncounterView> {
      const me = authorize(user, 'Mutation.startEncounter');
      const t = target(args, args.encounterId, 'encounterId');
      const provenance = parse('provenance', 'provenance', args.provenance);
      // The check-in time is when it happened on the device (maybe offline), not when it synced.
      return step(me, 'startEncounter', args, t, {
        action: { type: 'checkIn', at: provenance.recorded },
        activity: 'check-in',
        provenance,
        lockClinician: true,
        guard: async (tx, row) => {
          const practitionerId = refId(row.content.practitioner);
          if (practitionerId) await refuseSecondVisitInProgress(tx, practitionerId, row.id);
        },
      });
    },

    undoCheckIn(
      user: SessionUser | null,
      args: { clientMutationId: string; encounterId: string; baseVersion: number; provenance: unknown },
    ): Promise<EncounterView> {
      const me = authorize(user, 'Mutation.undoCheckIn');
      const t = target(args, args.encounterId, 'encounterId');
      const provenance = parse('provenance', 'provenance', args.provenance);
      return step(me, 'undoCheckIn', args, t, { action: { type: 'undoCheckIn' }, activity: 'undo-check-in', provenance });
    },

    cancel(
      user: SessionUser | null,
      args: {
        clientMutationId: string;
        encounterId: string;
        baseVersion: number;
        cancelReason?: Maybe<string>;
        resetStopActual?: Maybe<boolean>;
        provenance?: unknown;
      },
    ): Promise<EncounterView> {
      const me = authorize(user, 'Mutation.cancelEncounter');
      const t = target(args, args.encounterId, 'encounterId');
      const reason = parse('text', 'cancelReason', args.cancelReason) || null;
      const provenance = optionalProvenance(args.provenance);
      // resetStopActual is accepted for the client's sake; route stops are not stored yet.
      return step(me, 'cancelEncounter', args, t, {
        action: { type: 'cancel', reason },
        activity: 'cancel',
        provenance: { ...provenance, reason: provenance.reason || reason },
      });
    },

    async esign(
      user: SessionUser | null,
      args: { clientMutationId: string; encounterId: string; baseVersion: number; provenance?: unknown },
    ): Promise<EsignResultView> {
      const me = authorize(user, 'Mutation.esignEncounter');
      const t = target(args, args.encounterId, 'encounterId');
      const provenance = optionalProvenance(args.provenance);
      try {
        return await step(
          me,
          'esignEncounter',
          args,
          t,
          {
            action: (now) => ({ type: 'esign', at: provenance.recorded ?? now.toISOString() }),
            activity: 'e-sign',
            provenance,
            // Checked in the transaction that signs, with the encounter row locked: a form saved
            // meanwhile is either in (saved first) or refused (signed first).
            guard: async (tx, row) => {
              const missing = missingOf(await encounterForms(tx, row));
              if (missing.length > 0) throw new MissingAnswers(toEncounterView(row), missing);
            },
          },
          (encounter): EsignResultView => ({ signed: true, encounter, missingAnswers: [] }),
          encounterSigned(raise, me),
        );
      } catch (error) {
        // SPEC §4: e-sign answers with the missing answers (nothing written, no receipt: a resend asks again).
        if (error instanceof MissingAnswers) return { signed: false, encounter: error.encounter, missingAnswers: error.missing };
        throw error;
      }
    },

    amend(
      user: SessionUser | null,
      args: { clientMutationId: string; encounterId: string; baseVersion: number; reason?: Maybe<string>; provenance?: unknown },
    ): Promise<EncounterView> {
      const me = authorize(user, 'Mutation.amendEncounter');
      const t = target(args, args.encounterId, 'encounterId');
      const reason = parse('text', 'reason', args.reason) || null;
      const provenance = optionalProvenance(args.provenance);
      return step(me, 'amendEncounter', args, t, {
        action: { type: 'amend', reason },
        activity: 'amend',
        provenance: { ...provenance, reason: provenance.reason || reason },
      });
    },

    telehealthAutoCheckout(
      user: SessionUser | null,
      args: { clientMutationId: string; encounterId: string; baseVersion: number },
    ): Promise<EncounterView> {
      const me = authorize(user, 'Mutation.PerformTMAutoCheckout');
      const t = target(args, args.encounterId, 'encounterId');
      return step(me, 'PerformTMAutoCheckout', args, t, {
        action: (now) => ({ type: 'checkOut', at: now.toISOString() }),
        activity: 'check-out',
        provenance: { reason: 'Telehealth auto check-out' },
        before: (row) => {
          if (row.content.deliveryType !== 'telehealth') throw badInput(TELEHEALTH_ONLY);
          // SPEC §8: nothing to close unless a session is open (checked in, not out).
          if (row.content.status !== 'in-progress') throw badInput(MESSAGES.noSessionData);
        },
      });
    },

    async createProvenance(
      user: SessionUser | null,
      args: { provenance: unknown; targetId: string; activity: string; clientMutationId?: Maybe<string> },
    ): Promise<ProvenanceView> {
      const me = authorize(user, 'Mutation.createProvenance');
      const clientMutationId = args.clientMutationId == null ? null : parseId(args.clientMutationId, 'clientMutationId');
      const targetId = parseId(args.targetId, 'targetId');
      const activity = parseActivity(args.activity);
      // A signature or an amendment is recorded only by esignEncounter / amendEncounter, which
      // check the documentation first: a bare Provenance must not claim one.
      if (SIGNATURE_ACTIVITIES.has(activity)) throw badInput(SIGNATURE_PROVENANCE, 'activity');
      const provenance: ProvenanceInput = parse('provenance', 'provenance', args.provenance);
      return runner.once(me, { operation: 'createProvenance', clientMutationId, variables: args }, async (tx, now, writes) => {
        const found = await encounterRecordRepository.readForChange(tx, targetId);
        if (!found) throw notFound('Encounter');
        const encounter = found.encounter;
        await assertCanChangeRecord(tx, me, {
          practitionerId: refId(encounter.content.practitioner),
          patientId: refId(encounter.content.subject),
        });
        await assertDeviceTime(tx, now, found.appointment?.content, {
          at: provenance.recorded,
          field: 'provenance.recorded',
          label: timeLabel(activity),
          checkedInAt: activity === 'check-out' ? encounter.content.checkedInAt : null,
        });
        return { result: recordProvenance(tx, me, now, writes, encounter.id, activity, provenance), events: [] };
      });
    },
  };
}

/** An optional ProvenanceInput: what the device said, or nothing (the server's time is used). */
const optionalProvenance = (value: unknown): Partial<ProvenanceInput> => (value == null ? {} : parse('provenance', 'provenance', value));

/** E-sign refused for missing answers: rolls the transaction back, answered as EsignResult. */
class MissingAnswers extends Error {
  constructor(
    readonly encounter: EncounterView,
    readonly missing: MissingAnswer[],
  ) {
    super('Missing answers');
  }
}

export type EncounterMutations = ReturnType<typeof createEncounterMutations>;
