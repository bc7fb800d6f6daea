import { and, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { JobFunction, Permission, Role, SessionUser } from '../../../src/domain/access.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

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

export const userRepository = {
  async byId(tx: Executor, id: string): Promise<UserRow | null> {
    const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  },

  async byEmail(tx: Executor, email: string): Promise<UserRow | null> {
    const [row] = await tx.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
    return row ?? null;
  },

  async list(tx: Executor, filter: { term?: string | null; active?: boolean | null; offset: number; limit: number }) {
    const conditions: SQL[] = [];
    if (filter.term) {
      const like = `%${filter.term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const match = or(ilike(users.email, like), ilike(users.givenName, like), ilike(users.familyName, like));
      if (match) conditions.push(match);
    }
    if (filter.active != null) conditions.push(eq(users.status, filter.active ? 'active' : 'inactive'));
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [total]] = await Promise.all([
      tx
        .select()
        .from(users)
        .where(where)
        .orderBy(sql`lower(${users.familyName})`, sql`lower(${users.givenName})`)
        .offset(filter.offset)
        .limit(filter.limit),
      tx.select({ n: count() }).from(users).where(where),
    ]);
    return { rows, totalCount: total?.n ?? 0 };
  },

  async setStatus(tx: Executor, id: string, status: 'active' | 'inactive', now: Date): Promise<UserRow | null> {
    const [row] = await tx.update(users).set({ status, statusUpdatedDate: now }).where(eq(users.id, id)).returning();
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
