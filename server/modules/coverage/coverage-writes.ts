// What every change on the coverage tab does first (DESIGN §5, §8): the operation's rule, and the
// chart's read-only roles refused (external and reviewer-readonly read a chart, never change it:
// src/domain/chart/chart-record-access.ts); then, for a record that exists, the patient access
// rule on its patient and the version the user saw (CONFLICT with the current version when
// someone changed it since). The stores keep every version with who and when.
import type { SessionUser } from '../../../src/domain/access.ts';
import { mayChangeChart } from '../../../src/domain/chart/chart-record-access.ts';
import { ERROR_CODES } from '../../../src/domain/errors.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import type { Reference } from '../../../src/domain/resources.ts';
import { authorize, type GuardedOperation } from '../../auth/authorize.ts';
import type { Executor } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import { isId } from '../shared/ids.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';

/** SPEC §8: a change made on an older version than the stored one. */
export const conflict = (currentVersion: number) => new AppError(ERROR_CODES.CONFLICT, MESSAGES.conflict, { currentVersion });

/** The caller, when they may change the chart through `operation` (else UNAUTHENTICATED / FORBIDDEN). */
export function authorizeChange(user: SessionUser | null, operation: GuardedOperation): SessionUser {
  const me = authorize(user, operation);
  if (!mayChangeChart(me, operation)) throw forbidden();
  return me;
}

export const userRef = (me: SessionUser): Reference => ({ reference: `User/${me.id}`, display: `${me.givenName} ${me.familyName}`.trim() });
export const patientRef = (patientId: string): Reference => ({ reference: `Patient/${patientId}` });

/** The id a reference names, when it is a well-formed id. */
export function idOf(ref: Reference | undefined): string | null {
  const id = ref?.reference.split('/')[1];
  return id && isId(id) ? id.toLowerCase() : null;
}

/**
 * A record of the caller's patient, locked for the change (NOT_FOUND: none, or its patient is
 * unreadable as an id; FORBIDDEN: not the caller's patient), and its patient's id.
 */
export async function recordOfPatient<T>(
  tx: Executor,
  me: SessionUser,
  what: string,
  read: () => Promise<ResourceRow<T> | null>,
  patientOf: (content: T) => Reference | undefined,
): Promise<{ row: ResourceRow<T>; patientId: string }> {
  const row = await read();
  const patientId = row ? idOf(patientOf(row.content)) : null;
  if (!row || !patientId) throw notFound(what);
  await assertCanReadPatient(tx, me, patientId);
  return { row, patientId };
}
