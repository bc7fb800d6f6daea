// The /clinicians searches (SPEC §2): practitioners by name, state, market and status within the
// states the caller reads (a practitioner works in their home state and their markets' states:
// shared/practitioner-markets-repository.ts), the user accounts linked to practitioners, and the
// market organizations a name names. Reads by id and versioned writes go through the generic store.
import { and, asc, count, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { Practitioner } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import { asRows, type ResourceRow, rowColumns } from '../../db/resource-store.ts';
import { organizations, practitioners } from '../../db/schema/directory.ts';
import { users } from '../../db/schema/identity.ts';
import { escapeLike } from '../shared/like-pattern.ts';
import type { Page, RowsAndCount } from '../shared/paging.ts';
import type { StateScope } from '../shared/patient-access.ts';
import { practitionerInStates } from '../shared/practitioner-markets-repository.ts';
import type { ClinicianListFilter } from './clinician-input.ts';

export interface LinkedUser {
  id: string;
  name: string;
  email: string;
}

export interface MarketRow {
  id: string;
  name: string;
  state: string | null;
}

/** One name word at the start of any word of the name (name_search is 'family given …'). */
const wordStart = (word: string): SQL =>
  or(like(practitioners.nameSearch, `${escapeLike(word)}%`), like(practitioners.nameSearch, `% ${escapeLike(word)}%`)) as SQL;

const inScope = (scope: StateScope): SQL | undefined => (scope ? practitionerInStates(scope) : undefined);

export const clinicianRepository = {
  /** One page of the practitioners the scope holds that match the filter, by name. */
  async list(
    tx: Executor,
    scope: StateScope,
    filter: ClinicianListFilter,
    { offset, limit }: Page,
  ): Promise<RowsAndCount<ResourceRow<Practitioner>>> {
    if (scope?.length === 0) return { rows: [], totalCount: 0 };
    const conditions: (SQL | undefined)[] = [eq(practitioners.deleted, false), inScope(scope), ...filter.words.map(wordStart)];
    if (filter.state) conditions.push(practitionerInStates([filter.state]));
    if (filter.market) {
      conditions.push(
        sql`exists (select 1 from unnest(${practitioners.markets}) as m(name) where lower(m.name) = ${filter.market.toLowerCase()})`,
      );
    }
    if (filter.active !== null) conditions.push(sql`coalesce((${practitioners.content}->>'active')::boolean, false) = ${filter.active}`);
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      tx
        .select(rowColumns(practitioners))
        .from(practitioners)
        .where(where)
        .orderBy(asc(practitioners.nameSearch), asc(practitioners.id))
        .offset(offset)
        .limit(limit),
      tx.select({ n: count() }).from(practitioners).where(where),
    ]);
    return { rows: asRows<Practitioner>(rows), totalCount: total?.n ?? 0 };
  },

  /** Whether the practitioner (not deleted) is one the scope holds. */
  async inScope(tx: Executor, id: string, scope: StateScope): Promise<boolean> {
    if (scope?.length === 0) return false;
    const [row] = await tx
      .select({ id: practitioners.id })
      .from(practitioners)
      .where(and(eq(practitioners.id, id), eq(practitioners.deleted, false), inScope(scope)))
      .limit(1);
    return row !== undefined;
  },

  /** The user account linked to each practitioner (the first by e-mail when several are). */
  async linkedUsers(tx: Executor, practitionerIds: readonly string[]): Promise<Map<string, LinkedUser>> {
    if (practitionerIds.length === 0) return new Map();
    const rows = await tx
      .select({
        practitionerId: users.practitionerId,
        id: users.id,
        givenName: users.givenName,
        familyName: users.familyName,
        email: users.email,
      })
      .from(users)
      .where(inArray(users.practitionerId, [...practitionerIds]))
      .orderBy(asc(users.email));
    const linked = new Map<string, LinkedUser>();
    for (const r of rows) {
      if (r.practitionerId && !linked.has(r.practitionerId)) {
        linked.set(r.practitionerId, { id: r.id, name: `${r.givenName} ${r.familyName}`.trim(), email: r.email });
      }
    }
    return linked;
  },

  /** The market organizations (not deleted) with these names, without regard to case. */
  async marketsNamed(tx: Executor, names: readonly string[]): Promise<MarketRow[]> {
    if (names.length === 0) return [];
    const rows = await tx
      .select({ id: organizations.id, state: organizations.state, content: organizations.content })
      .from(organizations)
      .where(
        and(
          eq(organizations.type, 'market'),
          eq(organizations.deleted, false),
          inArray(
            organizations.nameSearch,
            names.map((n) => n.toLowerCase()),
          ),
        ),
      );
    return rows.map((r) => ({ id: r.id, state: r.state, name: String((r.content as { name?: unknown }).name ?? '') }));
  },
};
