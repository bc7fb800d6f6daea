// The Care Facility Lookup's search (SPEC §2 dialog 'Care Facility Lookup'): active organizations
// of the care-facility types, by state and name, most recently updated first (SPEC §9 'Facility
// search sort -_lastUpdated, active 'true''). Reads by id go through the generic store.
import { and, count, desc, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import { CARE_FACILITY_TYPES } from '../../../src/domain/patients/address.ts';
import type { Organization } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import { organizations } from '../../db/schema/directory.ts';
import { escapeLike } from '../shared/like-pattern.ts';
import type { Page, RowsAndCount } from '../shared/paging.ts';
import type { CareFacilityFilter } from './address-lookup-input.ts';
import type { OrganizationRow } from './organization-repository.ts';

export const careFacilityRepository = {
  async search(tx: Executor, filter: CareFacilityFilter, { offset, limit }: Page): Promise<RowsAndCount<OrganizationRow>> {
    const conditions: SQL[] = [
      eq(organizations.deleted, false),
      inArray(organizations.type, [...CARE_FACILITY_TYPES]),
      sql`coalesce((${organizations.content}->>'active')::boolean, true)`,
    ];
    if (filter.state) conditions.push(eq(organizations.state, filter.state));
    if (filter.term) conditions.push(like(organizations.nameSearch, `%${escapeLike(filter.term)}%`));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      tx
        .select({ id: organizations.id, state: organizations.state, content: organizations.content })
        .from(organizations)
        .where(where)
        .orderBy(desc(organizations.lastUpdated), organizations.nameSearch, organizations.id)
        .offset(offset)
        .limit(limit),
      tx.select({ n: count() }).from(organizations).where(where),
    ]);
    return { rows: rows.map((r) => ({ ...r, content: r.content as unknown as Organization })), totalCount: total?.n ?? 0 };
  },
};
