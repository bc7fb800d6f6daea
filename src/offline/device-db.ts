// THE only module that imports Dexie (STYLE rule 8). Each user has their own database on the
// device, `emr-<userId>`, so one clinician's cached data is never read under another identity.
// It holds the clinician's schedule pack (appointments, patients, encounters — each the server's
// GraphQL shape plus `pendingSync`), the outbox of offline changes (DESIGN §4) and `meta`.
import Dexie, { liveQuery, type Table } from 'dexie';
import type {
  AppointmentFieldsFragment,
  EncounterCreateInput,
  EncounterFieldsFragment,
  PatientFieldsFragment,
  ProvenanceInput,
} from '../gql/graphql';
import type { Observable } from './observable';

export const DB_PREFIX = 'emr-';

export interface MetaRow {
  key: string;
  value: unknown;
}

/** An appointment as the server sent it, plus its day (YYYY-MM-DD in the patient's time zone). */
export type AppointmentRecord = AppointmentFieldsFragment & { date: string; pendingSync: boolean };
/** A patient (chart summary) as the server sent it. */
export type PatientRecord = PatientFieldsFragment & { pendingSync: boolean };
/** An encounter: the server's copy, or the local optimistic one while `pendingSync`. */
export type EncounterRecord = EncounterFieldsFragment & { pendingSync: boolean };

/** One offline-capable mutation and its variables (without clientMutationId and baseVersion, added when sent). */
export type OutboxPayload =
  | { operation: 'createEncounter'; variables: { encounter: EncounterCreateInput } }
  | { operation: 'startEncounter'; variables: { encounterId: string; provenance: ProvenanceInput } }
  | { operation: 'updateEncounter'; variables: { id: string; encounter: { checkedOutAt: string } } }
  | { operation: 'esignEncounter'; variables: { encounterId: string; provenance: ProvenanceInput } }
  | { operation: 'cancelEncounter'; variables: { encounterId: string; cancelReason: string | null } }
  | { operation: 'undoCheckIn'; variables: { encounterId: string; provenance: ProvenanceInput } };
export type OutboxOperation = OutboxPayload['operation'];

/** pending → sending → (acknowledged: deleted) | failed | conflict. */
export type OutboxStatus = 'pending' | 'sending' | 'failed' | 'conflict';

/**
 * The server version the mutation is based on: a number (known when queued), 'previous' (the
 * version the server returns for this entity's previous entry, known once that one is
 * acknowledged) or null (createEncounter has none).
 */
export type BaseVersion = number | 'previous' | null;

/** An outbox entry (DESIGN §4); `id` is the clientMutationId, `entityId` the encounter's id. */
export type OutboxEntry = OutboxPayload & {
  seq: number;
  id: string;
  entityId: string;
  baseVersion: BaseVersion;
  userId: string;
  createdAt: string;
  attempts: number;
  status: OutboxStatus;
  error: string | null;
  /** A createEncounter refused because the visit already has an encounter: that one ('refresh' adopts it). */
  conflictWith?: { encounterId: string; currentVersion: number };
};
/** An entry before Dexie gives it its `seq`. */
export type NewOutboxEntry = OutboxPayload & Omit<OutboxEntry, 'seq' | 'operation' | 'variables' | 'conflictWith'>;

export class DeviceDb extends Dexie {
  meta!: Table<MetaRow, string>;
  appointments!: Table<AppointmentRecord, string>;
  patients!: Table<PatientRecord, string>;
  encounters!: Table<EncounterRecord, string>;
  outbox!: Table<OutboxEntry, number, NewOutboxEntry>;

  constructor(userId: string) {
    super(`${DB_PREFIX}${userId}`);
    this.version(1).stores({ meta: 'key' });
    this.version(2).stores({
      appointments: 'id, date, practitionerId, encounterId',
      patients: 'id',
      encounters: 'id, appointmentId',
      outbox: '++seq, &id, entityId, status, [entityId+seq]',
    });
    // v3: encounters by status, so check-in finds a visit in progress without reading them all.
    this.version(3).stores({ encounters: 'id, appointmentId, status' });
  }
}

const open = new Map<string, DeviceDb>();
const deletedListeners = new Set<() => void>();

/** The signed-in user's database (one instance per user in this tab). */
export function deviceDb(userId: string): DeviceDb {
  let db = open.get(userId);
  if (!db) {
    db = new DeviceDb(userId);
    open.set(userId, db);
  }
  return db;
}

/** Runs `work` in one read-write transaction over every table (all or nothing). */
export function writeTransaction<T>(db: DeviceDb, work: () => Promise<T>): Promise<T> {
  return db.transaction('rw', [db.appointments, db.patients, db.encounters, db.outbox, db.meta], work);
}

/** Runs `work` in one read-only transaction over every table (a consistent snapshot). */
export function readTransaction<T>(db: DeviceDb, work: () => Promise<T>): Promise<T> {
  return db.transaction('r', [db.appointments, db.patients, db.encounters, db.outbox, db.meta], work);
}

/** A live query: emits `query()`'s answer now and again whenever the data it read changes. */
export function observe<T>(query: () => Promise<T>): Observable<T> {
  return liveQuery(query);
}

/** The outbox entries of one entity, in queue order. */
export function entriesOf(db: DeviceDb, entityId: string): Promise<OutboxEntry[]> {
  return db.outbox.where('[entityId+seq]').between([entityId, 0], [entityId, Number.POSITIVE_INFINITY]).toArray();
}

/** Reads a meta value. */
export async function readMeta<T>(db: DeviceDb, key: string): Promise<T | undefined> {
  return (await db.meta.get(key))?.value as T | undefined;
}

/** Notes on the device that this user signed in here (creates their database). */
export async function recordSignIn(userId: string, at = new Date()): Promise<void> {
  await deviceDb(userId).meta.put({ key: 'lastSignIn', value: at.toISOString() });
}

/** Calls `listener` when sign-out deletes the device data (running sync engines stop). */
export function onDeviceDataDeleted(listener: () => void): () => void {
  deletedListeners.add(listener);
  return () => deletedListeners.delete(listener);
}

/** SPEC §4: sign-out clears cached data — every user's database on this device. */
export async function deleteAllDeviceData(): Promise<void> {
  for (const listener of [...deletedListeners]) listener();
  for (const db of open.values()) db.close();
  open.clear();
  const names = await Dexie.getDatabaseNames();
  await Promise.all(names.filter((name) => name.startsWith(DB_PREFIX)).map((name) => Dexie.delete(name)));
}
