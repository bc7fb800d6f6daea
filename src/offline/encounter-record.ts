// The bridge between stored records (the server's GraphQL shapes) and the shared encounter state
// machine (src/domain/encounter-workflow.ts): the device applies exactly the transition the
// server will apply, and can replay queued actions on top of a fresh server copy (re-base).
import {
  applyWorkflow,
  appointmentStatusFor,
  type EncounterSnapshot,
  type EncounterStateFlags,
  encounterState,
  WORKFLOW_MESSAGES,
  type WorkflowAction,
  WorkflowError,
} from '../domain/encounter-workflow';
import {
  APPOINTMENT_STATUSES,
  type AppointmentStatus,
  ENCOUNTER_STATUSES,
  ENCOUNTER_WORKFLOW_STATES,
  type EncounterStatus,
  type EncounterWorkflowState,
} from '../domain/resources';
import type { EncounterFieldsFragment } from '../gql/graphql';
import type { AppointmentRecord, DeviceDb, EncounterRecord, OutboxEntry } from './device-db';

const isEncounterStatus = (s: string): s is EncounterStatus => (ENCOUNTER_STATUSES as readonly string[]).includes(s);
const isWorkflowState = (s: string | null): s is EncounterWorkflowState =>
  s !== null && (ENCOUNTER_WORKFLOW_STATES as readonly string[]).includes(s);
const isAppointmentStatus = (s: string): s is AppointmentStatus => (APPOINTMENT_STATUSES as readonly string[]).includes(s);

/** The state-machine view of a stored encounter; an unknown status allows nothing. */
export function snapshotOf(e: EncounterFieldsFragment): EncounterSnapshot {
  if (!isEncounterStatus(e.status)) throw new WorkflowError(WORKFLOW_MESSAGES.notAllowed);
  return {
    status: e.status,
    stateText: isWorkflowState(e.stateText) ? e.stateText : null,
    checkedInAt: e.checkedInAt,
    checkedOutAt: e.checkedOutAt,
    signedAt: e.signedAt,
    cancelReason: e.cancelReason,
    amendReason: e.amendReason,
    amendRequested: e.amendRequest != null,
  };
}

const NOTHING_ALLOWED: Omit<EncounterStateFlags, 'status' | 'stateText'> = {
  allowCheckIn: false,
  allowCheckout: false,
  allowESign: false,
  allowAmend: false,
  allowCancel: false,
  allowUndoCheckIn: false,
};

/** The flags a visit's screen follows (a visit without an encounter allows check-in only). */
export function visitState(e: EncounterFieldsFragment | null): EncounterStateFlags {
  if (!e) return encounterState(null);
  if (!isEncounterStatus(e.status)) return { ...NOTHING_ALLOWED, status: 'planned', stateText: null };
  return encounterState(snapshotOf(e));
}

/** The record with the snapshot's workflow fields (and flags) written in. */
export function withSnapshot<R extends EncounterFieldsFragment>(record: R, snap: EncounterSnapshot): R {
  return {
    ...record,
    status: snap.status,
    stateText: snap.stateText ?? null,
    checkedInAt: snap.checkedInAt ?? null,
    checkedOutAt: snap.checkedOutAt ?? null,
    signedAt: snap.signedAt ?? null,
    cancelReason: snap.cancelReason ?? null,
    amendReason: snap.amendReason ?? null,
    // A new signature answers a reviewer's request for changes (src/domain/encounter-workflow.ts).
    amendRequest: snap.amendRequested === false ? null : record.amendRequest,
    state: encounterState(snap),
  };
}

/** The appointment status that follows the encounter (unknown stored statuses count as booked). */
export function appointmentStatusAfter(encounter: EncounterFieldsFragment, appointment: AppointmentRecord): string {
  const current = isAppointmentStatus(appointment.status) ? appointment.status : 'booked';
  if (!isEncounterStatus(encounter.status)) return appointment.status;
  return appointmentStatusFor(snapshotOf(encounter), current);
}

/**
 * Writes the encounter and, on its appointment, the link and the status that follows it.
 * `appointment`: the appointment as the caller just read it in the same transaction (saves a
 * read). A chain of Dexie's own promises, not an async function: as one more level of native
 * async inside the callers' transactions, it let them commit early (PrematureCommitError in the
 * tests).
 */
export function putEncounter(db: DeviceDb, record: EncounterRecord, appointment?: AppointmentRecord): Promise<void> {
  const known = appointment && appointment.id === record.appointmentId ? appointment : undefined;
  // The encounter's write and the appointment's read go out together.
  return Promise.all([
    db.encounters.put(record),
    known ?? (record.appointmentId ? db.appointments.get(record.appointmentId) : undefined),
  ]).then(([, appointment]) =>
    appointment ? db.appointments.put(linkedAppointment(record, appointment)).then(() => undefined) : undefined,
  );
}

/** The encounter's appointment with its link to the encounter and the status that follows it. */
export const linkedAppointment = (record: EncounterRecord, appointment: AppointmentRecord): AppointmentRecord => ({
  ...appointment,
  encounterId: record.id,
  status: appointmentStatusAfter(record, appointment),
  pendingSync: record.pendingSync,
});

/** The state-machine action an entry applies (createEncounter and a form's answers apply none). */
export function actionOf(entry: OutboxEntry): WorkflowAction | null {
  switch (entry.operation) {
    case 'createEncounter':
      return null;
    case 'startEncounter':
      return { type: 'checkIn', at: entry.variables.provenance.recorded };
    case 'updateEncounter':
      return { type: 'checkOut', at: entry.variables.encounter.checkedOutAt };
    case 'esignEncounter':
      return { type: 'esign', at: entry.variables.provenance.recorded };
    case 'cancelEncounter':
      return { type: 'cancel', reason: entry.variables.cancelReason };
    case 'undoCheckIn':
      return { type: 'undoCheckIn' };
    case 'amendEncounter':
      return { type: 'amend', reason: entry.variables.reason };
    case 'saveQuestionnaireResponse':
      return null;
  }
}

/**
 * The local copy re-based on a server copy: the server's record with the still-queued entries
 * replayed on it. When a replay step is refused (the server state moved on), the local
 * optimistic workflow fields are kept on the server's record — the server will decide.
 */
export function rebase(
  server: EncounterFieldsFragment,
  queued: readonly OutboxEntry[],
  local: EncounterRecord | undefined,
): EncounterRecord {
  const pendingSync = queued.length > 0;
  if (!pendingSync) return { ...server, pendingSync };
  try {
    let snap = snapshotOf(server);
    for (const entry of queued) {
      const action = actionOf(entry);
      if (action) snap = applyWorkflow(snap, action);
    }
    return { ...withSnapshot(server, snap), pendingSync };
  } catch (error) {
    if (!(error instanceof WorkflowError)) throw error;
    // The server's record (its id, version and links) with the device's workflow fields.
    return local && isEncounterStatus(local.status)
      ? { ...withSnapshot(server, snapshotOf(local)), pendingSync }
      : { ...server, pendingSync };
  }
}

/** A new encounter made on the device for a visit that has none (its id is the client's uuid). */
export function newLocalEncounter(id: string, appointment: AppointmentRecord, now: string): EncounterRecord {
  const snap: EncounterSnapshot = { status: 'planned', stateText: null };
  return withSnapshot(
    {
      id,
      // 0: not on the server yet; the acknowledgement of createEncounter brings the real version.
      versionId: 0,
      lastUpdated: now,
      status: 'planned',
      stateText: null,
      type: appointment.appointmentType,
      deliveryType: 'in-person',
      period: { start: appointment.start, end: null },
      checkedInAt: null,
      checkedOutAt: null,
      signedAt: null,
      cancelReason: null,
      amendReason: null,
      patientId: appointment.patientId,
      practitionerId: appointment.practitionerId,
      appointmentId: appointment.id,
      episodeOfCareId: null,
      hasActiveAuthorization: false,
      amendRequest: null,
      state: encounterState(snap),
      pendingSync: true,
    },
    snap,
  );
}
