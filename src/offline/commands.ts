// The outbox commands (DESIGN §4 step 1): what a screen calls to change a visit, online or not.
// Each runs one read-write transaction that applies the change to the local copy at once (the
// same transition the server will apply, from src/domain/encounter-workflow.ts) and appends the
// outbox entries; then it wakes the sync engine (enqueueChange, outbox.ts, which also seals the
// rows before the transaction on a sealed device). A refused change throws WorkflowError with the
// spec's words and leaves the device untouched.
// Ids and times are chosen before the command runs: its plan is a pure function of what it read.

import { OPEN_APPOINTMENT_STATUSES } from '../domain/appointment-status';
import { CLIENT_TIME_LABELS, clientTimeMessage, clientTimeProblem } from '../domain/client-time';
import { applyWorkflow, WORKFLOW_MESSAGES, type WorkflowAction, WorkflowError } from '../domain/encounter-workflow';
import { timeZoneForState } from '../domain/time-zone';
import type { AppointmentRecord, DeviceDb, EncounterRecord, NewOutboxEntry, OutboxPayload } from './device-db';
import { linkedAppointment, newLocalEncounter, snapshotOf, withSnapshot } from './encounter-record';
import { enqueueChange, type KnownRows, type LocalChange, newEntry } from './outbox';

export interface CheckInInput {
  appointmentId: string;
  position?: { latitude: number; longitude: number } | null;
  device?: string;
  /** When the clinician checked in (default now): the tap, not when the position came. */
  at?: string;
}

const notAllowed = () => new WorkflowError(WORKFLOW_MESSAGES.notAllowed);

/** How many outbox entries of the entity wait (keys only: nothing to open). */
const queuedCount = (db: DeviceDb, entityId: string): Promise<number> =>
  db.outbox.where('[entityId+seq]').between([entityId, 0], [entityId, Number.POSITIVE_INFINITY]).count();

/** The encounter's own appointment (the one its appointmentId names): `known` when it is that one, else read. */
function appointmentOf(db: DeviceDb, encounter: EncounterRecord | undefined, known?: AppointmentRecord) {
  if (!encounter?.appointmentId) return undefined;
  return known?.id === encounter.appointmentId ? known : db.appointments.get(encounter.appointmentId);
}

/** appointmentOf from the rows in memory; null: the encounter has an appointment not in memory. */
function knownAppointmentOf(known: KnownRows, encounter: EncounterRecord, candidate?: AppointmentRecord) {
  if (!encounter.appointmentId) return undefined;
  return candidate?.id === encounter.appointmentId ? candidate : (known.appointment(encounter.appointmentId) ?? null);
}

/** The queue's length as guessed from a record: commands and the drain keep it pending sync while entries wait. */
const guessedQueue = (record: { pendingSync: boolean }) => (record.pendingSync ? 1 : 0);

/** The encounter after `action` (pending sync), and its appointment linked with the status that follows. */
function applyLocally(
  encounter: EncounterRecord,
  action: WorkflowAction,
  appointment: AppointmentRecord | undefined,
): Pick<LocalChange<unknown>, 'encounters' | 'appointments'> {
  const record: EncounterRecord = { ...withSnapshot(encounter, applyWorkflow(snapshotOf(encounter), action)), pendingSync: true };
  return { encounters: [record], appointments: appointment ? [linkedAppointment(record, appointment)] : [] };
}

interface ActState {
  encounter: EncounterRecord | undefined;
  appointment: AppointmentRecord | undefined;
  queued: number;
}

/** One action on an existing encounter: applied locally, then queued. */
function act(userId: string, encounterId: string, action: WorkflowAction, payload: OutboxPayload): Promise<void> {
  const now = new Date().toISOString();
  const entryId = crypto.randomUUID();
  return enqueueChange<ActState, void>(userId, {
    async read(db) {
      // One round trip: the encounter, its appointment by the appointment's link, the queue's length.
      const [encounter, linked, queued] = await Promise.all([
        db.encounters.get(encounterId),
        db.appointments.where('encounterId').equals(encounterId).first(),
        queuedCount(db, encounterId),
      ]);
      return { encounter, appointment: await appointmentOf(db, encounter, linked), queued };
    },
    guess(known) {
      const encounter = known.encounter(encounterId);
      const appointment = encounter && knownAppointmentOf(known, encounter);
      if (!encounter || appointment === null) return undefined;
      return { encounter, appointment, queued: guessedQueue(encounter) };
    },
    plan({ encounter, appointment, queued }) {
      if (!encounter) throw notAllowed();
      return {
        ...applyLocally(encounter, action, appointment),
        entries: [newEntry(entryId, userId, encounterId, payload, encounter.versionId, now, queued)],
        result: undefined,
      };
    },
  });
}

interface CheckInState {
  appointment: AppointmentRecord | undefined;
  inProgress: EncounterRecord | undefined;
  /** The visit's encounter (when it has one), its own appointment, and its queued entries. */
  existing?: { encounter: EncounterRecord | undefined; appointment: AppointmentRecord | undefined; queued: number };
}

/**
 * Check-in (startEncounter with provenance). A visit without an encounter gets one made here
 * with a client uuid: createEncounter, then startEncounter, queued on the same entity.
 * Returns the encounter id.
 */
export function checkIn(userId: string, { appointmentId, position = null, device, at }: CheckInInput): Promise<string> {
  const now = at ?? new Date().toISOString();
  const ids = { encounter: crypto.randomUUID(), create: crypto.randomUUID(), start: crypto.randomUUID() };
  const provenance = {
    recorded: now,
    ...(device ? { device } : {}),
    ...(position ? { latitude: position.latitude, longitude: position.longitude } : {}),
  };
  return enqueueChange<CheckInState, string>(userId, {
    async read(db) {
      // Both reads go out together (one round trip to the browser's IndexedDB, not two).
      const [appointment, inProgress] = await Promise.all([
        db.appointments.get(appointmentId),
        db.encounters.where('status').equals('in-progress').first(),
      ]);
      if (!appointment?.encounterId) return { appointment, inProgress };
      const [encounter, queued] = await Promise.all([db.encounters.get(appointment.encounterId), queuedCount(db, appointment.encounterId)]);
      return { appointment, inProgress, existing: { encounter, appointment: await appointmentOf(db, encounter, appointment), queued } };
    },
    guess(known) {
      // Most likely no visit is in progress (else the check-in is refused anyway).
      const appointment = known.appointment(appointmentId);
      if (!appointment?.encounterId) return appointment && { appointment, inProgress: undefined };
      const encounter = known.encounter(appointment.encounterId);
      const own = encounter && knownAppointmentOf(known, encounter, appointment);
      if (!encounter || own === null) return undefined;
      return { appointment, inProgress: undefined, existing: { encounter, appointment: own, queued: guessedQueue(encounter) } };
    },
    plan({ appointment, inProgress, existing }) {
      if (!appointment) throw notAllowed();
      // SPEC §4: an encounter already in progress prompts choosing another.
      if (inProgress) throw new WorkflowError(WORKFLOW_MESSAGES.alreadyInProgress);
      // The server's bound on device times (client-time.ts), checked before queueing so that a
      // check-in to a later day's visit is refused now rather than when the outbox sends it.
      const timeZone = timeZoneForState(appointment.address?.state);
      const problem = clientTimeProblem(now, { now: new Date(), visitStart: appointment.start, timeZone });
      if (problem) throw new WorkflowError(clientTimeMessage(CLIENT_TIME_LABELS.checkIn, problem));
      const entries: NewOutboxEntry[] = [];
      let encounter = existing?.encounter;
      let linked = existing?.appointment;
      let queuedBefore = existing?.queued ?? 0;
      if (!encounter) {
        if (!(OPEN_APPOINTMENT_STATUSES as readonly string[]).includes(appointment.status)) throw notAllowed();
        // Written once, checked in, with the appointment's link and status.
        encounter = newLocalEncounter(ids.encounter, appointment, now);
        linked = appointment;
        const create: OutboxPayload = {
          operation: 'createEncounter',
          variables: { encounter: { id: encounter.id, appointmentId, deliveryType: encounter.deliveryType } },
        };
        // Added first: the outbox keeps the order of the adds (create before start).
        entries.push(newEntry(ids.create, userId, encounter.id, create, encounter.versionId, now, 0));
        queuedBefore = entries.length;
      }
      const start: OutboxPayload = { operation: 'startEncounter', variables: { encounterId: encounter.id, provenance } };
      entries.push(newEntry(ids.start, userId, encounter.id, start, encounter.versionId, now, queuedBefore));
      return { ...applyLocally(encounter, { type: 'checkIn', at: now }, linked), entries, result: encounter.id };
    },
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
