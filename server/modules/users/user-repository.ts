// User administration's own queries over app_user: the searchable list and the status change.
// Reads by id and the credentials are identity's (identity/app-user-repository.ts).
import { and, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import type { UserRow } from '../identity/app-user-repository.ts';
import type { Page, RowsAndCount } from '../shared/paging.ts';

export interface UserListFilter {
  term: string | null;
  active: boolean | null;
}

export const userRepository = {
  /** One page of users matching the term (e-mail or name) and status, by family then given name. */
  async list(tx: Executor, filter: UserListFilter, { offset, limit }: Page): Promise<RowsAndCount<UserRow>> {
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
        .offset(offset)
        .limit(limit),
      tx.select({ n: count() }).from(users).where(where),
    ]);
    return { rows, totalCount: total?.n ?? 0 };
  },

  async setStatus(tx: Executor, id: string, status: 'active' | 'inactive', now: Date): Promise<UserRow | null> {
    const [row] = await tx.update(users).set({ status, statusUpdatedDate: now }).where(eq(users.id, id)).returning();
    return row ?? null;
  },
};
