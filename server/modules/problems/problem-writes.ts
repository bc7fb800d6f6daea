// What every Problems List change shares: who may change it (never the roles that only read a
// chart: src/domain/chart/chart-record-access.ts), the patient row locked for the change (so two
// people adding a diagnosis at once cannot both take the fourth place, SPEC §3 'max 4'), and the
// CONFLICT answer when the version the user saw is no longer the current one (DESIGN §4 step 3).
import type { SessionUser } from '../../../src/domain/access.ts';
import { mayChangeChart } from '../../../src/domain/chart/chart-record-access.ts';
import { ERROR_CODES } from '../../../src/domain/errors.ts';
import type { OperationName } from '../../../src/domain/operation-permissions.ts';
import { DIAGNOSIS_MESSAGES } from '../../../src/domain/problems/diagnosis-rules.ts';
import type { Executor } from '../../db/client.ts';
import { ConflictError } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';

export function assertMayChangeProblems(user: SessionUser, operation: OperationName): void {
  if (!mayChangeChart(user, operation)) throw forbidden();
}

/** Locks the patient's row until the transaction ends: the Problems List changes one at a time. */
export async function lockPatient(tx: Executor, patientId: string): Promise<void> {
  if (!(await stores.patient.read(tx, patientId, { forUpdate: true }))) throw notFound('Patient');
}

export const problemsConflict = (currentVersion: number) =>
  new AppError(ERROR_CODES.CONFLICT, DIAGNOSIS_MESSAGES.conflict, { currentVersion });

/** Runs the writes; a store's ConflictError (a version changed meanwhile) becomes CONFLICT. */
export async function withConflicts<T>(writes: () => Promise<T>): Promise<T> {
  try {
    return await writes();
  } catch (error) {
    if (error instanceof ConflictError) throw problemsConflict(error.currentVersion);
    throw error;
  }
}
