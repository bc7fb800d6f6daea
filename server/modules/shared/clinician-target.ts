// A clinician as the target of a declared write (write-pipeline.ts, DESIGN §5): their schedule's
// writes (a booking, their availability, a route) act on the clinician's records. The record
// access rule is encounter-access.ts assertCanReadPractitionerRecords (their own, a covering
// colleague, a lead, or a clinician of the caller's markets: NOT_FOUND / FORBIDDEN), and the
// clinician's row is locked until commit, before any of their visits (DESIGN §5 one lock order,
// lock-order.ts), so two writes on one clinician's schedule run one after the other.
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Practitioner } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { notFound } from '../../errors.ts';
import { assertCanReadPractitionerRecords } from './encounter-access.ts';
import { lockClinician } from './lock-order.ts';
import type { WriteTarget } from './write-pipeline.ts';

/** The clinician's row, readable by the caller, locked (NOT_FOUND when there is none). Take it before any of their visits. */
export async function lockReadableClinician(tx: Executor, me: SessionUser, clinicianId: string): Promise<ResourceRow<Practitioner>> {
  await assertCanReadPractitionerRecords(tx, me, clinicianId);
  const row = await lockClinician(tx, clinicianId);
  if (!row) throw notFound('Practitioner');
  return row;
}

/** A write on the clinician's records, with their row locked; its version is the clinician's. */
export function clinicianTarget<I>(clinicianIdOf: (input: I) => string): WriteTarget<I, ResourceRow<Practitioner>> {
  return {
    kind: 'clinician',
    resolve: (tx, me, input) => lockReadableClinician(tx, me, clinicianIdOf(input)),
    versionOf: (row) => row.versionId,
  };
}
