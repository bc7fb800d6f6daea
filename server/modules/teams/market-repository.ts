// The Market Team screen's searches (SPEC §2 /master-list/market-team-config): markets by name and
// state within the caller's states, the duplicate check of a new market, and the care teams that
// markets manage. Creates, reads by id and versioned updates go through the generic store
// (server/db/stores.ts).
import { and, asc, count, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { CareTeam } from '../../../src/domain/administration/care-team.ts';
import type { MarketOrganization } from '../../../src/domain/administration/market-record.ts';
import type { Executor } from '../../db/client.ts';
import { asRows, type ResourceRow, rowColumns } from '../../db/resource-store.ts';
import { careTeams } from '../../db/schema/administration.ts';
import { organizations } from '../../db/schema/directory.ts';
import { escapeLike } from '../shared/like-pattern.ts';
import { organizationNames } from '../shared/organization-name-repository.ts';
import type { Page, RowsAndCount } from '../shared/paging.ts';
import type { StateScope } from '../shared/patient-access.ts';
import type { MarketListFilter } from './market-input.ts';

export type MarketRow = ResourceRow<MarketOrganization>;

export const marketRepository = {
  /** One page of the markets of the scope's states (null: every state) matching the filter, by name. */
  async list(tx: Executor, scope: StateScope, filter: MarketListFilter, { offset, limit }: Page): Promise<RowsAndCount<MarketRow>> {
    if (scope?.length === 0) return { rows: [], totalCount: 0 };
    const conditions: SQL[] = [eq(organizations.deleted, false), eq(organizations.type, 'market')];
    if (scope) conditions.push(inArray(organizations.state, [...scope]));
    if (filter.term) conditions.push(like(organizations.nameSearch, `%${escapeLike(filter.term)}%`));
    if (filter.state) conditions.push(eq(organizations.state, filter.state));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      tx
        .select(rowColumns(organizations))
        .from(organizations)
        .where(where)
        .orderBy(asc(organizations.state), asc(organizations.nameSearch), asc(organizations.id))
        .offset(offset)
        .limit(limit),
      tx.select({ n: count() }).from(organizations).where(where),
    ]);
    return { rows: asRows<MarketOrganization>(rows), totalCount: total?.n ?? 0 };
  },

  /** Whether another market of `state` has this (normalized) name; the name is held until the transaction ends. */
  async nameTaken(tx: Executor, { name, state }: { name: string; state: string }): Promise<boolean> {
    await organizationNames.lock(tx, `market|${state}|${name}`);
    const [row] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(
        and(eq(organizations.deleted, false), eq(organizations.type, 'market'), eq(organizations.state, state), organizationNames.is(name)),
      )
      .limit(1);
    return row !== undefined;
  },

  /** The care teams these markets manage (SPEC §3 managingOrganization), by name. */
  async teamsOf(tx: Executor, marketIds: readonly string[]): Promise<ResourceRow<CareTeam>[]> {
    if (marketIds.length === 0) return [];
    const references = marketIds.map((id) => `Organization/${id}`);
    const rows = await tx
      .select(rowColumns(careTeams))
      .from(careTeams)
      .where(
        and(eq(careTeams.deleted, false), inArray(sql<string>`${careTeams.content}->'managingOrganization'->>'reference'`, references)),
      )
      .orderBy(asc(careTeams.nameSearch), asc(careTeams.id));
    return asRows<CareTeam>(rows);
  },
};
