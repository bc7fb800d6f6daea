// Appending to the outbox (DESIGN §4 step 1) and the base-version chain.
// The first queued entry of an entity records the server version the device saw; every later
// entry of the same entity records 'previous', because the version it applies to is the one the
// server returns for the entry before it — known only when that one is acknowledged. The drain
// (which sends an entity's entries strictly in order) resolves 'previous' from the version that
// acknowledgement wrote into the record. Pack pulls never change the version of a record with
// queued entries, so a change made by someone else still arrives as a CONFLICT.
//
// A command's change (enqueueChange) is one read-write transaction: its reads, the optimistic
// rows and the outbox entries, all or nothing. On a sealed device (crypto/) the rows are sealed
// before that transaction opens, so no WebCrypto call is awaited inside it: the command is
// rehearsed — on the rows as this tab last saw them when it can guess from those, else on a
// read-only snapshot — its rows presealed (crypto/presealed.ts), then run for real. The rows it
// then writes use the presealed bodies when they are the same rows (the usual case), and are
// sealed inside the transaction when something changed in between: the real run decides.
import { knownRow } from './crypto/body-cache';
import { canPreseal, type PlannedRow, presealRows } from './crypto/presealed';
import {
  type AppointmentRecord,
  type DeviceDb,
  deviceDb,
  type EncounterRecord,
  type NewOutboxEntry,
  type OutboxEntry,
  type OutboxPayload,
  type ResponseRecord,
  readTransaction,
  writeTransaction,
} from './device-db';
import { signalOutboxChanged } from './sync-signals';

/** The base version of a new entry: none for a create, 'previous' behind queued entries of its chain. */
const baseVersionOf = (payload: OutboxPayload, knownVersion: number, queuedBefore: number) =>
  payload.operation === 'createEncounter' ? null : queuedBefore > 0 ? 'previous' : knownVersion;

/** A new outbox entry (its clientMutationId `id` chosen by the caller). */
export function newEntry(
  id: string,
  userId: string,
  entityId: string,
  payload: OutboxPayload,
  knownVersion: number,
  now: string,
  queuedBefore: number,
): NewOutboxEntry {
  return {
    ...payload,
    id,
    entityId,
    baseVersion: baseVersionOf(payload, knownVersion, queuedBefore),
    userId,
    createdAt: now,
    attempts: 0,
    status: 'pending',
    error: null,
  };
}

/** What a command writes: the local copy's rows and the outbox entries (added in this order). */
export interface LocalChange<R> {
  encounters?: readonly EncounterRecord[];
  appointments?: readonly AppointmentRecord[];
  responses?: readonly ResponseRecord[];
  /** Drafts removed, by their key [encounterId, questionnaireCode]. */
  droppedDrafts?: readonly [string, string][];
  entries: readonly NewOutboxEntry[];
  /** What the command returns. */
  result: R;
}

/** Rows as this tab last read or wrote them (a guess: another tab may have changed them since). */
export interface KnownRows {
  encounter(id: string): EncounterRecord | undefined;
  appointment(id: string): AppointmentRecord | undefined;
  response(key: [string, string]): ResponseRecord | undefined;
}

/**
 * A command as enqueueChange runs it: `read` reads what it needs inside a transaction, `plan`
 * turns that into the change (or throws, refusing it). `plan` must be a pure function of what was
 * read: ids and times are chosen before, so the rehearsal and the real run agree. `guess`: what
 * `read` will most likely find, from the rows in memory (undefined: no guess, read a snapshot).
 */
export interface OutboxCommand<S, R> {
  read(db: DeviceDb): Promise<S>;
  plan(state: S): LocalChange<R>;
  guess?(known: KnownRows): S | undefined;
}

// The casts are Dexie's own: a table's rows are the type it is declared with.
const knownRows = (userId: string): KnownRows => ({
  encounter: (id) => knownRow(userId, 'encounters', id) as EncounterRecord | undefined,
  appointment: (id) => knownRow(userId, 'appointments', id) as AppointmentRecord | undefined,
  response: (key) => knownRow(userId, 'responses', key) as ResponseRecord | undefined,
});

const plannedRows = (change: LocalChange<unknown>): PlannedRow[] => [
  ...(change.encounters ?? []).map((row) => ({ table: 'encounters', row })),
  ...(change.appointments ?? []).map((row) => ({ table: 'appointments', row })),
  ...(change.responses ?? []).map((row) => ({ table: 'responses', row })),
  ...change.entries.map((row) => ({ table: 'outbox', row })),
];

/** Every write of the change, issued together (one round trip); the outbox adds keep their order. */
function write(db: DeviceDb, change: LocalChange<unknown>): Promise<unknown> {
  const { encounters = [], appointments = [], responses = [], droppedDrafts = [], entries } = change;
  return Promise.all([
    encounters.length > 0 && db.encounters.bulkPut([...encounters]),
    appointments.length > 0 && db.appointments.bulkPut([...appointments]),
    responses.length > 0 && db.responses.bulkPut([...responses]),
    droppedDrafts.length > 0 && db.drafts.bulkDelete([...droppedDrafts]),
    entries.length > 0 && db.outbox.bulkAdd([...entries]),
  ]);
}

/**
 * The rehearsal: the command on the rows it guesses from memory, else on a read-only snapshot;
 * its rows sealed now. Returns the release of the presealed rows. Any failure (refused, locked)
 * is left to the real run to report.
 */
async function rehearse<S, R>(db: DeviceDb, userId: string, command: OutboxCommand<S, R>): Promise<() => void> {
  try {
    const state = command.guess?.(knownRows(userId)) ?? (await readTransaction(db, () => command.read(db)));
    return await presealRows(userId, plannedRows(command.plan(state)));
  } catch {
    return () => {};
  }
}

/**
 * Runs an outbox command (DESIGN §4 step 1): in one read-write transaction, reads, applies the
 * change to the local copy and appends its outbox entries; then wakes the sync engine. On a
 * sealed device its rows are sealed before the transaction opens (see the top of this file).
 */
export async function enqueueChange<S, R>(userId: string, command: OutboxCommand<S, R>): Promise<R> {
  const db = deviceDb(userId);
  const release = canPreseal(userId) ? await rehearse(db, userId, command) : null;
  let result: R;
  try {
    result = await writeTransaction(db, async () => {
      const change = command.plan(await command.read(db));
      await write(db, change);
      return change.result;
    });
  } finally {
    release?.();
  }
  signalOutboxChanged(userId);
  return result;
}

/**
 * The chain an entry's base version belongs to: its encounter, or for a form's answers that form
 * of the encounter (a filled form has versions of its own). The entity (encounterId) still orders
 * them all: nothing of an encounter is sent past a set-aside entry of it.
 */
export const chainOf = (entry: OutboxPayload & { entityId: string }): string =>
  entry.operation === 'saveQuestionnaireResponse' ? `${entry.entityId} ${entry.variables.questionnaireCode}` : entry.entityId;

/** Entries that still wait for the server (the drain sends them). */
export const isQueued = (entry: OutboxEntry): boolean => entry.status === 'pending' || entry.status === 'sending';

/** Entries set aside until the user acts (retry, refresh or discard). */
export const isSetAside = (entry: OutboxEntry): boolean => entry.status === 'failed' || entry.status === 'conflict';
