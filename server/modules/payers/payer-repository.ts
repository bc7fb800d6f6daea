// The payer searches (SPEC §7 OrganizationList, GetDuplicatedOrganizations): organizations with
// the MSO each is under, as that MSO is now (a renamed or deactivated MSO shows as it is). Creates
// and versioned updates go through the generic store (server/db/stores.ts).
import { and, asc, count, eq, inArray, like, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Organization } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import { organizations } from '../../db/schema/directory.ts';
import { escapeLike } from '../shared/like-pattern.ts';
import { organizationNames } from '../shared/organization-name-repository.ts';
import type { Page, RowsAndCount } from '../shared/paging.ts';
import type { OrganizationListFilter } from './payer-input.ts';

export interface ParentRow {
  id: string;
  name: string;
  type: string;
  active: boolean;
}

export interface PayerRow {
  id: string;
  versionId: number;
  lastUpdated: Date;
  content: Organization;
  parent: ParentRow | null;
}

const parent = alias(organizations, 'parent');

const columns = {
  id: organizations.id,
  versionId: organizations.versionId,
  lastUpdated: organizations.lastUpdated,
  content: organizations.content,
  parentId: parent.id,
  parentType: parent.type,
  parentName: sql<string | null>`${parent.content}->>'name'`,
  parentActive: sql<boolean | null>`(${parent.content}->>'active')::boolean`,
};

type Selected = {
  id: string;
  versionId: number;
  lastUpdated: Date;
  content: unknown;
  parentId: string | null;
  parentType: string | null;
  parentName: string | null;
  parentActive: boolean | null;
};

const toRow = (r: Selected): PayerRow => ({
  id: r.id,
  versionId: r.versionId,
  lastUpdated: r.lastUpdated,
  content: r.content as Organization,
  parent: r.parentId ? { id: r.parentId, name: r.parentName ?? '', type: r.parentType ?? '', active: r.parentActive ?? false } : null,
});

const isActive = (active: boolean) => sql`coalesce((${organizations.content}->>'active')::boolean, false) = ${active}`;

const selectWithParent = (tx: Executor) =>
  tx
    .select(columns)
    .from(organizations)
    .leftJoin(parent, and(eq(parent.id, organizations.partOf), eq(parent.deleted, false)));

export const payerRepository = {
  async list(tx: Executor, filter: OrganizationListFilter, { offset, limit }: Page): Promise<RowsAndCount<PayerRow>> {
    const conditions: SQL[] = [eq(organizations.deleted, false), inArray(organizations.type, filter.types)];
    if (filter.state) conditions.push(eq(organizations.state, filter.state));
    if (filter.partOfId) conditions.push(eq(organizations.partOf, filter.partOfId));
    if (filter.term) conditions.push(like(organizations.nameSearch, `%${escapeLike(filter.term)}%`));
    if (filter.name) conditions.push(organizationNames.is(filter.name));
    if (filter.active !== null) conditions.push(isActive(filter.active));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      selectWithParent(tx).where(where).orderBy(asc(organizations.nameSearch), asc(organizations.id)).offset(offset).limit(limit),
      tx.select({ n: count() }).from(organizations).where(where),
    ]);
    return { rows: rows.map(toRow), totalCount: total?.n ?? 0 };
  },

  async read(tx: Executor, id: string): Promise<PayerRow | null> {
    const [row] = await selectWithParent(tx)
      .where(and(eq(organizations.id, id), eq(organizations.deleted, false)))
      .limit(1);
    return row ? toRow(row) : null;
  },

  /** Organizations of these types named `name` (normalized) in `state`, but `exceptId`. */
  async sameName(
    tx: Executor,
    { name, state, types, exceptId }: { name: string; state: string; types: readonly string[]; exceptId?: string },
  ): Promise<PayerRow[]> {
    const conditions: SQL[] = [
      eq(organizations.deleted, false),
      inArray(organizations.type, [...types]),
      eq(organizations.state, state),
      organizationNames.is(name),
    ];
    if (exceptId) conditions.push(ne(organizations.id, exceptId));
    const rows = await selectWithParent(tx)
      .where(and(...conditions))
      .orderBy(asc(organizations.nameSearch), asc(organizations.id))
      .limit(50);
    return rows.map(toRow);
  },

  /** Whether any IPA is under the organization. */
  async hasChildren(tx: Executor, id: string): Promise<boolean> {
    const [row] = await tx
      .select({ n: count() })
      .from(organizations)
      .where(and(eq(organizations.partOf, id), eq(organizations.deleted, false)));
    return (row?.n ?? 0) > 0;
  },
};
