// The steps inside one encounter mutation's transaction. Rows are read FOR UPDATE, so two
// mutations on one encounter (or one appointment) run one after the other: the second sees the
// first's version and is refused with CONFLICT before it writes anything. Lock order is the one
// of DESIGN §5 (shared/lock-order.ts): the practitioner when the step needs it (check-in: one
// visit at a time), then encounter → appointment (one query; create: the appointment), then the
// receipt. Every step checks the change rule and the patient access rule (encounter-access.ts
// assertCanChangeRecord) before anything else about the encounter. The steps only read and
// decide; every write goes into the transaction's WriteSet, which the mutation runner sends with
// the receipt as one statement. A time the device gave is bounded by the visit
// (device-time.ts) before the step is decided.
import { fullName, type SessionUser } from '../../../src/domain/access.ts';
import { CLIENT_TIME_LABELS, type ClientTimeLabel } from '../../../src/domain/client-time.ts';
import { applyWorkflow, appointmentStatusFor, WORKFLOW_MESSAGES, type WorkflowAction } from '../../../src/domain/encounter-workflow.ts';
import type { Appointment, Encounter, Provenance, ProvenanceActivity } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import type { WriteSet } from '../../db/write-set.ts';
import { badInput, notFound } from '../../errors.ts';
import { assertDeviceTime } from '../shared/device-time.ts';
import { assertCanChangeRecord } from '../shared/encounter-access.ts';
import { encounterRecordRepository } from '../shared/encounter-record-repository.ts';
import {
  type EncounterView,
  type ProvenanceView,
  refId,
  snapshotOf,
  toEncounterView,
  toProvenanceView,
  withSnapshot,
} from '../shared/encounter-views.ts';
import { lockVisitAfterClinician } from '../shared/lock-order.ts';
import { conflict } from '../shared/mutation-runner.ts';
import type { ProvenanceInput } from './encounter-input.ts';
import { encounterRepository } from './encounter-repository.ts';

export interface Transition {
  encounterId: string;
  baseVersion: number;
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
  /** Lock the encounter's practitioner first (DESIGN §5 lock order), for a guard that reads their other visits. */
  lockClinician?: boolean;
}

/** CONFLICT naming the appointment's existing encounter, so the device can adopt it. */
export const conflictWith = (existing: ResourceRow<Encounter> | null) =>
  existing
    ? conflict({ encounterId: existing.id, currentVersion: existing.versionId })
    : badInput('The appointment already has an encounter.', 'encounter.appointmentId');

/** SPEC §8: one visit at a time; the practitioner's row is locked first, so two check-ins cannot both pass. */
export async function refuseSecondVisitInProgress(tx: Executor, practitionerId: string, exceptEncounterId: string): Promise<void> {
  if (await encounterRepository.hasOtherInProgress(tx, practitionerId, exceptEncounterId)) {
    throw badInput(WORKFLOW_MESSAGES.alreadyInProgress);
  }
}

/** The encounter and its appointment locked for a change; after its practitioner when asked. */
async function readForChange(tx: Executor, encounterId: string, lockClinician: boolean) {
  if (!lockClinician) return encounterRecordRepository.readForChange(tx, encounterId);
  const { visit } = await lockVisitAfterClinician(tx, {
    peek: async () => refId((await stores.encounter.read(tx, encounterId))?.content.practitioner),
    lock: () => encounterRecordRepository.readForChange(tx, encounterId),
    clinicianOf: (found) => refId(found?.encounter.content.practitioner),
  });
  return visit;
}

export async function transition(tx: Executor, me: SessionUser, now: Date, writes: WriteSet, plan: Transition): Promise<EncounterView> {
  const found = await readForChange(tx, plan.encounterId, plan.lockClinician === true);
  if (!found) throw notFound('Encounter');
  const row = found.encounter;
  // Ownership and the patient before the version: another user learns nothing about the encounter.
  await assertCanChangeRecord(tx, me, { practitionerId: refId(row.content.practitioner), patientId: refId(row.content.subject) });
  if (row.versionId !== plan.baseVersion) throw conflict({ currentVersion: row.versionId });
  const recorded = plan.provenance.recorded;
  if (recorded) {
    await assertDeviceTime(tx, now, found.appointment?.content, {
      at: recorded,
      field: plan.timeField ?? 'provenance.recorded',
      label: timeLabel(plan.activity),
      checkedInAt: plan.activity === 'check-out' ? row.content.checkedInAt : null,
    });
  }
  plan.before?.(row);
  const action = typeof plan.action === 'function' ? plan.action(now) : plan.action;
  const next = applyWorkflow(snapshotOf(row.content), action);
  await plan.guard?.(tx, row);
  const content = withSnapshot(row.content, next);
  const updated = writes.add(stores.encounter.plannedUpdate(tx, row.id, content, plan.baseVersion, { authorId: me.id, now })).row;
  await followAppointment(tx, me, now, writes, updated.content, found.appointment ?? undefined);
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

/** A planned encounter for an appointment of the caller's own, with the id the device made. */
export async function createEncounterRecord(
  tx: Executor,
  me: SessionUser,
  now: Date,
  writes: WriteSet,
  input: { id: string; appointmentId: string; deliveryType: Encounter['deliveryType'] },
  provenance: Partial<ProvenanceInput>,
): Promise<EncounterView> {
  const appointment = await stores.appointment.read(tx, input.appointmentId, { forUpdate: true });
  if (!appointment) throw notFound('Appointment');
  const a = appointment.content;
  await assertCanChangeRecord(tx, me, { practitionerId: refId(a.practitioner), patientId: refId(a.patient) });
  const { active, idTaken } = await encounterRepository.beforeCreate(tx, input.id, appointment.id);
  if (active) throw conflictWith(active);
  if (a.status === 'cancelled') throw badInput(WORKFLOW_MESSAGES.notAllowed, 'encounter.appointmentId');
  if (idTaken) throw badInput('encounter.id is already in use', 'encounter.id');
  if (provenance.recorded) {
    await assertDeviceTime(tx, now, a, { at: provenance.recorded, field: 'provenance.recorded', label: CLIENT_TIME_LABELS.recorded });
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
