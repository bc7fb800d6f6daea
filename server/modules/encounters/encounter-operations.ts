// The encounter lifecycle commands of SPEC §4/§7 (create, check-in, check-out, undo check-in,
// cancel, e-sign, amend, telehealth auto check-out, provenance), declared once for the write
// pipeline (DESIGN §5). Each is offline-capable: its clientMutationId makes the runner store the
// receipt with the result, so a resend is answered from it (DESIGN §4 step 3). The target is the
// encounter (or, to create one, its appointment), read and locked in the transaction with the
// change rule and the patient access rule (shared/encounter-target.ts); a step then checks the
// version the device saw, the device's time, the workflow rule (src/domain/encounter-workflow.ts)
// and writes the new encounter version, the appointment status that follows it and a Provenance
// record, all in the transaction's write set (one statement with the receipt, db/write-set.ts).
import type { MissingAnswer } from '../../../src/domain/forms/missing.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import type { OperationName } from '../../../src/domain/operation-permissions.ts';
import type { Appointment } from '../../../src/domain/resources.ts';
import type { GuardedOperation } from '../../auth/authorize.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { badInput, notFound } from '../../errors.ts';
import { topics } from '../../realtime/emitter.ts';
import { scheduleChanged } from '../../realtime/schedule-change.ts';
import { encounterForms, missingOf } from '../forms/encounter-forms.ts';
import type { RaiseNotification } from '../notifications/notification-fanout.ts';
import { assertDeviceTime } from '../shared/device-time.ts';
import { assertCanChangeRecord } from '../shared/encounter-access.ts';
import { encounterRecordRepository } from '../shared/encounter-record-repository.ts';
import { type EncounterTarget, encounterTarget } from '../shared/encounter-target.ts';
import { type EncounterView, type EsignResultView, refId, toEncounterView } from '../shared/encounter-views.ts';
import { loadPatientScope } from '../shared/patient-access.ts';
import type { PatientRead } from '../shared/patient-access-repository.ts';
import { defineWrite, type WriteContext, type WriteTarget } from '../shared/write-pipeline.ts';
import {
  parseAutoCheckout,
  parseCheckOut,
  parseCreateEncounter,
  parseProvenancedStep,
  parseProvenanceRecord,
  parseReasonedStep,
  parseStep,
  type StepInput,
} from './encounter-input.ts';
import { encounterSigned } from './encounter-notification.ts';
import {
  createEncounterRecord,
  recordProvenance,
  refuseSecondVisitInProgress,
  type Transition,
  timeLabel,
  transition,
} from './transitions.ts';

export const TELEHEALTH_ONLY = 'Auto check-out applies to telehealth encounters only.';

/** E-sign refused for missing answers: rolls the transaction back, answered as EsignResult (encounter-mutations.ts). */
export class MissingAnswers extends Error {
  constructor(
    readonly encounter: EncounterView,
    readonly missing: MissingAnswer[],
  ) {
    super('Missing answers');
  }
}

/**
 * The results of telehealth encounters this process changed just now, and the encounter of each
 * (a resend answered from its receipt is another object, not here): the waiting room hears of
 * them after commit (encounter-mutations.ts).
 */
const telehealthChanges = new WeakMap<object, string>();

/** The telehealth encounter a write's result changed when it applied just now, else null. */
export const telehealthChangeOf = (result: unknown): string | null =>
  typeof result === 'object' && result !== null ? (telehealthChanges.get(result) ?? null) : null;

type StepOperation = GuardedOperation & OperationName;

interface StepSpec<I extends StepInput, R> {
  operation: StepOperation;
  input: (raw: unknown) => I;
  plan: (input: I) => Transition;
  /** Lock the encounter's practitioner first (DESIGN §5 lock order), for a guard that reads their other visits. */
  lockClinician?: boolean;
  /** The answer, from the encounter as it now is (e-sign answers an EsignResult). */
  shape?: (view: EncounterView) => R;
  /** Notifications the step raises (SPEC §3 Event), published with its events after commit. */
  notify?: (ctx: WriteContext<I, EncounterTarget>, view: EncounterView) => Promise<readonly { topic: string; payload: unknown }[]>;
}

/** One workflow step on an existing encounter, published as onEncounterUpdated and a schedule change. */
function stepWrite<I extends StepInput, R = EncounterView>(spec: StepSpec<I, R>) {
  return defineWrite({
    operation: spec.operation,
    input: spec.input,
    target: encounterTarget((i: I) => i.encounterId, { lockClinician: spec.lockClinician === true }),
    version: (i) => i.baseVersion,
    clientMutationId: (i) => i.clientMutationId,
    apply: async (ctx): Promise<R> => {
      const view = await transition(ctx, ctx.target, spec.plan(ctx.input));
      const pid = view.practitionerId;
      if (pid) {
        ctx.emit(
          { topic: topics.encounterUpdated(pid), payload: { onEncounterUpdated: view } },
          scheduleChanged(pid, [view.appointmentId], ctx.now),
        );
      }
      if (spec.notify) ctx.emit(...(await spec.notify(ctx, view)));
      const result = spec.shape ? spec.shape(view) : (view as R);
      if (view.deliveryType === 'telehealth') telehealthChanges.set(result as object, view.id);
      return result;
    },
  });
}

/**
 * The appointment an encounter is created for, locked, under the change rule of its practitioner
 * and patient; with the patient as the rule read it (its state is the visit's time zone).
 */
const appointmentTarget: WriteTarget<{ appointmentId: string }, { appointment: ResourceRow<Appointment>; patient: PatientRead }> = {
  kind: 'encounter',
  async resolve(tx, me, input) {
    // The appointment's read reads its patient for the access rule too (one statement).
    const found = await encounterRecordRepository.readAppointmentForChange(tx, input.appointmentId, await loadPatientScope(tx, me));
    if (!found) throw notFound('Appointment');
    const a = found.appointment.content;
    const record = { practitionerId: refId(a.practitioner), patientId: refId(a.patient) };
    const patient = await assertCanChangeRecord(tx, me, record, found.patient);
    return { appointment: found.appointment, patient };
  },
};

export function encounterWrites(raise: RaiseNotification) {
  return {
    createEncounter: defineWrite({
      operation: 'Mutation.createEncounter',
      input: parseCreateEncounter,
      target: appointmentTarget,
      clientMutationId: (i) => i.clientMutationId,
      apply: async (ctx) => {
        const { input, target } = ctx;
        const view = await createEncounterRecord(ctx, target, input, input.provenance);
        const pid = view.practitionerId;
        if (pid) {
          ctx.emit(
            { topic: topics.encounterCreated(pid), payload: { onEncounterCreated: view } },
            scheduleChanged(pid, [view.appointmentId], ctx.now),
          );
        }
        return view;
      },
    }),

    updateEncounter: stepWrite({
      operation: 'Mutation.updateEncounter',
      input: parseCheckOut,
      plan: ({ at }) => ({
        action: { type: 'checkOut', at },
        activity: 'check-out',
        provenance: { recorded: at },
        timeField: 'encounter.checkedOutAt',
      }),
    }),

    // The check-in time is when it happened on the device (maybe offline), not when it synced.
    startEncounter: stepWrite({
      operation: 'Mutation.startEncounter',
      input: parseProvenancedStep,
      lockClinician: true,
      plan: ({ provenance }) => ({
        action: { type: 'checkIn', at: provenance.recorded },
        activity: 'check-in',
        provenance,
        guard: async (tx, row) => {
          const practitionerId = refId(row.content.practitioner);
          if (practitionerId) await refuseSecondVisitInProgress(tx, practitionerId, row.id);
        },
      }),
    }),

    undoCheckIn: stepWrite({
      operation: 'Mutation.undoCheckIn',
      input: parseProvenancedStep,
      plan: ({ provenance }) => ({ action: { type: 'undoCheckIn' }, activity: 'undo-check-in', provenance }),
    }),

    // resetStopActual is accepted for the client's sake; route stops are not stored yet.
    cancelEncounter: stepWrite({
      operation: 'Mutation.cancelEncounter',
      input: parseReasonedStep('cancelReason'),
      plan: ({ reason, provenance }) => ({
        action: { type: 'cancel', reason },
        activity: 'cancel',
        provenance: { ...provenance, reason: provenance.reason || reason },
      }),
    }),

    esignEncounter: stepWrite({
      operation: 'Mutation.esignEncounter',
      input: parseStep,
      plan: ({ provenance }) => ({
        action: (now) => ({ type: 'esign', at: provenance.recorded ?? now.toISOString() }),
        activity: 'e-sign',
        provenance,
        // Checked in the transaction that signs, with the encounter row locked: a form saved
        // meanwhile is either in (saved first) or refused (signed first).
        guard: async (tx, row) => {
          const missing = missingOf(await encounterForms(tx, row));
          if (missing.length > 0) throw new MissingAnswers(toEncounterView(row), missing);
        },
      }),
      shape: (encounter): EsignResultView => ({ signed: true, encounter, missingAnswers: [] }),
      notify: ({ tx, me, now }, view) => encounterSigned(raise, me)(tx, view, now),
    }),

    amendEncounter: stepWrite({
      operation: 'Mutation.amendEncounter',
      input: parseReasonedStep('reason'),
      plan: ({ reason, provenance }) => ({
        action: { type: 'amend', reason },
        activity: 'amend',
        provenance: { ...provenance, reason: provenance.reason || reason },
      }),
    }),

    PerformTMAutoCheckout: stepWrite({
      operation: 'Mutation.PerformTMAutoCheckout',
      input: parseAutoCheckout,
      plan: () => ({
        action: (now) => ({ type: 'checkOut', at: now.toISOString() }),
        activity: 'check-out',
        provenance: { reason: 'Telehealth auto check-out' },
        before: (row) => {
          if (row.content.deliveryType !== 'telehealth') throw badInput(TELEHEALTH_ONLY);
          // SPEC §8: nothing to close unless a session is open (checked in, not out).
          if (row.content.status !== 'in-progress') throw badInput(MESSAGES.noSessionData);
        },
      }),
    }),

    /** A Provenance record of an act on the encounter (no new encounter version: no version check). */
    createProvenance: defineWrite({
      operation: 'Mutation.createProvenance',
      input: parseProvenanceRecord,
      target: encounterTarget((i: { targetId: string }) => i.targetId),
      clientMutationId: (i) => i.clientMutationId,
      apply: async ({ tx, me, now, writes, input: { activity, provenance }, target }) => {
        const encounter = target.encounter;
        await assertDeviceTime(
          tx,
          now,
          target.appointment?.content,
          {
            at: provenance.recorded,
            field: 'provenance.recorded',
            label: timeLabel(activity),
            checkedInAt: activity === 'check-out' ? encounter.content.checkedInAt : null,
          },
          target.patient,
        );
        return recordProvenance(tx, me, now, writes, encounter.id, activity, provenance);
      },
    }),
  };
}

export type EncounterWrites = ReturnType<typeof encounterWrites>;
