// Who may read and who may change a practitioner's encounters and appointments. The operation
// rule ('patient') is checked first by authorize(); these narrow it per record (DESIGN §5).
//   read:   users with 'settings', and coordinators (any 'patient' user who is not a
//           clinician), read any practitioner's; a clinician reads their own and, one record at
//           a time, those of a colleague they cover (below). Lists stay their own.
//   change: the encounter's own practitioner, or a covering colleague: a clinician whose
//           practitioner shares a market with the encounter's (DESIGN §6: clinician2, "same
//           market", changes clinician's visits). Coordinators and admins never change a visit
//           on a clinician's behalf. Every change records its author in the provenance.
import { hasPermission, isClinician, type SessionUser } from '../../../src/domain/access.ts';
import { ERROR_CODES } from '../../../src/domain/errors.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import type { Executor } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import { AppError, forbidden } from '../../errors.ts';

export const notLinked = () => new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.notLinkedToClinician);

/** The caller's own practitioner id; SPEC §6's message when the account has none. */
export function ownPractitioner(user: SessionUser): string {
  if (!user.practitionerId) throw notLinked();
  return user.practitionerId;
}

export const readsAnyPractitioner = (user: SessionUser): boolean => hasPermission(user, 'settings') || !isClinician(user);

/** Whether the caller's practitioner and `practitionerId` share a market (both active). */
async function covers(db: Executor, user: SessionUser, practitionerId: string): Promise<boolean> {
  if (!user.practitionerId || !isClinician(user)) return false;
  const [mine, theirs] = await Promise.all([
    stores.practitioner.read(db, user.practitionerId),
    stores.practitioner.read(db, practitionerId),
  ]);
  if (!mine?.content.active || !theirs?.content.active) return false;
  const markets = new Set(mine.content.markets);
  return theirs.content.markets.some((market) => markets.has(market));
}

/** One record of `practitionerId`'s: readable by its own clinician, a covering colleague, and any reader. */
export async function assertCanRead(db: Executor, user: SessionUser, practitionerId: string | null): Promise<void> {
  if (readsAnyPractitioner(user)) return;
  if (practitionerId && practitionerId === user.practitionerId) return;
  if (practitionerId && (await covers(db, user, practitionerId))) return;
  throw forbidden();
}

/** A change to a record of `practitionerId`'s: its own clinician or a covering colleague only. */
export async function assertCanChange(db: Executor, user: SessionUser, practitionerId: string | null): Promise<void> {
  if (practitionerId && practitionerId === user.practitionerId) return;
  if (practitionerId && (await covers(db, user, practitionerId))) return;
  throw forbidden();
}
