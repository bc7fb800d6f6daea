// Who may read and who may change a practitioner's encounters and appointments. The operation
// rule ('patient') is checked first by authorize(); these narrow it per record (DESIGN §5).
//   read:   users with 'settings', and coordinators (any 'patient' user who is not a
//           clinician), read any practitioner's; a clinician reads only their own.
//   change: only the encounter's own practitioner (the user linked to it), nobody on their behalf.
import { hasPermission, isClinician, type SessionUser } from '../../../src/domain/access.ts';
import { ERROR_CODES } from '../../../src/domain/errors.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import { AppError, forbidden } from '../../errors.ts';

export const notLinked = () => new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.notLinkedToClinician);

/** The caller's own practitioner id; SPEC §6's message when the account has none. */
export function ownPractitioner(user: SessionUser): string {
  if (!user.practitionerId) throw notLinked();
  return user.practitionerId;
}

export const readsAnyPractitioner = (user: SessionUser): boolean => hasPermission(user, 'settings') || !isClinician(user);

export function assertCanRead(user: SessionUser, practitionerId: string | null): void {
  if (readsAnyPractitioner(user)) return;
  if (!practitionerId || practitionerId !== user.practitionerId) throw forbidden();
}

export function assertOwner(user: SessionUser, practitionerId: string | null): void {
  if (!practitionerId || practitionerId !== user.practitionerId) throw forbidden();
}
