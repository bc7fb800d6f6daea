// Ending sign-ins (SPEC §4 auth states; issue-level rule: sign-out, password change,
// deactivation and refresh-token reuse end access at once). A session ends in two places that
// always move together: its auth_session row (which every access token names, so the next
// request is refused) and its refresh-token family (so it cannot be renewed).
import type { Executor } from '../../db/client.ts';
import { refreshTokenRepository } from './refresh-token-repository.ts';
import { type SessionEndReason, sessionRepository } from './session-repository.ts';

export async function endSession(tx: Executor, sessionId: string, reason: SessionEndReason, now: Date): Promise<void> {
  await tx.transaction(async (t) => {
    await sessionRepository.end(t, sessionId, reason, now);
    await refreshTokenRepository.revokeFamily(t, sessionId, now);
  });
}

/** Every session of a user ends, except `keep` (the caller's own sign-in, after a password change). */
export async function endUserSessions(
  tx: Executor,
  userId: string,
  reason: SessionEndReason,
  now: Date,
  keep: string | null = null,
): Promise<void> {
  await tx.transaction(async (t) => {
    await sessionRepository.endUser(t, userId, reason, now, keep);
    await refreshTokenRepository.revokeUser(t, userId, now, keep);
  });
}
