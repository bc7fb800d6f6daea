// The master lists' facility searches (SPEC §7 getHealthCareFacilityList, the duplicate check of
// createHealthCareFacility) and the patient's facilities (getHealthCareFacilityByPatientId).
// Creates, reads by id and versioned updates go through the generic store (server/db/stores.ts).
import { and, asc, count, desc, eq, inArray, like, ne, type SQL, sql } from 'drizzle-orm';
import type { FacilityOrganization } from '../../../src/domain/master-lists/facility-record.ts';
import type { Executor } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { organizations } from '../../db/schema/directory.ts';
import { patients } from '../../db/schema/patients.ts';
import { escapeLike } from '../shared/like-pattern.ts';
import { organizationNames } from '../shared/organization-name-repository.ts';
import type { Page, RowsAndCount } from '../shared/paging.ts';
import type { FacilityListFilter } from './facility-input.ts';

export type FacilityRow = ResourceRow<FacilityOrganization>;

const columns = {
  id: organizations.id,
  versionId: organizations.versionId,
  lastUpdated: organizations.lastUpdated,
  deleted: organizations.deleted,
  content: organizations.content,
};
const toRow = (r: { id: string; versionId: number; lastUpdated: Date; deleted: boolean; content: unknown }): FacilityRow => ({
  ...r,
  content: r.content as FacilityOrganization,
});

export const facilityRepository = {
  async list(tx: Executor, filter: FacilityListFilter, { offset, limit }: Page): Promise<RowsAndCount<FacilityRow>> {
    const conditions: SQL[] = [eq(organizations.deleted, false), inArray(organizations.type, [...filter.types])];
    if (filter.state) conditions.push(eq(organizations.state, filter.state));
    if (filter.term) conditions.push(like(organizations.nameSearch, `%${escapeLike(filter.term)}%`));
    if (filter.active !== null) {
      conditions.push(sql`coalesce((${organizations.content}->>'active')::boolean, true) = ${filter.active}`);
    }
    const where = and(...conditions);
    // SPEC §9 'Facility search sort -_lastUpdated': the newest change first, then by name.
    const order =
      filter.sort === 'name'
        ? [asc(organizations.nameSearch), asc(organizations.id)]
        : [desc(organizations.lastUpdated), asc(organizations.nameSearch), asc(organizations.id)];
    const [rows, [total]] = await Promise.all([
      tx
        .select(columns)
        .from(organizations)
        .where(where)
        .orderBy(...order)
        .offset(offset)
        .limit(limit),
      tx.select({ n: count() }).from(organizations).where(where),
    ]);
    return { rows: rows.map(toRow), totalCount: total?.n ?? 0 };
  },

  /** Facilities of these types with this (normalized) name in this state, but `exceptId`. */
  async sameName(
    tx: Executor,
    { name, state, types, exceptId }: { name: string; state: string; types: readonly string[]; exceptId?: string },
  ): Promise<FacilityRow[]> {
    const conditions: SQL[] = [
      eq(organizations.deleted, false),
      inArray(organizations.type, [...types]),
      eq(organizations.state, state),
      organizationNames.is(name),
    ];
    if (exceptId) conditions.push(ne(organizations.id, exceptId));
    return (
      await tx
        .select(columns)
        .from(organizations)
        .where(and(...conditions))
        .limit(10)
    ).map(toRow);
  },

  /** The facilities of these types a patient's record names: its addresses' facilities and its home health agency. */
  async ofPatient(tx: Executor, patientId: string, types: readonly string[]): Promise<FacilityRow[]> {
    const [patient] = await tx.select({ content: patients.content }).from(patients).where(eq(patients.id, patientId)).limit(1);
    const content = (patient?.content ?? {}) as { address?: { facility?: { reference?: string } }[]; homeHealth?: { reference?: string } };
    const refs = [...(content.address ?? []).map((a) => a.facility?.reference), content.homeHealth?.reference];
    const ids = [...new Set(refs.flatMap((r) => (r?.startsWith('Organization/') ? [r.slice('Organization/'.length)] : [])))];
    if (ids.length === 0) return [];
    const rows = await tx
      .select(columns)
      .from(organizations)
      .where(and(inArray(organizations.id, ids), inArray(organizations.type, [...types]), eq(organizations.deleted, false)))
      .orderBy(asc(organizations.nameSearch));
    return rows.map(toRow);
  },

  /** A market by id (an address's market lookup), or null. */
  async market(tx: Executor, id: string): Promise<{ id: string; name: string } | null> {
    const [row] = await tx
      .select({ id: organizations.id, name: sql<string>`${organizations.content}->>'name'` })
      .from(organizations)
      .where(and(eq(organizations.id, id), eq(organizations.type, 'market'), eq(organizations.deleted, false)))
      .limit(1);
    return row ?? null;
  },
};
