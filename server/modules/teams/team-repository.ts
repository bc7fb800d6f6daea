// The /teams search (SPEC §2): care teams by name and state, within the states the caller works
// with. Reads by id and versioned writes go through the generic store (server/db/stores.ts careTeam).
import { and, asc, count, eq, inArray, like, type SQL } from 'drizzle-orm';
import type { CareTeam } from '../../../src/domain/administration/care-team.ts';
import type { Executor } from '../../db/client.ts';
import { asRows, type ResourceRow, rowColumns } from '../../db/resource-store.ts';
import { careTeams } from '../../db/schema/administration.ts';
import { escapeLike } from '../shared/like-pattern.ts';
import type { Page, RowsAndCount } from '../shared/paging.ts';
import type { StateScope } from '../shared/patient-access.ts';
import type { CareTeamListFilter } from './team-input.ts';

export const careTeamRepository = {
  /** One page of the teams of the scope's states (null: every team) that match the filter, by name. */
  async list(
    tx: Executor,
    scope: StateScope,
    filter: CareTeamListFilter,
    { offset, limit }: Page,
  ): Promise<RowsAndCount<ResourceRow<CareTeam>>> {
    if (scope?.length === 0) return { rows: [], totalCount: 0 };
    const conditions: SQL[] = [eq(careTeams.deleted, false)];
    if (scope) conditions.push(inArray(careTeams.state, [...scope]));
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
