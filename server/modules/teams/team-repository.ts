// The /teams search (SPEC §2): care teams by name and state. Reads by id and versioned writes go
// through the generic store (server/db/stores.ts careTeam).
import { and, asc, count, eq, like, type SQL } from 'drizzle-orm';
import type { CareTeam } from '../../../src/domain/administration/care-team.ts';
import type { Executor } from '../../db/client.ts';
import { asRows, type ResourceRow, rowColumns } from '../../db/resource-store.ts';
import { careTeams } from '../../db/schema/administration.ts';
import { escapeLike } from '../shared/like-pattern.ts';
import type { Page, RowsAndCount } from '../shared/paging.ts';
import type { CareTeamListFilter } from './team-input.ts';

export const careTeamRepository = {
  async list(tx: Executor, filter: CareTeamListFilter, { offset, limit }: Page): Promise<RowsAndCount<ResourceRow<CareTeam>>> {
    const conditions: SQL[] = [eq(careTeams.deleted, false)];
    if (filter.term) conditions.push(like(careTeams.nameSearch, `%${escapeLike(filter.term)}%`));
    if (filter.state) conditions.push(eq(careTeams.state, filter.state));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      tx
        .select(rowColumns(careTeams))
        .from(careTeams)
        .where(where)
        .orderBy(asc(careTeams.nameSearch), asc(careTeams.id))
        .offset(offset)
        .limit(limit),
      tx.select({ n: count() }).from(careTeams).where(where),
    ]);
    return { rows: asRows<CareTeam>(rows), totalCount: total?.n ?? 0 };
  },
};
