// The outbox commands (DESIGN §4 step 1): what a screen calls to change a visit, online or not.
// Each runs one read-write transaction that applies the change to the local copy at once (the
// same transition the server will apply, from src/domain/encounter-workflow.ts) and appends the
// outbox entries; then it wakes the sync engine. A refused change throws WorkflowError with the
// spec's words and leaves the device untouched.

import { OPEN_APPOINTMENT_STATUSES } from '../domain/appointment-status';
import { applyWorkflow, type EncounterSnapshot, WORKFLOW_MESSAGES, type WorkflowAction, WorkflowError } from '../domain/encounter-workflow';
import {
  type AppointmentRecord,
  type DeviceDb,
  deviceDb,
  type EncounterRecord,
  entriesOf,
  type OutboxPayload,
  writeTransaction,
} from './device-db';
import { newLocalEncounter, putEncounter, snapshotOf, withSnapshot } from './encounter-record';
import { appendEntry } from './outbox';
import { signalOutboxChanged } from './sync-signals';

export interface CheckInInput {
  appointmentId: string;
  position?: { latitude: number; longitude: number } | null;
  device?: string;
  /** When the clinician checked in (default now): the tap, not when the position came. */
  at?: string;
}

const notAllowed = () => new WorkflowError(WORKFLOW_MESSAGES.notAllowed);

async function run<T>(userId: string, work: (db: DeviceDb, now: string) => Promise<T>): Promise<T> {
  const db = deviceDb(userId);
  const result = await writeTransaction(db, () => work(db, new Date().toISOString()));
  signalOutboxChanged(userId);
  return result;
}

/** Writes the encounter after `action` and the appointment status that follows it. */
async function applyLocally(
  db: DeviceDb,
  encounter: EncounterRecord,
  action: WorkflowAction,
  appointment?: AppointmentRecord,
): Promise<EncounterSnapshot> {
  const next = applyWorkflow(snapshotOf(encounter), action);
  await putEncounter(db, { ...withSnapshot(encounter, next), pendingSync: true }, appointment);
  return next;
}

async function encounterOf(db: DeviceDb, encounterId: string): Promise<EncounterRecord> {
  const encounter = await db.encounters.get(encounterId);
  if (!encounter) throw notAllowed();
  return encounter;
}

/** One action on an existing encounter: applied locally, then queued. */
function act(userId: string, encounterId: string, action: WorkflowAction, payload: OutboxPayload): Promise<void> {
  return run(userId, async (db, now) => {
    // Both reads go out together (one round trip to the browser's IndexedDB, not two).
    const [encounter, queued] = await Promise.all([encounterOf(db, encounterId), entriesOf(db, encounterId)]);
    await Promise.all([
      applyLocally(db, encounter, action),
      appendEntry(db, userId, encounterId, payload, encounter.versionId, now, queued.length),
    ]);
  });
}

/**
 * Check-in (startEncounter with provenance). A visit without an encounter gets one made here
 * with a client uuid: createEncounter, then startEncounter, queued on the same entity.
 * Returns the encounter id.
 */
export function checkIn(userId: string, { appointmentId, position = null, device, at }: CheckInInput): Promise<string> {
  return run(userId, async (db, transactionTime) => {
    const now = at ?? transactionTime;
    // Both reads go out together (one round trip to the browser's IndexedDB, not two).
    const [appointment, inProgress] = await Promise.all([
      db.appointments.get(appointmentId),
      db.encounters.where('status').equals('in-progress').first(),
    ]);
    if (!appointment) throw notAllowed();
    // SPEC §4: an encounter already in progress prompts choosing another.
    if (inProgress) throw new WorkflowError(WORKFLOW_MESSAGES.alreadyInProgress);

    let encounter = appointment.encounterId ? await db.encounters.get(appointment.encounterId) : undefined;
    const writes: Promise<unknown>[] = [];
    let queuedBefore: number | undefined;
    if (!encounter) {
      if (!(OPEN_APPOINTMENT_STATUSES as readonly string[]).includes(appointment.status)) throw notAllowed();
      // Written once below, checked in, with the appointment's link and status (putEncounter).
      encounter = newLocalEncounter(crypto.randomUUID(), appointment, now);
      const create: OutboxPayload = {
        operation: 'createEncounter',
        variables: { encounter: { id: encounter.id, appointmentId, deliveryType: encounter.deliveryType } },
      };
      // Issued first: the outbox keeps the order of the adds (create before start).
      writes.push(appendEntry(db, userId, encounter.id, create, encounter.versionId, now, 0));
      queuedBefore = 1;
    }
    const provenance = {
      recorded: now,
      ...(device ? { device } : {}),
      ...(position ? { latitude: position.latitude, longitude: position.longitude } : {}),
    };
    const start: OutboxPayload = { operation: 'startEncounter', variables: { encounterId: encounter.id, provenance } };
    writes.push(
      applyLocally(db, encounter, { type: 'checkIn', at: now }, appointment),
      appendEntry(db, userId, encounter.id, start, encounter.versionId, now, queuedBefore),
    );
    await Promise.all(writes);
    return encounter.id;
  });
}

/** Check-out (updateEncounter with checkedOutAt; SPEC §8: not before check-in). */
export function checkOut(
  userId: string,
  { encounterId, at = new Date().toISOString() }: { encounterId: string; at?: string },
): Promise<void> {
  return act(
    userId,
    encounterId,
    { type: 'checkOut', at },
    { operation: 'updateEncounter', variables: { id: encounterId, encounter: { checkedOutAt: at } } },
  );
}

/** E-sign (esignEncounter); the server may still answer with missing answers (the entry then fails). */
export function esign(userId: string, { encounterId }: { encounterId: string }): Promise<void> {
  const at = new Date().toISOString();
  return act(
    userId,
    encounterId,
    { type: 'esign', at },
    { operation: 'esignEncounter', variables: { encounterId, provenance: { recorded: at } } },
  );
}

/** Cancel the visit's encounter (cancelEncounter, optional reason). */
export function cancelVisit(userId: string, { encounterId, reason }: { encounterId: string; reason?: string }): Promise<void> {
  return act(
    userId,
    encounterId,
    { type: 'cancel', reason: reason ?? null },
    { operation: 'cancelEncounter', variables: { encounterId, cancelReason: reason ?? null } },
  );
}

/** Undo check-in (back to planned). */
export function undoCheckIn(userId: string, { encounterId }: { encounterId: string }): Promise<void> {
  const at = new Date().toISOString();
  return act(
    userId,
    encounterId,
    { type: 'undoCheckIn' },
    { operation: 'undoCheckIn', variables: { encounterId, provenance: { recorded: at } } },
  );
}

/** Amend a signed encounter (amendEncounter): its forms open again until the next e-sign. */
export function amend(userId: string, { encounterId, reason }: { encounterId: string; reason: string }): Promise<void> {
  const at = new Date().toISOString();
  return act(
    userId,
    encounterId,
    { type: 'amend', reason },
    { operation: 'amendEncounter', variables: { encounterId, reason, provenance: { recorded: at, reason } } },
  );
}
