// The outbox drain (DESIGN §4 steps 2–5). One drain at a time across tabs (Web Locks; an in-tab
// mutex where the browser has none). It sends the head entry of each entity, lowest seq first,
// one at a time, so an entity's entry n+1 never leaves before entry n is acknowledged. Outcomes:
// - acknowledged: the server's record (new version) is written, the entry deleted;
// - network failure / 5xx: retried (SPEC §7 helper: 3 more tries, 1 s apart), then left pending
//   and the drain stops until the next trigger;
// - BAD_USER_INPUT / FORBIDDEN / NOT_FOUND: 'failed' with the server's message, set aside (the
//   entity's later entries wait behind it, other entities go on); never dropped;
// - CONFLICT: 'conflict' with the spec's message; the local change stays until the user chooses;
// - UNAUTHENTICATED: the drain stops (the outbox waits for sign-in).
import {
  CancelEncounterDocument,
  CreateEncounterDocument,
  EsignEncounterDocument,
  StartEncounterDocument,
  UndoCheckInDocument,
  UpdateEncounterDocument,
} from '../api/encounter-documents';
import { isApiError, NETWORK_ERROR } from '../api/http';
import { RETRY_COUNT, RETRY_DELAY_MS } from '../api/retry';
import { DEFAULT_ERROR_MESSAGE, ERROR_CODES } from '../domain/errors';
import { MESSAGES } from '../domain/messages';
import type { EncounterFieldsFragment } from '../gql/graphql';
import { type DeviceDb, deviceDb, entriesOf, type OutboxEntry, readMeta, writeTransaction } from './device-db';
import { putEncounter, rebase } from './encounter-record';
import type { GraphqlRequest } from './graphql-request';
import { withLock } from './lock';
import { isQueued } from './outbox';
import { type PackRange, pullSchedulePack } from './pack';
import { setDraining } from './sync-signals';

export const DRAIN_LOCK = 'emr-outbox-drain';
const RECENT_LOG_SIZE = 20;

export interface DrainOptions {
  request: GraphqlRequest;
  /** Pause between tries after a network failure (SPEC §7: 1 s). */
  retryDelayMs?: number;
  /** When false, nothing is sent (the device says it is offline). */
  isOnline?: () => boolean;
  /** Pull the pack afterwards: 'after-send' (default) when something was acknowledged, 'always', or 'never'. */
  pull?: 'after-send' | 'always' | 'never';
  pullRange?: PackRange;
  /** Checked between entries: true stops the drain (the engine was stopped). */
  cancelled?: () => boolean;
}

export interface DrainResult {
  acknowledged: number;
  failed: number;
  conflicts: number;
  /** Why the drain ended. */
  stoppedBy: 'done' | 'offline' | 'network' | 'unauthenticated' | 'cancelled';
  pulled: boolean;
}

type Outcome =
  | { kind: 'ack'; encounter: EncounterFieldsFragment; refusal: string | null }
  | { kind: 'conflict'; message: string; existing: OutboxEntry['conflictWith'] }
  | { kind: 'failed' | 'network' | 'unauthenticated'; message: string };

/** The encounter a refused createEncounter names (the server's CONFLICT details), if any. */
function existingEncounter(details: Readonly<Record<string, unknown>>): OutboxEntry['conflictWith'] {
  const { encounterId, currentVersion } = details;
  return typeof encounterId === 'string' && typeof currentVersion === 'number' ? { encounterId, currentVersion } : undefined;
}

/** The entry to send next: the head of some entity, lowest seq first, still queued. */
async function nextEntry(db: DeviceDb, userId: string): Promise<OutboxEntry | null> {
  const seen = new Set<string>();
  for (const entry of await db.outbox.toArray()) {
    // DESIGN §4.5: entries belong to the user who made them; never sent under another identity.
    if (entry.userId !== userId || seen.has(entry.entityId)) continue;
    seen.add(entry.entityId);
    if (isQueued(entry)) return entry;
  }
  return null;
}

function classify(error: unknown): Exclude<Outcome, { kind: 'ack' }> {
  if (!isApiError(error)) return { kind: 'network', message: error instanceof Error ? error.message : DEFAULT_ERROR_MESSAGE };
  switch (error.code) {
    case ERROR_CODES.CONFLICT:
      return { kind: 'conflict', message: MESSAGES.conflict, existing: existingEncounter(error.details) };
    case ERROR_CODES.UNAUTHENTICATED:
      return { kind: 'unauthenticated', message: error.message };
    case NETWORK_ERROR:
    case ERROR_CODES.RATE_LIMITED:
    case ERROR_CODES.INTERNAL:
      return { kind: 'network', message: error.message };
    default:
      return error.status >= 500 || error.status === 0
        ? { kind: 'network', message: error.message }
        : { kind: 'failed', message: error.message };
  }
}

/** Sends one entry with its clientMutationId and resolved base version. */
async function send(request: GraphqlRequest, entry: OutboxEntry, baseVersion: number): Promise<Outcome> {
  const clientMutationId = entry.id;
  const ack = (encounter: EncounterFieldsFragment): Outcome => ({ kind: 'ack', encounter, refusal: null });
  switch (entry.operation) {
    case 'createEncounter':
      return ack((await request(CreateEncounterDocument, { clientMutationId, ...entry.variables })).createEncounter);
    case 'startEncounter':
      return ack((await request(StartEncounterDocument, { clientMutationId, baseVersion, ...entry.variables })).startEncounter);
    case 'updateEncounter':
      return ack((await request(UpdateEncounterDocument, { clientMutationId, baseVersion, ...entry.variables })).updateEncounter);
    case 'cancelEncounter':
      return ack((await request(CancelEncounterDocument, { clientMutationId, baseVersion, ...entry.variables })).cancelEncounter);
    case 'undoCheckIn':
      return ack((await request(UndoCheckInDocument, { clientMutationId, baseVersion, ...entry.variables })).undoCheckIn);
    case 'esignEncounter': {
      const result = (await request(EsignEncounterDocument, { clientMutationId, baseVersion, ...entry.variables })).esignEncounter;
      // SPEC §4: e-sign returns missing answers or the signed status.
      const refusal = result.signed ? null : `Missing answers: ${result.missingAnswers.map((m) => m.title).join(', ')}`;
      return { kind: 'ack', encounter: result.encounter, refusal };
    }
  }
}

/** Marks the entry 'sending' and resolves its base version (null: the entry changed meanwhile). */
async function prepare(db: DeviceDb, seq: number): Promise<{ entry: OutboxEntry; baseVersion: number } | null> {
  return writeTransaction(db, async () => {
    const entry = await db.outbox.get(seq);
    if (!entry || !isQueued(entry)) return null;
    const baseVersion =
      entry.baseVersion === 'previous' ? ((await db.encounters.get(entry.entityId))?.versionId ?? 0) : (entry.baseVersion ?? 0);
    const sending: OutboxEntry = { ...entry, status: 'sending' };
    await db.outbox.put(sending);
    return { entry: sending, baseVersion };
  });
}

/** Acknowledged: the server's record replaces the local one (re-based on what still waits). */
async function acknowledge(db: DeviceDb, entry: OutboxEntry, encounter: EncounterFieldsFragment, refusal: string | null, tries: number) {
  await writeTransaction(db, async () => {
    if (refusal === null) await db.outbox.delete(entry.seq);
    // The server stored this answer as the receipt of this id: a later retry is a new request.
    else
      await db.outbox.put({
        ...entry,
        id: crypto.randomUUID(),
        status: 'failed',
        error: refusal,
        attempts: entry.attempts + tries,
        baseVersion: encounter.versionId,
      });
    const queued = await entriesOf(db, entry.entityId);
    const record = rebase(encounter, queued, await db.encounters.get(entry.entityId));
    await putEncounter(db, record);
    const recent = (await readMeta<unknown[]>(db, 'recentSync')) ?? [];
    const done = {
      id: entry.id,
      operation: entry.operation,
      entityId: entry.entityId,
      versionId: encounter.versionId,
      at: new Date().toISOString(),
    };
    await db.meta.put({ key: 'recentSync', value: [done, ...recent].slice(0, RECENT_LOG_SIZE) });
  });
}

async function setAside(
  db: DeviceDb,
  entry: OutboxEntry,
  status: OutboxEntry['status'],
  error: string,
  tries: number,
  conflictWith?: OutboxEntry['conflictWith'],
) {
  await writeTransaction(db, async () => {
    const current = await db.outbox.get(entry.seq);
    if (!current || current.id !== entry.id) return;
    const next: OutboxEntry = { ...current, status, error, attempts: current.attempts + tries };
    if (conflictWith && entry.operation === 'createEncounter') next.conflictWith = conflictWith;
    await db.outbox.put(next);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function drainLocked(userId: string, options: DrainOptions): Promise<DrainResult> {
  const db = deviceDb(userId);
  const isOnline = options.isOnline ?? (() => true);
  const result: DrainResult = { acknowledged: 0, failed: 0, conflicts: 0, stoppedBy: 'done', pulled: false };
  let announced = false; // 'draining' only while something is being sent (the timer's empty drains stay quiet)
  try {
    for (;;) {
      if (options.cancelled?.()) return { ...result, stoppedBy: 'cancelled' };
      if (!isOnline()) return { ...result, stoppedBy: 'offline' };
      const head = await nextEntry(db, userId);
      if (!head) break;
      const prepared = await prepare(db, head.seq);
      if (!prepared) continue;
      if (!announced) {
        announced = true;
        setDraining(userId, true);
      }
      const { entry, baseVersion } = prepared;
      let outcome: Outcome;
      let tries = 0;
      for (;;) {
        tries++;
        try {
          outcome = await send(options.request, entry, baseVersion);
        } catch (error) {
          outcome = classify(error);
        }
        if (outcome.kind !== 'network' || tries > RETRY_COUNT || !isOnline()) break;
        await sleep(options.retryDelayMs ?? RETRY_DELAY_MS);
      }
      switch (outcome.kind) {
        case 'ack':
          await acknowledge(db, entry, outcome.encounter, outcome.refusal, tries);
          if (outcome.refusal === null) result.acknowledged++;
          else result.failed++;
          break;
        case 'failed':
          await setAside(db, entry, 'failed', outcome.message, tries);
          result.failed++;
          break;
        case 'conflict':
          await setAside(db, entry, 'conflict', outcome.message, tries, outcome.existing);
          result.conflicts++;
          break;
        case 'network':
        case 'unauthenticated':
          // Still pending: sent again at the next trigger (a resend never applies twice).
          await setAside(db, entry, 'pending', outcome.message, tries);
          return { ...result, stoppedBy: outcome.kind };
      }
    }
  } finally {
    if (announced) setDraining(userId, false);
  }
  const pull = options.pull ?? 'after-send';
  if (options.pullRange && (pull === 'always' || (pull === 'after-send' && result.acknowledged > 0))) {
    try {
      await pullSchedulePack(userId, options.pullRange, { request: options.request });
      result.pulled = true;
    } catch {
      // the pack is refreshed at the next trigger; the drain itself succeeded
    }
  }
  return result;
}

/** Sends `userId`'s outbox now (single-flight across tabs); resolves when this drain ends. */
export function drainOutbox(userId: string, options: DrainOptions): Promise<DrainResult> {
  return withLock(DRAIN_LOCK, () => drainLocked(userId, options));
}
