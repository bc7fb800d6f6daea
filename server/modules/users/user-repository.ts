// User administration's own queries over app_user: the searchable list (SPEC §7 UserList and its
// filters), the profile written by createUser / updateUser, the status change and the invitation
// time. Reads by id or e-mail and the credentials are identity's (identity/app-user-repository.ts).
import { and, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import type { UserRow } from '../identity/app-user-repository.ts';
import type { Page, RowsAndCount } from '../shared/paging.ts';
import type { UserListFilter } from './user-input.ts';

/** What createUser / updateUser write (the e-mail only on create: it is the sign-in name). */
export interface UserProfile {
  givenName: string;
  familyName: string;
  userType: 'internal' | 'external';
  phone: string | null;
  state: string | null;
  roles: string[];
  permissions: string[];
  jobFunctions: string[];
  legalEntityIds: string[];
  payerIds: string[];
  markets: string[];
  practitionerId: string | null;
}

export interface NewUser extends UserProfile {
  id: string;
  email: string;
  /** An unusable hash: the user sets a password through the invitation link. */
  passwordHash: string;
}

/** `%`, `_` and `\` typed by the user match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(filter: UserListFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.id) where.push(eq(users.id, filter.id));
  if (filter.term) {
    const like = `%${escapeLike(filter.term.toLowerCase())}%`;
    // 'email given family', lower-cased (a generated column with a trigram index): the term found
    // in the e-mail, either name, or 'given family'.
    where.push(sql`${users.searchText} like ${like}`);
  }
  if (filter.active != null) where.push(eq(users.status, filter.active ? 'active' : 'inactive'));
  if (filter.firstName) where.push(sql`lower(${users.givenName}) like ${`${escapeLike(filter.firstName.toLowerCase())}%`}`);
  if (filter.lastName) where.push(sql`lower(${users.familyName}) like ${`${escapeLike(filter.lastName.toLowerCase())}%`}`);
  // Array containment (@>) so the GIN indexes of schema/identity.ts answer these.
  if (filter.organizationId) {
    const org = sql`array[${filter.organizationId}]::uuid[]`;
    where.push(sql`(${users.legalEntityIds} @> ${org} or ${users.payerIds} @> ${org})`);
  }
  if (filter.jobFunction) where.push(sql`${users.jobFunctions} @> array[${filter.jobFunction}]::text[]`);
  if (filter.role) where.push(sql`${users.roles} @> array[${filter.role}]::text[]`);
  if (filter.state) where.push(eq(users.state, filter.state));
  return where;
}

export const userRepository = {
  /** One page of users matching every filter, by family then given name (then id: a stable order). */
  async list(tx: Executor, filter: UserListFilter, { offset, limit }: Page): Promise<RowsAndCount<UserRow>> {
    const parts = conditions(filter);
    const where = parts.length ? and(...parts) : undefined;
    const [rows, [total]] = await Promise.all([
      tx
        .select()
        .from(users)
        .where(where)
        .orderBy(sql`lower(${users.familyName})`, sql`lower(${users.givenName})`, users.id)
        .offset(offset)
        .limit(limit),
      tx.select({ n: count() }).from(users).where(where),
    ]);
    return { rows, totalCount: total?.n ?? 0 };
  },

  async create(tx: Executor, user: NewUser, now: Date): Promise<UserRow> {
    const [row] = await tx
      .insert(users)
      .values({ ...user, status: 'active', passwordChangedOn: now, statusUpdatedDate: now, createdAt: now, invitedAt: now })
      .returning();
    if (!row) throw new Error('app_user insert returned no row');
    return row;
  },

  /** The new profile, as the next version. */
  async update(tx: Executor, id: string, profile: UserProfile): Promise<UserRow | null> {
    const [row] = await tx
      .update(users)
      .set({ ...profile, version: sql`${users.version} + 1` })
      .where(eq(users.id, id))
      .returning();
    return row ?? null;
  },

  async setStatus(tx: Executor, id: string, status: 'active' | 'inactive', now: Date): Promise<UserRow | null> {
    const [row] = await tx
      .update(users)
      .set({ status, statusUpdatedDate: now, version: sql`${users.version} + 1` })
      .where(eq(users.id, id))
      .returning();
    return row ?? null;
  },

  async setInvitedAt(tx: Executor, id: string, now: Date): Promise<UserRow | null> {
    const [row] = await tx.update(users).set({ invitedAt: now }).where(eq(users.id, id)).returning();
    return row ?? null;
  },

  /** The user (other than `exceptId`) linked to a practitioner, if any. */
  async linkedTo(tx: Executor, practitionerId: string, exceptId: string | null): Promise<string | null> {
    const where = exceptId
      ? and(eq(users.practitionerId, practitionerId), ne(users.id, exceptId))
      : eq(users.practitionerId, practitionerId);
    const [row] = await tx.select({ id: users.id }).from(users).where(where).limit(1);
    return row?.id ?? null;
  },
};
