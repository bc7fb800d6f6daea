// The steps inside one encounter mutation's transaction, run by the write pipeline's apply
// (encounter-operations.ts) after its target read the encounter (or, to create one, the
// appointment) FOR UPDATE, checked the change rule and the patient access rule
// (shared/encounter-target.ts) and the version: two mutations on one encounter (or one
// appointment) run one after the other, and the second is refused with CONFLICT before it writes
// anything. Lock order is the one of DESIGN §5 (shared/lock-order.ts): the practitioner when the
// step needs it (check-in: one visit at a time), then encounter → appointment (one query;
// create: the appointment), then the receipt. The steps only read and decide; every write goes
// into the transaction's WriteSet, which the mutation runner sends with the receipt as one
// statement. A time the device gave is bounded by the visit (device-time.ts) before the step is
// decided.
import { fullName, type SessionUser } from '../../../src/domain/access.ts';
import { CLIENT_TIME_LABELS, type ClientTimeLabel } from '../../../src/domain/client-time.ts';
import { applyWorkflow, appointmentStatusFor, WORKFLOW_MESSAGES, type WorkflowAction } from '../../../src/domain/encounter-workflow.ts';
import type { Appointment, Encounter, Provenance, ProvenanceActivity } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import type { WriteSet } from '../../db/write-set.ts';
import { badInput, conflict } from '../../errors.ts';
import { assertDeviceTime } from '../shared/device-time.ts';
import type { EncounterTarget } from '../shared/encounter-target.ts';
import {
  type EncounterView,
  type ProvenanceView,
  refId,
  snapshotOf,
  toEncounterView,
  toProvenanceView,
  withSnapshot,
} from '../shared/encounter-views.ts';
import type { PatientRead } from '../shared/patient-access-repository.ts';
import type { ProvenanceInput } from './encounter-input.ts';
import { encounterRepository } from './encounter-repository.ts';

export interface Transition {
  action: WorkflowAction | ((now: Date) => WorkflowAction);
  activity: ProvenanceActivity;
  /** What the device said; `recorded` defaults to the server's time. */
  provenance: Partial<ProvenanceInput>;
  /** The input field `provenance.recorded` came from, when not that one (check-out: encounter.checkedOutAt). */
  timeField?: string;
  /** A rule of this command checked before the workflow's own (its words win over the workflow's). */
  before?: (row: ResourceRow<Encounter>) => void;
  /** A further rule of this command, checked after the workflow allows the step. */
  guard?: (tx: Executor, row: ResourceRow<Encounter>) => Promise<void>;
}

/** What a step is given of the write's transaction (write-pipeline.ts WriteContext). */
export interface StepContext {
  tx: Executor;
  me: SessionUser;
  now: Date;
  writes: WriteSet;
}

/** CONFLICT naming the appointment's existing encounter, so the device can adopt it. */
export function conflictWith(existing: ResourceRow<Encounter> | null) {
  if (!existing) return badInput('The appointment already has an encounter.', 'encounter.appointmentId');
  const error = conflict(existing.versionId);
  error.details.encounterId = existing.id;
  return error;
}

/** SPEC §8: one visit at a time; the practitioner's row is locked first, so two check-ins cannot both pass. */
export async function refuseSecondVisitInProgress(tx: Executor, practitionerId: string, exceptEncounterId: string): Promise<void> {
  if (await encounterRepository.hasOtherInProgress(tx, practitionerId, exceptEncounterId)) {
    throw badInput(WORKFLOW_MESSAGES.alreadyInProgress);
  }
}

/**
 * One workflow step on the encounter the write pipeline resolved (shared/encounter-target.ts:
 * read, locked, the change rule) and whose version it checked: the device time, the command's
 * rules, the workflow, then the new encounter version, its appointment's and the Provenance.
 */
export async function transition({ tx, me, now, writes }: StepContext, target: EncounterTarget, plan: Transition): Promise<EncounterView> {
  const row = target.encounter;
  const recorded = plan.provenance.recorded;
  if (recorded) {
    await assertDeviceTime(
      tx,
      now,
      target.appointment?.content,
      {
        at: recorded,
        field: plan.timeField ?? 'provenance.recorded',
        label: timeLabel(plan.activity),
        checkedInAt: plan.activity === 'check-out' ? row.content.checkedInAt : null,
      },
      target.patient,
    );
  }
  plan.before?.(row);
  const action = typeof plan.action === 'function' ? plan.action(now) : plan.action;
  const next = applyWorkflow(snapshotOf(row.content), action);
  await plan.guard?.(tx, row);
  const content = withSnapshot(row.content, next);
  const updated = writes.add(stores.encounter.plannedUpdate(tx, row.id, content, row.versionId, { authorId: me.id, now })).row;
  await followAppointment(tx, me, now, writes, updated.content, target.appointment ?? undefined);
  recordProvenance(tx, me, now, writes, row.id, plan.activity, plan.provenance);
  return toEncounterView(updated);
}

/** What a device time is called in a refusal: the check-in and check-out times by name. */
export const timeLabel = (activity: ProvenanceActivity): ClientTimeLabel =>
  activity === 'check-in'
    ? CLIENT_TIME_LABELS.checkIn
    : activity === 'check-out'
      ? CLIENT_TIME_LABELS.checkOut
      : CLIENT_TIME_LABELS.recorded;

/**
 * The appointment's status follows its encounter (its own version bump, only when it changes).
 * `locked`: the appointment row when the caller has already read it FOR UPDATE.
 */
async function followAppointment(
  tx: Executor,
  me: SessionUser,
  now: Date,
  writes: WriteSet,
  encounter: Encounter,
  locked?: ResourceRow<Appointment>,
): Promise<void> {
  const appointmentId = refId(encounter.appointment);
  if (!appointmentId) return;
  const appointment = locked?.id === appointmentId ? locked : await stores.appointment.read(tx, appointmentId, { forUpdate: true });
  if (!appointment) return;
  const status = appointmentStatusFor(snapshotOf(encounter), appointment.content.status);
  if (status === appointment.content.status) return;
  const content = { ...appointment.content, status };
  writes.add(stores.appointment.plannedUpdate(tx, appointment.id, content, appointment.versionId, { authorId: me.id, now }));
}

/** The Provenance record of an act on the encounter (written with the rest of `writes`). */
export function recordProvenance(
  tx: Executor,
  me: SessionUser,
  now: Date,
  writes: WriteSet,
  encounterId: string,
  activity: ProvenanceActivity,
  input: Partial<ProvenanceInput>,
): ProvenanceView {
  const content: Provenance = {
    target: [{ reference: `Encounter/${encounterId}` }],
    recorded: input.recorded ?? now.toISOString(),
    activity,
    agent: [{ who: { reference: `User/${me.id}`, display: fullName(me) } }],
  };
  if (input.reason) content.reason = input.reason;
  if (input.device) content.device = input.device;
  if (input.latitude != null && input.longitude != null) content.position = { latitude: input.latitude, longitude: input.longitude };
  return toProvenanceView(writes.add(stores.provenance.plannedCreate(tx, content, { authorId: me.id, now })).row);
}

/** A planned encounter for an appointment (read, locked and checked by the write's target), with the id the device made. */
export async function createEncounterRecord(
  { tx, me, now, writes }: StepContext,
  { appointment, patient }: { appointment: ResourceRow<Appointment>; patient?: PatientRead },
  input: { id: string; deliveryType: Encounter['deliveryType'] },
  provenance: Partial<ProvenanceInput>,
): Promise<EncounterView> {
  const a = appointment.content;
  const { active, idTaken } = await encounterRepository.beforeCreate(tx, input.id, appointment.id);
  if (active) throw conflictWith(active);
  if (a.status === 'cancelled') throw badInput(WORKFLOW_MESSAGES.notAllowed, 'encounter.appointmentId');
  if (idTaken) throw badInput('encounter.id is already in use', 'encounter.id');
  if (provenance.recorded) {
    const time = { at: provenance.recorded, field: 'provenance.recorded', label: CLIENT_TIME_LABELS.recorded };
    await assertDeviceTime(tx, now, a, time, patient);
  }
  const content: Encounter = {
    id: input.id,
    status: 'planned',
    class: input.deliveryType === 'telehealth' ? 'virtual' : 'home',
    deliveryType: input.deliveryType,
    type: a.appointmentType,
    period: {},
    subject: a.patient,
    appointment: { reference: `Appointment/${appointment.id}` },
  };
  if (a.practitioner) content.practitioner = a.practitioner;
  if (a.episodeOfCare) content.episodeOfCare = a.episodeOfCare;
  const row = writes.add(stores.encounter.plannedCreate(tx, content, { authorId: me.id, now })).row;
  await followAppointment(tx, me, now, writes, row.content, appointment);
  recordProvenance(tx, me, now, writes, row.id, 'create', provenance);
  return toEncounterView(row);
}
