// auth_session: one row per sign-in (its id is the refresh-token family id). Access tokens name
// it (`sid`), so ending the row ends every token of that sign-in at once.
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { PatientGrants } from '../../../src/domain/patient-access.ts';
import type { Executor } from '../../db/client.ts';
import { practitioners } from '../../db/schema/directory.ts';
import { authSessions, users } from '../../db/schema/identity.ts';
import { grantColumns, grantsOf } from '../shared/patient-access-repository.ts';
import type { UserRow } from './app-user-repository.ts';

export type AuthSessionRow = typeof authSessions.$inferSelect;

/** Why a session ended (auth_session.ended_reason). */
export type SessionEndReason =
  | 'sign-out'
  | 'password-change'
  | 'password-reset'
  | 'deactivated'
  | 'refresh-reuse'
  | 'expired'
  | 'account-expired'
  | 'unlock-lockout';

export const sessionRepository = {
  async insert(tx: Executor, row: { id: string; userId: string; createdAt: Date; expiresAt: Date }): Promise<void> {
    await tx.insert(authSessions).values(row);
  },

  async byId(tx: Executor, id: string): Promise<AuthSessionRow | null> {
    const [row] = await tx.select().from(authSessions).where(eq(authSessions.id, id)).limit(1);
    return row ?? null;
  },

  /** The session and its user in one query (every authenticated request reads both). */
  async withUser(tx: Executor, id: string): Promise<{ session: AuthSessionRow; user: UserRow; grants: PatientGrants } | null> {
    const [row] = await tx
      .select({ session: authSessions, user: users, grants: grantColumns })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .leftJoin(practitioners, eq(practitioners.id, users.practitionerId))
      .where(eq(authSessions.id, id))
      .limit(1);
    return row ? { session: row.session, user: row.user, grants: grantsOf(row.grants) } : null;
  },

  /** Many sessions, each with its user, in one query (the receivers of a realtime event), by session id. */
  async withUsers(tx: Executor, ids: readonly string[]): Promise<Map<string, { session: AuthSessionRow; user: UserRow }>> {
    if (ids.length === 0) return new Map();
    const rows = await tx
      .select({ session: authSessions, user: users })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(inArray(authSessions.id, [...ids]));
    return new Map(rows.map((row) => [row.session.id, row]));
  },

  async end(tx: Executor, id: string, reason: SessionEndReason, now: Date): Promise<void> {
    await tx
      .update(authSessions)
      .set({ endedAt: now, endedReason: reason })
      .where(and(eq(authSessions.id, id), isNull(authSessions.endedAt)));
  },

  /** Ends every open session of a user, but `keep` (the caller's own, when it stays). */
  async endUser(tx: Executor, userId: string, reason: SessionEndReason, now: Date, keep?: string | null): Promise<void> {
    await tx
      .update(authSessions)
      .set({ endedAt: now, endedReason: reason })
      .where(and(eq(authSessions.userId, userId), isNull(authSessions.endedAt), keep ? ne(authSessions.id, keep) : undefined));
  },

  /** Marks an open, unlocked session locked from `at`; false when it was not (ended, or locked already). */
  async lock(tx: Executor, id: string, at: Date): Promise<boolean> {
    const rows = await tx
      .update(authSessions)
      .set({ lockedAt: at })
      .where(and(eq(authSessions.id, id), isNull(authSessions.endedAt), isNull(authSessions.lockedAt)))
      .returning({ id: authSessions.id });
    return rows.length === 1;
  },

  async unlock(tx: Executor, id: string): Promise<void> {
    await tx.update(authSessions).set({ lockedAt: null }).where(eq(authSessions.id, id));
  },
};
