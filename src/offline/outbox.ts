// Appending to the outbox (DESIGN §4 step 1) and the base-version chain.
// The first queued entry of an entity records the server version the device saw; every later
// entry of the same entity records 'previous', because the version it applies to is the one the
// server returns for the entry before it — known only when that one is acknowledged. The drain
// (which sends an entity's entries strictly in order) resolves 'previous' from the version that
// acknowledgement wrote into the record. Pack pulls never change the version of a record with
// queued entries, so a change made by someone else still arrives as a CONFLICT.
import { type DeviceDb, entriesOf, type NewOutboxEntry, type OutboxEntry, type OutboxPayload } from './device-db';

/**
 * Must run inside a write transaction that also applied the optimistic change. `queuedBefore`:
 * how many entries of the same chain (chainOf) wait already, when the caller has just read them
 * (saves a read; without it, the entity's entries are counted — right for encounter commands).
 */
export async function appendEntry(
  db: DeviceDb,
  userId: string,
  entityId: string,
  payload: OutboxPayload,
  knownVersion: number,
  now: string,
  queuedBefore?: number,
): Promise<void> {
  const waiting = queuedBefore ?? (await entriesOf(db, entityId)).length;
  const entry: NewOutboxEntry = {
    ...payload,
    id: crypto.randomUUID(),
    entityId,
    baseVersion: payload.operation === 'createEncounter' ? null : waiting > 0 ? 'previous' : knownVersion,
    userId,
    createdAt: now,
    attempts: 0,
    status: 'pending',
    error: null,
  };
  await db.outbox.add(entry);
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
