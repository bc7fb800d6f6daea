// The outbox drain (DESIGN §4 steps 2–5). One drain at a time across tabs (Web Locks; an in-tab
// mutex where the browser has none). It sends the outbox in order (lowest seq first) in batches
// (syncEncounterCommands, at most BATCH_SIZE entries a request), which the server applies in the
// order sent, with the outcomes single mutations would have (as a set, in one transaction:
// server/modules/encounters/command-batch.ts). Within a batch an entity's later entries
// leave baseVersion out and get the version their predecessor made; an entity whose head is set
// aside sends nothing, and nothing follows an e-sign in the same batch. Outcomes, per entry:
// - acknowledged: the server's record (new version) is written, the entry deleted;
// - SKIPPED (an earlier entry of the entity failed in the batch): back to pending, untouched;
// - BAD_USER_INPUT / FORBIDDEN / NOT_FOUND: 'failed' with the server's message, set aside (the
//   entity's later entries wait behind it, other entities go on); never dropped;
// - CONFLICT: 'conflict' with the spec's message; the local change stays until the user chooses;
//   but a retryable CONFLICT (the database gave up on the transaction, a deadlock: nothing was
//   written) is sent again in the same drain, up to RETRY_COUNT times, before it is set aside.
// And for the request as a whole:
// - network failure / 5xx: retried (SPEC §7 helper: 3 more tries, 1 s apart), then left pending
//   and the drain stops until the next trigger (a resend never applies twice: receipts);
// - UNAUTHENTICATED: the drain stops (the outbox waits for sign-in);
// - any other refusal of the whole request: the drain goes on one entry a request, so the
//   refusal lands on the entry that caused it.
import { SyncEncounterCommandsDocument } from '../api/encounter-documents';
import { isApiError, NETWORK_ERROR } from '../api/http';
import { RETRY_COUNT, RETRY_DELAY_MS } from '../api/retry';
import { DEFAULT_ERROR_MESSAGE, ERROR_CODES } from '../domain/errors';
import type { EncounterCommandInput } from '../gql/graphql';
import { type DeviceDb, deviceDb, type OutboxEntry, writeTransaction } from './device-db';
import type { GraphqlRequest } from './graphql-request';
import { withLock } from './lock';
import { chainOf, isQueued } from './outbox';
import { type PackRange, pullSchedulePack } from './pack';
import { settle } from './settle';
import { setDraining } from './sync-signals';

export const DRAIN_LOCK = 'emr-outbox-drain';
/** Entries per request: large enough that a day's backlog is a handful of requests. */
export const BATCH_SIZE = 50;

export interface DrainOptions {
  request: GraphqlRequest;
  /** Pause between tries after a network failure (SPEC §7: 1 s). */
  retryDelayMs?: number;
  /** When false, nothing is sent (the device says it is offline). */
  isOnline?: () => boolean;
  /** Pull the pack afterwards: 'after-send' (default) when something was acknowledged, 'always', or 'never'. */
  pull?: 'after-send' | 'always' | 'never';
  pullRange?: PackRange;
  /** Checked between requests: true stops the drain (the engine was stopped). */
  cancelled?: () => boolean;
  /** Entries per request (default BATCH_SIZE). */
  batchSize?: number;
}

export interface DrainResult {
  acknowledged: number;
  failed: number;
  conflicts: number;
  /** Why the drain ended. */
  stoppedBy: 'done' | 'offline' | 'network' | 'unauthenticated' | 'cancelled';
  pulled: boolean;
}

type RequestFailure = { kind: 'failed' | 'network' | 'unauthenticated'; message: string };

/** The next batch: queued entries in outbox order, none behind a set-aside head or an e-sign. */
async function nextBatch(db: DeviceDb, userId: string, size: number): Promise<OutboxEntry[]> {
  const closed = new Set<string>();
  const batch: OutboxEntry[] = [];
  await db.outbox
    .toCollection()
    .until(() => batch.length >= size)
    .each((entry: OutboxEntry) => {
      // DESIGN §4.5: entries belong to the user who made them; never sent under another identity.
      if (entry.userId !== userId || closed.has(entry.entityId)) return;
      if (!isQueued(entry)) {
        closed.add(entry.entityId);
        return;
      }
      batch.push(entry);
      if (entry.operation === 'esignEncounter') closed.add(entry.entityId);
    });
  return batch;
}

function classify(error: unknown): RequestFailure {
  if (!isApiError(error)) return { kind: 'network', message: error instanceof Error ? error.message : DEFAULT_ERROR_MESSAGE };
  switch (error.code) {
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

/** The command of one entry: its clientMutationId, and its base version unless it is chained. */
function commandOf(entry: OutboxEntry, baseVersion: number | null): EncounterCommandInput {
  const clientMutationId = entry.id;
  switch (entry.operation) {
    case 'createEncounter':
      return { createEncounter: { clientMutationId, ...entry.variables } };
    case 'startEncounter':
      return { startEncounter: { clientMutationId, baseVersion, ...entry.variables } };
    case 'updateEncounter':
      return { updateEncounter: { clientMutationId, baseVersion, ...entry.variables } };
    case 'cancelEncounter':
      return { cancelEncounter: { clientMutationId, baseVersion, ...entry.variables } };
    case 'undoCheckIn':
      return { undoCheckIn: { clientMutationId, baseVersion, ...entry.variables } };
    case 'esignEncounter':
      return { esignEncounter: { clientMutationId, baseVersion, ...entry.variables } };
    case 'amendEncounter':
      return { amendEncounter: { clientMutationId, baseVersion, ...entry.variables } };
    case 'saveQuestionnaireResponse':
      return { saveQuestionnaireResponse: { clientMutationId, baseVersion, ...entry.variables } };
  }
}

/** The server version an entry's chain is at, as the device last heard it (0: none yet). */
async function serverVersion(db: DeviceDb, entry: OutboxEntry): Promise<number> {
  if (entry.operation === 'saveQuestionnaireResponse') {
    return (await db.responses.get([entry.entityId, entry.variables.questionnaireCode]))?.versionId ?? 0;
  }
  return (await db.encounters.get(entry.entityId))?.versionId ?? 0;
}

/**
 * Marks the batch 'sending' and makes its commands: an entity's first entry carries its base
 * version (resolved from the record when 'previous'), its later ones are chained (null).
 * Entries that changed meanwhile (discarded, set aside) are left out.
 */
async function prepare(
  db: DeviceDb,
  batch: readonly OutboxEntry[],
): Promise<{ entries: OutboxEntry[]; commands: EncounterCommandInput[] }> {
  return writeTransaction(db, async () => {
    const current = await db.outbox.bulkGet(batch.map((entry) => entry.seq));
    const entries: OutboxEntry[] = [];
    const commands: EncounterCommandInput[] = [];
    const started = new Set<string>();
    for (const entry of current) {
      if (!entry || !isQueued(entry)) continue;
      let baseVersion: number | null = null;
      const chain = chainOf(entry);
      if (!started.has(chain)) {
        baseVersion = entry.baseVersion === 'previous' ? await serverVersion(db, entry) : (entry.baseVersion ?? 0);
        started.add(chain);
      }
      const sending: OutboxEntry = { ...entry, status: 'sending' };
      entries.push(sending);
      commands.push(commandOf(sending, baseVersion));
    }
    await db.outbox.bulkPut(entries);
    return { entries, commands };
  });
}

async function setAside(
  db: DeviceDb,
  entry: OutboxEntry,
  status: OutboxEntry['status'],
  error: string | null,
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

/** Sends one batch, with the SPEC §7 retries on network failures. */
async function sendBatch(commands: EncounterCommandInput[], options: DrainOptions, isOnline: () => boolean) {
  let tries = 0;
  for (;;) {
    tries++;
    try {
      const outcomes = (await options.request(SyncEncounterCommandsDocument, { commands })).syncEncounterCommands;
      return { outcomes, failure: null, tries };
    } catch (error) {
      const failure = classify(error);
      if (failure.kind !== 'network' || tries > RETRY_COUNT || !isOnline()) return { outcomes: null, failure, tries };
    }
    await sleep(options.retryDelayMs ?? RETRY_DELAY_MS);
  }
}

async function drainLocked(userId: string, options: DrainOptions): Promise<DrainResult> {
  const db = deviceDb(userId);
  const isOnline = options.isOnline ?? (() => true);
  const result: DrainResult = { acknowledged: 0, failed: 0, conflicts: 0, stoppedBy: 'done', pulled: false };
  let size = Math.max(1, options.batchSize ?? BATCH_SIZE);
  let announced = false; // 'draining' only while something is being sent (the timer's empty drains stay quiet)
  const resent = new Map<string, number>();
  try {
    for (;;) {
      if (options.cancelled?.()) return { ...result, stoppedBy: 'cancelled' };
      if (!isOnline()) return { ...result, stoppedBy: 'offline' };
      const batch = await nextBatch(db, userId, size);
      if (batch.length === 0) break;
      const { entries, commands } = await prepare(db, batch);
      if (entries.length === 0) continue;
      if (!announced) {
        announced = true;
        setDraining(userId, true);
      }
      const sent = await sendBatch(commands, options, isOnline);
      if (sent.outcomes) {
        await settle(db, entries, sent.outcomes, sent.tries, result, resent, RETRY_COUNT);
        continue;
      }
      const { failure, tries } = sent;
      const [only] = entries;
      if (failure.kind === 'failed' && entries.length === 1 && only) {
        await setAside(db, only, 'failed', failure.message, tries);
        result.failed++;
        continue;
      }
      // Still pending: sent again (one entry a request after a refusal of the whole batch, so the
      // refusal lands on the entry that caused it; at the next trigger after a network failure).
      for (const entry of entries) await setAside(db, entry, 'pending', failure.kind === 'failed' ? entry.error : failure.message, tries);
      if (failure.kind === 'failed') {
        size = 1;
        continue;
      }
      return { ...result, stoppedBy: failure.kind };
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
