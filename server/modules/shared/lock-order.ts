// One lock order (DESIGN §5): a clinician's practitioner row first, then their visits (the
// appointments, and the encounters on them). Every write that locks both takes them in this
// order: route save and removal, booking, reschedule, cancel and missed, the check-in and the
// waiting room's check-in. Two of them on one clinician then wait for each other instead of each
// holding what the other needs (a deadlock on PostgreSQL). A write that holds one visit and
// never the clinician (check-out, e-sign, createEncounter) keeps to the order too.
//
// A write that starts from a visit (check-in, reschedule) reads the visit unlocked to learn its
// clinician, locks the clinician, then locks the visit and checks it is still theirs. A visit
// that changed clinician in between cannot be followed without breaking the order: that write is
// refused with a retryable CONFLICT (sent again, it finds the new clinician).
import type { Practitioner } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { retryableConflict } from '../../errors.ts';

/** The clinician's row, locked until the transaction ends (null: none). Take it before any visit of theirs. */
export const lockClinician = (tx: Executor, practitionerId: string): Promise<ResourceRow<Practitioner> | null> =>
  stores.practitioner.read(tx, practitionerId, { forUpdate: true });

/** How a write finds and locks its visit. */
export interface VisitLock<V> {
  /** The visit's clinician, read without a lock (null: the visit or its clinician is not there). */
  peek(): Promise<string | null>;
  /** The visit's rows, locked. */
  lock(): Promise<V>;
  /** The clinician of the locked visit. */
  clinicianOf(visit: V): string | null;
}

/**
 * The visit, locked after its clinician (`clinician`: their row, locked; null when the visit has
 * none, and then the visit is locked alone). A missing visit is `visit` as `lock` answers it.
 */
export async function lockVisitAfterClinician<V>(
  tx: Executor,
  visit: VisitLock<V>,
): Promise<{ clinician: ResourceRow<Practitioner> | null; visit: V }> {
  const clinicianId = await visit.peek();
  const clinician = clinicianId ? await lockClinician(tx, clinicianId) : null;
  return { clinician, visit: await lockStillTheirs(visit, clinicianId) };
}

/** The visit locked, refused (retryable CONFLICT) when it is no longer `clinicianId`'s, who was learnt before the lock. */
async function lockStillTheirs<V>(visit: Pick<VisitLock<V>, 'lock' | 'clinicianOf'>, clinicianId: string | null): Promise<V> {
  const locked = await visit.lock();
  if (locked && visit.clinicianOf(locked) !== clinicianId) throw retryableConflict();
  return locked;
}

/**
 * lockVisitAfterClinician for a visit whose clinician is learnt and locked in one statement:
 * `peekAndLock` reads the visit's clinician without locking the visit and locks their row (when
 * there is one) in the same query; then the visit is locked and must still be theirs.
 */
export async function lockVisitAfterItsClinician<V>(
  visit: Omit<VisitLock<V>, 'peek'> & { peekAndLock(): Promise<string | null> },
): Promise<V> {
  return lockStillTheirs(visit, await visit.peekAndLock());
}
