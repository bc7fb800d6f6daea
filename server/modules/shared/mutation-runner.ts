// How every offline-capable mutation runs (DESIGN §4 step 3), in ONE transaction:
//   apply (reads, decides, plans its writes) → its writes and the receipt of clientMutationId
//   with the result, as one statement → commit → publish the events. When the receipt's id is taken (a resend, or a concurrent duplicate that committed
//   first) or the change is refused (a resend usually is: its base version has moved on), the
//   transaction rolls back and a stored receipt answers instead: the same user's result for the
//   same payload, or a refusal when the id was used by another user, operation or payload.
//   Nothing is published for a resend or a failure, and a failure writes nothing.
//   Inside a batch applied as a set (command-set.ts) the transaction, the statement and the
//   commit are the set's: apply runs the same, its writes and receipt join the set's.
import type { SessionUser } from '../../../src/domain/access.ts';
import { WorkflowError } from '../../../src/domain/encounter-workflow.ts';
import type { Database, Executor } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../db/resource-store.ts';
import { WriteSet } from '../../db/write-set.ts';
import { AppError, badInput, conflict, notFound, retryableConflict } from '../../errors.ts';
import type { Realtime } from '../../realtime/emitter.ts';
import { currentSet } from './command-set.ts';
import { payloadHash } from './mutation-payload.ts';
import { mutationReceiptRepository, type NewReceipt, type Receipt } from './mutation-receipt-repository.ts';
import { SetSurprise } from './set-overlay.ts';

export interface RealtimeEvent {
  topic: string;
  payload: unknown;
}

export interface Applied<R> {
  result: R;
  events: RealtimeEvent[];
}

/** Reads and decides in `tx`; its writes go into `writes`, sent with the receipt as one statement. */
export type Apply<R> = (tx: Executor, now: Date, writes: WriteSet) => Promise<Applied<R>>;

/** The database's error in `error` or its causes (Drizzle wraps the driver's). */
const pgError = (error: unknown): { code: string; detail?: unknown } | undefined => {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as never, depth++) {
    if (typeof e.code === 'string') return e as { code: string; detail?: unknown };
  }
  return undefined;
};
const pgCode = (error: unknown): string | undefined => pgError(error)?.code;
/** An error the database raised (a SQLSTATE: five digits or capitals), not one of ours with a code. */
const isDatabaseError = (error: unknown): boolean => /^[0-9A-Z]{5}$/.test(pgCode(error) ?? '');
export const isUniqueViolation = (error: unknown): boolean => pgCode(error) === '23505';
/**
 * A character the database cannot store, as PostgreSQL and PGlite both report it: 22021 (a NUL
 * byte in text: 'invalid byte sequence for encoding "UTF8": 0x00'), 22P05 (\u0000 in jsonb:
 * 'unsupported Unicode escape sequence') and 22P02 on a lone surrogate in jsonb ('invalid input
 * syntax for type json', its detail naming the surrogate). The inputs refuse them first (DESIGN §5,
 * src/domain/validation/text.ts); this is the last guard. Other data exceptions (class 22: a
 * division by zero, a bad cast) are the server's own faults and stay errors.
 */
const UNSTORABLE_CHARACTER = new Set(['22021', '22P05']);
export const isUnstorableCharacter = (error: unknown): boolean => {
  const found = pgError(error);
  if (!found) return false;
  return UNSTORABLE_CHARACTER.has(found.code) || (found.code === '22P02' && /surrogate/i.test(String(found.detail ?? '')));
};

export const UNSTORABLE = 'A value of this change cannot be stored (it may contain a NUL character or half of a character).';

/**
 * PostgreSQL gave up on the transaction, not on the change: 40P01 (deadlock detected: it was
 * chosen as the victim) and 40001 (serialization failure). Sent again, the same change may well
 * apply; DESIGN §5 'One lock order' makes deadlocks rare, this makes the rest a CONFLICT.
 */
const TRANSACTION_ROLLBACK = new Set(['40P01', '40001']);
export const isTransactionRollback = (error: unknown): boolean => TRANSACTION_ROLLBACK.has(pgCode(error) ?? '');

/**
 * A database refusal as the error a client is given, or null when it is none of these: a
 * character it cannot store (the input's fault, BAD_USER_INPUT) or a transaction it rolled back
 * (retryable CONFLICT). For transactions run outside the runner, the error formatter asks too.
 */
export function databaseRefusal(error: unknown): AppError | null {
  // Caused by the input, not by the server: refused as bad input (never a 500), so a device
  // sets this one change aside instead of resending it for ever (DESIGN §4 step 4).
  if (isUnstorableCharacter(error)) return badInput(UNSTORABLE);
  if (isTransactionRollback(error)) return retryableConflict();
  return null;
}

/** The receipt's id was taken when this mutation tried to store it: roll back, answer from it. */
class AlreadyApplied extends Error {}

/** Expected failures of the layers below, as errors with codes. */
function translate(error: unknown): unknown {
  if (error instanceof WorkflowError) return badInput(error.message);
  if (error instanceof ConflictError) return conflict(error.currentVersion);
  if (error instanceof NotFoundError) return notFound(error.resourceType);
  return databaseRefusal(error) ?? error;
}

/** One mutation as the runner sees it: its name, its client mutation id, and its variables. */
export interface Command {
  operation: string;
  clientMutationId: string | null;
  /** The mutation's arguments as sent (the receipt keeps their hash, mutation-payload.ts). */
  variables: Record<string, unknown>;
}

export const REUSED_ID = 'clientMutationId has already been used for another change';

/**
 * The stored answer to a resend. Never return one user's result to another, nor answer an id
 * sent again with another operation or payload (BAD_USER_INPUT): the stored result is not the
 * answer to that change, and applying it under a taken id would break exactly-once.
 * A receipt stored before payloads were hashed (payloadHash null) is matched on its user and
 * operation only: its variables were never kept, and refusing it would make a device that
 * resends a change already applied mark it failed. It can only give its own user the result
 * of a change already made, never apply anything; every receipt written now has its hash.
 */
export function storedResult<R>(me: SessionUser, operation: string, hash: string, stored: Receipt): R {
  const samePayload = stored.payloadHash == null || stored.payloadHash === hash;
  if (stored.userId !== me.id || stored.operation !== operation || !samePayload) {
    throw badInput(REUSED_ID, 'clientMutationId');
  }
  return stored.result as R;
}

export function createMutationRunner(db: Database, realtime: Realtime) {
  const publish = async (events: readonly RealtimeEvent[]) => {
    for (const event of events) {
      try {
        await realtime.publish(event.topic, event.payload);
      } catch {
        // The change is committed; a lost event only delays other screens until their next
        // pull (DESIGN §4 pulls on reconnect and on a timer). Failing the call would make the
        // device resend a mutation that is already applied.
      }
    }
  };

  return {
    /** Runs `apply` once per clientMutationId (already parsed), or returns the stored result. */
    async once<R>(me: SessionUser, command: Command, apply: Apply<R>): Promise<R> {
      const { operation, clientMutationId } = command;
      // A new mutation costs one receipt insert; only a refused or duplicate one looks up the
      // stored receipt (a resent batch is answered before it gets here, see encounters/command-batch.ts).
      const hash = clientMutationId ? payloadHash(operation, command.variables) : '';
      const receiptOf = (now: Date, done: Applied<R>): NewReceipt => ({
        clientMutationId: clientMutationId as string,
        userId: me.id,
        operation,
        payloadHash: hash,
        now,
        result: done.result,
      });
      // Inside a batch applied as a set (command-set.ts) the command runs in the set's
      // transaction and its writes join the set's; else in a transaction of its own.
      const set = currentSet();
      let applied: Applied<R>;
      try {
        applied = set
          ? await set.apply(apply, clientMutationId ? receiptOf : null)
          : await db.transaction(async (tx) => {
              const now = new Date();
              const writes = new WriteSet();
              const done = await apply(tx, now, writes);
              const receipt = clientMutationId ? writes.add(mutationReceiptRepository.plannedStore(tx, receiptOf(now, done))) : null;
              const wrote = await writes.flush(tx);
              if (receipt && !wrote.at(-1)) throw new AlreadyApplied();
              return done;
            });
      } catch (error) {
        // In a set, an error of the database may have aborted its transaction: the set stops.
        if (error instanceof SetSurprise) throw error;
        if (set && isDatabaseError(error)) throw new SetSurprise('an error of the database', { cause: error });
        const expected = error instanceof AlreadyApplied || translate(error) instanceof AppError;
        if (clientMutationId && expected) {
          const stored = (await mutationReceiptRepository.find(set?.tx ?? db, [clientMutationId])).get(clientMutationId);
          if (stored) return storedResult<R>(me, operation, hash, stored);
        }
        if (error instanceof AlreadyApplied) throw new Error('mutation receipt vanished after a duplicate');
        throw translate(error);
      }
      // In a set, the events wait for the set's commit.
      const events = applied.events;
      if (set) set.afterCommit(() => publish(events));
      else await publish(events);
      return applied.result;
    },
  };
}

export type MutationRunner = ReturnType<typeof createMutationRunner>;
