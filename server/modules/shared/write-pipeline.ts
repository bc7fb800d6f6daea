// The one write pipeline (DESIGN §5 'One write pipeline'). Every write is declared once —
// operation, valibot input, target and its record access rule, role limits, version check, apply,
// audit, events — and run by `createWritePipeline().run` in this order, in one transaction (the
// mutation runner's, with the outbox receipt when the write can come from a device):
//   1. the operation's rule (src/domain/operation-permissions.ts: permission, external and
//      reviewer-readonly limits) — UNAUTHENTICATED / FORBIDDEN;
//   2. the declaration's role limit (e.g. the chart's read-only roles) — FORBIDDEN;
//   3. the input, parsed — BAD_USER_INPUT naming the field; then what must happen outside the
//      transaction, if anything (`prepare`: an outside service's answer never holds a lock);
//   4. in the transaction: the target read (locked) and its record access rule — NOT_FOUND /
//      FORBIDDEN;
//   5. the version the user saw against the target's — CONFLICT with the current version;
//   6. apply; 7. the audit row, in the same transaction; 8. the receipt; commit; 9. the events.
// A new write cannot skip a check its siblings make: it only declares what differs.
import type { SessionUser } from '../../../src/domain/access.ts';
import type { OperationName } from '../../../src/domain/operation-permissions.ts';
import { authorize, type GuardedOperation } from '../../auth/authorize.ts';
import type { Executor } from '../../db/client.ts';
import { ConflictError } from '../../db/resource-store.ts';
import type { WriteSet } from '../../db/write-set.ts';
import { conflict, forbidden } from '../../errors.ts';
import { type AuditEntry, adminAuditRepository } from './admin-audit-repository.ts';
import type { MutationRunner, RealtimeEvent } from './mutation-runner.ts';

/** What `apply`, `audit` and `events` are given. */
export interface WriteContext<I, T> {
  tx: Executor;
  me: SessionUser;
  now: Date;
  input: I;
  target: T;
  /** Writes sent together with the receipt as one statement (db/write-set.ts). */
  writes: WriteSet;
  /** Events to publish after commit (a notification raised in the transaction, a board update). */
  emit: (...events: readonly RealtimeEvent[]) => void;
}

/**
 * What a write acts on, and who may act on it: `resolve` reads (and locks) it inside the
 * transaction and applies the record access rule (NOT_FOUND / FORBIDDEN). `kind` names the rule
 * for the schema walk and the reader: a patient's record, an encounter, a clinician, the caller's
 * own, a user, an organization, a care team (kept within the caller's states), a code system (its
 * kind's permission, not hidden by settings), or nothing beyond the
 * operation's rule.
 */
export interface WriteTarget<I, T> {
  kind: 'patient' | 'encounter' | 'clinician' | 'self' | 'user' | 'organization' | 'care-team' | 'code-system' | 'none';
  resolve: (tx: Executor, me: SessionUser, input: I) => Promise<T>;
  /** The target's stored version, for the version check. */
  versionOf?: (target: T) => number;
}

export interface WriteDeclaration<I, T, R> {
  operation: GuardedOperation & OperationName;
  /** Parses the raw arguments (valibot, BAD_USER_INPUT naming the field). */
  input: (raw: unknown) => I;
  target: WriteTarget<NoInfer<I>, T>;
  /** Beyond the operation's rule: false is FORBIDDEN (e.g. src/domain/chart/chart-record-access.ts). */
  roles?: (me: SessionUser) => boolean;
  /**
   * Work after the input and before the transaction, whose answer becomes the input: a call to an
   * outside service that must never hold a lock (the route's travel, route-planner/route-operations.ts).
   */
  prepare?: (me: SessionUser, input: I) => Promise<I>;
  /** The version the user saw, checked against `target.versionOf` before apply. */
  version?: (input: I) => number;
  /** The message of this write's CONFLICT (SPEC §8's by default). */
  conflictMessage?: string;
  apply: (ctx: WriteContext<I, T>) => Promise<R>;
  /** The admin_audit row, written in the same transaction (null: nothing to record). */
  audit?: (ctx: WriteContext<I, T>, result: R) => AuditEntry | null;
  events?: (ctx: WriteContext<I, T>, result: R) => RealtimeEvent[];
  /** When the write can come from a device's outbox: its client mutation id (DESIGN §4 step 3). */
  clientMutationId?: (input: I) => string | null;
}

// biome-ignore lint/suspicious/noExplicitAny: a registry of declarations of every input and result type
export type AnyWrite = WriteDeclaration<any, any, any>;

/** Every write declared so far, by operation: what the schema walk reads (tests/integration/schema-walk.test.ts). */
const DECLARED = new Map<string, AnyWrite>();

/** A declaration, typed by its parts, and recorded for the schema walk. */
export function defineWrite<I, T, R>(declaration: WriteDeclaration<I, T, R>): WriteDeclaration<I, T, R> {
  DECLARED.set(declaration.operation, declaration);
  return declaration;
}

/** The declared writes (those of an area whose declarations are made by its service factory once the app is built). */
export const declaredWrites = (): ReadonlyMap<string, AnyWrite> => DECLARED;

export function createWritePipeline(runner: MutationRunner) {
  return {
    async run<I, T, R>(declaration: WriteDeclaration<I, T, R>, user: SessionUser | null, raw: unknown): Promise<R> {
      const me = authorize(user, declaration.operation);
      if (declaration.roles && !declaration.roles(me)) throw forbidden();
      const parsed = declaration.input(raw);
      const input = declaration.prepare ? await declaration.prepare(me, parsed) : parsed;
      const clientMutationId = declaration.clientMutationId?.(input) ?? null;
      const variables = (raw ?? {}) as Record<string, unknown>;
      // A receipt names the GraphQL field ('startEncounter'), as receipts always have: those stored
      // before a write was declared still answer its resends, and so does the command batch.
      const operation = declaration.operation.slice(declaration.operation.indexOf('.') + 1);
      return runner.once(me, { operation, clientMutationId, variables }, async (tx, now, writes) => {
        const target = await declaration.target.resolve(tx, me, input);
        const expected = declaration.version?.(input);
        const { versionOf } = declaration.target;
        if (expected !== undefined && versionOf) {
          const current = versionOf(target);
          if (current !== expected) throw conflict(current, declaration.conflictMessage);
        }
        const emitted: RealtimeEvent[] = [];
        const ctx: WriteContext<I, T> = { tx, me, now, input, target, writes, emit: (...events) => emitted.push(...events) };
        let result: R;
        try {
          result = await declaration.apply(ctx);
        } catch (error) {
          // A store's version moved between the read and the write: this write's CONFLICT.
          if (error instanceof ConflictError) throw conflict(error.currentVersion, declaration.conflictMessage);
          throw error;
        }
        const entry = declaration.audit?.(ctx, result);
        if (entry) await adminAuditRepository.record(tx, me, entry, now);
        return { result, events: [...emitted, ...(declaration.events?.(ctx, result) ?? [])] };
      });
    },
  };
}

export type WritePipeline = ReturnType<typeof createWritePipeline>;

/**
 * A read, declared in the same shape (DESIGN §5): operation, role limit, input, target with its
 * record access rule, then the read itself. `createReader().run` does them in that order.
 */
export interface QueryDeclaration<I, T, R> {
  operation: GuardedOperation & OperationName;
  /** Beyond the operation's rule: false is FORBIDDEN, before the input is read (as a write's `roles`). */
  roles?: (me: SessionUser) => boolean;
  input: (raw: unknown) => I;
  target: WriteTarget<NoInfer<I>, T>;
  read: (ctx: { db: Executor; me: SessionUser; input: I; target: T }) => Promise<R>;
}

// biome-ignore lint/suspicious/noExplicitAny: a registry of declarations of every input and result type
export type AnyQuery = QueryDeclaration<any, any, any>;

const DECLARED_READS = new Map<string, AnyQuery>();

export function defineQuery<I, T, R>(declaration: QueryDeclaration<I, T, R>): QueryDeclaration<I, T, R> {
  DECLARED_READS.set(declaration.operation, declaration);
  return declaration;
}

export const declaredQueries = (): ReadonlyMap<string, AnyQuery> => DECLARED_READS;

export function createReader(db: Executor) {
  return {
    async run<I, T, R>(declaration: QueryDeclaration<I, T, R>, user: SessionUser | null, raw: unknown): Promise<R> {
      const me = authorize(user, declaration.operation);
      if (declaration.roles && !declaration.roles(me)) throw forbidden();
      const input = declaration.input(raw);
      const target = await declaration.target.resolve(db, me, input);
      return declaration.read({ db, me, input, target });
    },
  };
}

export type Reader = ReturnType<typeof createReader>;
