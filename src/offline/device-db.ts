// THE only module that imports Dexie (STYLE rule 8). Each user has their own database on the
// device, `emr-<userId>`, so one clinician's cached data is never read under another identity.
// It holds the clinician's schedule pack (appointments, patients, encounters — each the server's
// GraphQL shape plus `pendingSync`), the forms to document with (questionnaires, plans, filled
// forms, earlier visits' answers for prefill), the form drafts being typed, the outbox of offline
// changes (DESIGN §4) and `meta`. The charts of the pack's patients (their frame and admissions)
// travel with it, so a chart opens offline.
// Issue 5: every row is sealed at rest (crypto/sealing-middleware.ts) with the user's data key
// (crypto/device-keys.ts). The primary keys and indexes below are stored in clear and must stay
// non-identifying: ids, dates, statuses, codes — never a name, address or answer.
import Dexie, { liveQuery, type Table } from 'dexie';
import type { Answers } from '../domain/forms/questionnaire';
import type {
  AdmissionFieldsFragment,
  AppointmentFieldsFragment,
  EncounterCreateInput,
  EncounterFieldsFragment,
  PatientChartFieldsFragment,
  PatientFieldsFragment,
  PlanFieldsFragment,
  ProvenanceInput,
  QuestionnaireFieldsFragment,
  ResponseFieldsFragment,
} from '../gql/graphql';
import { dropKeys } from './crypto/key-ring';
import { deleteKeyRecords } from './crypto/key-store';
import { sealingMiddleware } from './crypto/sealing-middleware';
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
/** A pack patient's chart as the server answered it: its frame (PatientChart) and admissions; `id` is the patient's. */
export interface ChartRecord {
  id: string;
  chart: PatientChartFieldsFragment;
  admissions: AdmissionFieldsFragment[];
}

/** A form as the server sent it (items: the QuestionnaireItem tree). */
export type QuestionnaireRecord = QuestionnaireFieldsFragment;
/** A plan: which forms a visit type and delivery type list and require. */
export type PlanRecord = PlanFieldsFragment;
/** A filled form: the server's copy, or the local one while a submit waits (`pendingSync`). */
export type ResponseRecord = Omit<ResponseFieldsFragment, 'answers'> & { answers: Answers; pendingSync: boolean };
/** A prefilled form's answers from an earlier visit of the patient. */
export interface EarlierResponseRecord {
  questionnaireCode: string;
  encounterId: string;
  patientId: string;
  visitStart: string;
  answers: Answers;
}
/** A form being filled on this device: saved on every change, until submitted or discarded. */
export interface DraftRecord {
  encounterId: string;
  questionnaireCode: string;
  answers: Answers;
  updatedAt: string;
}

/** One offline-capable mutation and its variables (without clientMutationId and baseVersion, added when sent). */
export type OutboxPayload =
  | { operation: 'createEncounter'; variables: { encounter: EncounterCreateInput } }
  | { operation: 'startEncounter'; variables: { encounterId: string; provenance: ProvenanceInput } }
  | { operation: 'updateEncounter'; variables: { id: string; encounter: { checkedOutAt: string } } }
  | { operation: 'esignEncounter'; variables: { encounterId: string; provenance: ProvenanceInput } }
  | { operation: 'cancelEncounter'; variables: { encounterId: string; cancelReason: string | null } }
  | { operation: 'undoCheckIn'; variables: { encounterId: string; provenance: ProvenanceInput } }
  | { operation: 'amendEncounter'; variables: { encounterId: string; reason: string | null; provenance: ProvenanceInput } }
  | {
      operation: 'saveQuestionnaireResponse';
      variables: { encounterId: string; questionnaireCode: string; answers: Answers; authored: string; complete: boolean };
    };
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
  questionnaires!: Table<QuestionnaireRecord, string>;
  plans!: Table<PlanRecord, string>;
  responses!: Table<ResponseRecord, [string, string]>;
  earlierResponses!: Table<EarlierResponseRecord, [string, string]>;
  drafts!: Table<DraftRecord, [string, string]>;
  charts!: Table<ChartRecord, string>;

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
    // v4: documentation (issue 4). Filled forms and drafts are keyed by encounter and form code.
    this.version(4).stores({
      questionnaires: 'code',
      plans: 'id, [encounterType+deliveryType]',
      responses: '[encounterId+questionnaireCode], encounterId',
      earlierResponses: '[encounterId+questionnaireCode], patientId',
      drafts: '[encounterId+questionnaireCode], encounterId',
    });
    // v5: the charts of the pack's patients, keyed by patient id.
    this.version(5).stores({ charts: 'id' });
    this.use(sealingMiddleware(userId));
  }
}

// Which key opens a user's data when none is in memory is the app's policy: src/app/session/key-policy.ts.

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

const allTables = (db: DeviceDb) => [
  db.appointments,
  db.patients,
  db.encounters,
  db.outbox,
  db.meta,
  db.questionnaires,
  db.plans,
  db.responses,
  db.earlierResponses,
  db.drafts,
  db.charts,
];

/** Runs `work` in one read-write transaction over every table (all or nothing). */
export function writeTransaction<T>(db: DeviceDb, work: () => Promise<T>): Promise<T> {
  return db.transaction('rw', allTables(db), work);
}

/** Runs `work` in one read-only transaction over every table (a consistent snapshot). */
export function readTransaction<T>(db: DeviceDb, work: () => Promise<T>): Promise<T> {
  return db.transaction('r', allTables(db), work);
}

/** A live query: emits `query()`'s answer now and again whenever the data it read changes. */
export function observe<T>(query: () => Promise<T>): Observable<T> {
  return liveQuery(query);
}

/** The outbox entries of one entity, in queue order. */
export function entriesOf(db: DeviceDb, entityId: string): Promise<OutboxEntry[]> {
  return db.outbox.where('[entityId+seq]').between([entityId, 0], [entityId, Number.POSITIVE_INFINITY]).toArray();
}

/**
 * The user's IndexedDB database, opened (for re-sealing it under a new key), or null when the
 * device has none.
 */
export async function openDeviceDatabase(userId: string): Promise<IDBDatabase | null> {
  if (!open.has(userId) && !(await Dexie.exists(`${DB_PREFIX}${userId}`))) return null;
  const db = deviceDb(userId);
  await db.open();
  return db.backendDB();
}

/**
 * Whether the user's outbox holds entries (changes not acknowledged yet). Counts keys only, so it
 * works while the device is locked (sign-out decides which databases to keep).
 */
export async function hasOutboxEntries(userId: string): Promise<boolean> {
  return (await deviceDb(userId).outbox.count()) > 0;
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

let generation = 0;

/**
 * Changes each time sign-out deletes the device data: work that started before (a pack download
 * still under way) compares it before writing, so it cannot create the database again.
 */
export const deviceDataGeneration = (): number => generation;

/** SPEC §4: sign-out clears cached data — every user's database on this device, and their keys. */
export async function deleteAllDeviceData(): Promise<void> {
  generation++;
  for (const listener of [...deletedListeners]) listener();
  dropKeys();
  for (const db of open.values()) db.close();
  open.clear();
  const names = await Dexie.getDatabaseNames();
  await Promise.all(names.filter((name) => name.startsWith(DB_PREFIX)).map((name) => Dexie.delete(name)));
  await deleteKeyRecords();
}
