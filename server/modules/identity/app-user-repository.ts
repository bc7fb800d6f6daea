// The app_user record as identity uses it: the credentials (password and PIN hashes), sign-in
// times and the session user a token carries. Identity owns the row; user administration
// (server/modules/users) reads it through here and keeps only its own list and status change.
import { eq, inArray, sql } from 'drizzle-orm';
import type { JobFunction, Permission, Role, SessionUser } from '../../../src/domain/access.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';

export type UserRow = typeof users.$inferSelect;

export const toSessionUser = (u: UserRow): SessionUser => ({
  id: u.id,
  email: u.email,
  givenName: u.givenName,
  familyName: u.familyName,
  userType: u.userType,
  roles: u.roles as Role[],
  jobFunctions: u.jobFunctions as JobFunction[],
  permissions: u.permissions as Permission[],
  practitionerId: u.practitionerId,
  hasPin: u.pinHash !== null,
});

export const appUserRepository = {
  /** `forUpdate`: the row is locked until the transaction ends (a write on the caller's own account). */
  async byId(tx: Executor, id: string, options: { forUpdate?: boolean } = {}): Promise<UserRow | null> {
    const query = tx.select().from(users).where(eq(users.id, id)).limit(1);
    const [row] = options.forUpdate ? await query.for('update') : await query;
    return row ?? null;
  },

  /**
   * The rows of an actor and of the user they act on, locked until commit, in id order: two
   * administrators acting on each other at once wait for one another, never deadlock.
   */
  async lockPair(tx: Executor, actorId: string, targetId: string): Promise<UserRow[]> {
    return tx
      .select()
      .from(users)
      .where(inArray(users.id, [actorId, targetId]))
      .orderBy(users.id)
      .for('update');
  },

  async byEmail(tx: Executor, email: string): Promise<UserRow | null> {
    const [row] = await tx.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
    return row ?? null;
  },

  async touchLogin(tx: Executor, id: string, now: Date): Promise<void> {
    await tx.update(users).set({ lastLoggedIn: now }).where(eq(users.id, id));
  },

  /** A new PIN hash (null clears it: the user creates a new one at next sign-in). */
  async setPin(tx: Executor, id: string, pinHash: string | null, now: Date): Promise<UserRow | null> {
    const [row] = await tx.update(users).set({ pinHash, pinModifiedOn: now }).where(eq(users.id, id)).returning();
    return row ?? null;
  },

  async setPassword(tx: Executor, id: string, passwordHash: string, now: Date): Promise<UserRow | null> {
    const [row] = await tx.update(users).set({ passwordHash, passwordChangedOn: now }).where(eq(users.id, id)).returning();
    return row ?? null;
  },
};
