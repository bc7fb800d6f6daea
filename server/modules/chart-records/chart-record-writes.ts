// What every change of a chart record does (DESIGN §3, §5, §8): the operation's rule and the chart's
// read-only roles (external, reviewer-readonly: FORBIDDEN), the patient access rule on the record's
// patient, and for a change the version the user saw (CONFLICT with the current version when
// someone changed it since). The stores keep each version with who and when (resource history).
import type { SessionUser } from '../../../src/domain/access.ts';
import { mayChangeChart } from '../../../src/domain/chart/chart-record-access.ts';
import { ERROR_CODES } from '../../../src/domain/errors.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import type { OperationName } from '../../../src/domain/operation-permissions.ts';
import type { Reference } from '../../../src/domain/resources.ts';
import { authorize, type GuardedOperation } from '../../auth/authorize.ts';
import type { Database, Executor } from '../../db/client.ts';
import { ConflictError, type ResourceRow, type WriteOptions } from '../../db/resource-store.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import { isId } from '../shared/ids.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';

/** SPEC §8: a change made on an older version than the stored one. */
export const conflict = (currentVersion: number) => new AppError(ERROR_CODES.CONFLICT, MESSAGES.conflict, { currentVersion });

/** The caller, when they may change the chart through `operation` (else UNAUTHENTICATED / FORBIDDEN). */
export function authorizeChange(user: SessionUser | null, operation: GuardedOperation & OperationName): SessionUser {
  const me = authorize(user, operation);
  if (!mayChangeChart(me, operation)) throw forbidden();
  return me;
}

/** Who wrote a record, as it shows on it. */
export const authorOf = (me: SessionUser): Reference => ({
  reference: `User/${me.id}`,
  display: `${me.givenName} ${me.familyName}`.trim(),
});

export const patientRef = (patientId: string): Reference => ({ reference: `Patient/${patientId}` });

const idOf = (ref: Reference | undefined): string | null => {
  const id = ref?.reference.split('/')[1];
  return id && isId(id) ? id.toLowerCase() : null;
};

/** The store calls a change needs. */
interface VersionedStore<T> {
  read(tx: Executor, id: string, options: { forUpdate: boolean }): Promise<ResourceRow<T> | null>;
  update(tx: Executor, id: string, content: T, expectedVersion: number, options: WriteOptions): Promise<ResourceRow<T>>;
}

export interface RecordChange<T> {
  store: VersionedStore<T>;
  /** What the record is called in NOT_FOUND ('Alert'). */
  what: string;
  /** The record's patient reference. */
  patientOf: (content: T) => Reference | undefined;
  /** Records of the store this change does not apply to (a referral asked for as an order) are NOT_FOUND. */
  applies?: (content: T) => boolean;
  id: string;
  versionId: number;
  /** The new content (throws BAD_USER_INPUT when the record cannot change so); inside the change's transaction. */
  apply: (content: T, at: { tx: Executor; patientId: string }) => T | Promise<T>;
}

/** One versioned change, in one transaction with the record locked. */
export function changeRecord<T>(db: Database, me: SessionUser, change: RecordChange<T>): Promise<ResourceRow<T>> {
  return db.transaction(async (tx) => {
    const row = await change.store.read(tx, change.id, { forUpdate: true });
    if (!row || (change.applies && !change.applies(row.content))) throw notFound(change.what);
    const patientId = idOf(change.patientOf(row.content));
    if (!patientId) throw notFound(change.what);
    await assertCanReadPatient(tx, me, patientId);
    if (row.versionId !== change.versionId) throw conflict(row.versionId);
    const content = await change.apply(row.content, { tx, patientId });
    try {
      return await change.store.update(tx, change.id, content, row.versionId, { authorId: me.id });
    } catch (error) {
      if (error instanceof ConflictError) throw conflict(error.currentVersion);
      throw error;
    }
  });
}
