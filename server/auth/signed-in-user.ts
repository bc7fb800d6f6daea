// The caller as the server knows it: the user, plus the auth session (sign-in) its access token
// names. Services that act on "this sign-in" (a password change keeps it, an unlock opens it, a
// device lock closes it) read the session from here.
import type { SessionUser } from '../../src/domain/access.ts';
import type { PatientGrants } from '../../src/domain/patient-access.ts';

export interface SignedInUser extends SessionUser {
  /** auth_session.id: the sign-in (and refresh-token family) this request belongs to. */
  readonly sessionId: string;
  /**
   * What the user's record granted when this request's session was read (the patient access
   * rule's grants, read in the same query: shared/patient-access.ts uses them for this request).
   */
  readonly grants?: PatientGrants;
}

/** The caller's session id; null for a user object that did not come from a token (tests, jobs). */
export const sessionIdOf = (user: SessionUser | null): string | null =>
  user && 'sessionId' in user && typeof user.sessionId === 'string' ? user.sessionId : null;
