// The patient module's searches (reads by id and writes go through the generic stores,
// server/db/stores.ts). Lists apply the caller's patient scope (shared/patient-access-repository.ts).
import { and, asc, count, eq, like, type SQL } from 'drizzle-orm';
import type { PatientScope } from '../../../src/domain/patient-access.ts';
import type { Patient } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { patients } from '../../db/schema/patients.ts';
import type { Page, RowsAndCount } from '../shared/paging.ts';
import { patientFilter } from '../shared/patient-access-repository.ts';
import type { PatientListFilter } from './patient-input.ts';

type PatientRow = Pick<ResourceRow<Patient>, 'id' | 'versionId' | 'lastUpdated' | 'content'>;

/** LIKE's wildcards in a search term are literal text. */
const escapeLike = (term: string): string => term.replace(/[\\%_]/g, (c) => `\\${c}`);

export const patientRepository = {
  /** One page of the patients `scope` reads that match the filter, by name. */
  async list(tx: Executor, scope: PatientScope, filter: PatientListFilter, { offset, limit }: Page): Promise<RowsAndCount<PatientRow>> {
    const conditions: SQL[] = [eq(patients.deleted, false)];
    const visible = patientFilter(scope, patients.id, patients.state);
    if (visible) conditions.push(visible);
    if (filter.term) conditions.push(like(patients.nameSearch, `%${escapeLike(filter.term)}%`));
    if (filter.state) conditions.push(eq(patients.state, filter.state));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      tx
        .select({ id: patients.id, versionId: patients.versionId, lastUpdated: patients.lastUpdated, content: patients.content })
        .from(patients)
        .where(where)
        .orderBy(asc(patients.nameSearch), asc(patients.id))
        .offset(offset)
        .limit(limit),
      tx.select({ n: count() }).from(patients).where(where),
    ]);
    return { rows: rows.map((r) => ({ ...r, content: r.content as unknown as Patient })), totalCount: total?.n ?? 0 };
  },
};
