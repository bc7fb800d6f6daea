// The organization module's searches: markets by state and name (SPEC §7 MarketList). Writes of
// organizations go through the generic store (server/db/stores.ts).
import { and, asc, count, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { Organization } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import { organizations } from '../../db/schema/directory.ts';
import { escapeLike } from '../shared/like-pattern.ts';
import type { Page, RowsAndCount } from '../shared/paging.ts';
import type { MarketListFilter } from './organization-input.ts';

export interface OrganizationRow {
  id: string;
  state: string | null;
  content: Organization;
}

export const organizationRepository = {
  async markets(tx: Executor, filter: MarketListFilter, { offset, limit }: Page): Promise<RowsAndCount<OrganizationRow>> {
    const conditions: SQL[] = [eq(organizations.deleted, false), eq(organizations.type, 'market')];
    if (filter.states) conditions.push(inArray(organizations.state, filter.states));
    if (filter.term) conditions.push(like(organizations.nameSearch, `%${escapeLike(filter.term)}%`));
    // The counties a market serves (the Market Team screen's): any of those asked.
    if (filter.counties) {
      const names = sql.join(
        filter.counties.map((c) => sql`${c}`),
        sql`, `,
      );
      conditions.push(sql`jsonb_exists_any(coalesce(${organizations.content}->'counties', '[]'::jsonb), array[${names}]::text[])`);
    }
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      tx
        .select({ id: organizations.id, state: organizations.state, content: organizations.content })
        .from(organizations)
        .where(where)
        .orderBy(asc(organizations.nameSearch), asc(organizations.id))
        .offset(offset)
        .limit(limit),
      tx.select({ n: count() }).from(organizations).where(where),
    ]);
    return { rows: rows.map((r) => ({ ...r, content: r.content as unknown as Organization })), totalCount: total?.n ?? 0 };
  },
};
