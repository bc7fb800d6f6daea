// The patient module's searches (reads by id and writes go through the generic stores,
// server/db/stores.ts). Lists apply the caller's patient scope (shared/patient-access-repository.ts).
//
// The patient list's search (src/domain/patients/patient-search.ts) on the indexes of
// server/db/schema/patients.ts: each name word is the start of a word of the patient's names
// (trigram index, LIKE); a name with no such match is read again as a mistyped name (pg_trgm's
// word similarity, `<%`, same index), best match first; a number is a fragment of a phone or an
// external number (trigram indexes); a date of birth is equal (btree). Sorted by name, case-
// insensitively (name_search is lower case; SPEC §9 'Lists sort case-insensitively').
import { and, asc, count, desc, eq, getTableName, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { PatientScope } from '../../../src/domain/patient-access.ts';
import type { ChartTabKey } from '../../../src/domain/patients/chart-tabs.ts';
import type { PatientSearch } from '../../../src/domain/patients/patient-search.ts';
import type { AdmissionStatus, EpisodeOfCare, Patient } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { communications, conditions, coverages, documentReferences, flags, serviceRequests, tasks } from '../../db/schema/chart.ts';
import { organizations } from '../../db/schema/directory.ts';
import { appointments, encounters } from '../../db/schema/encounters.ts';
import { episodesOfCare, patients } from '../../db/schema/patients.ts';
import { escapeLike } from '../shared/like-pattern.ts';
import type { Page, RowsAndCount } from '../shared/paging.ts';
import { patientFilter } from '../shared/patient-access-repository.ts';
import type { PatientListFilter } from './patient-input.ts';

/** A table of records that belong to a patient (the chart's tabs count them). */
type CountedTable =
  | typeof communications
  | typeof flags
  | typeof coverages
  | typeof serviceRequests
  | typeof episodesOfCare
  | typeof encounters
  | typeof conditions
  | typeof documentReferences
  | typeof appointments
  | typeof tasks;

export type AdmissionRow = Pick<ResourceRow<EpisodeOfCare>, 'id' | 'versionId' | 'lastUpdated' | 'content'>;

export type PatientListRow = Pick<ResourceRow<Patient>, 'id' | 'versionId' | 'lastUpdated' | 'content'> & {
  /** The status of the patient's latest admission (null: never admitted). */
  admissionStatus: AdmissionStatus | null;
  marketName: string | null;
};

/** LIKE's wildcards in a search term are literal text. */

const contains = (column: typeof patients.phoneDigits | typeof patients.externalNumber, text: string): SQL =>
  like(column, `%${escapeLike(text)}%`);

/** One name word at the start of any word of the names (name_search is 'family given … nickname …'). */
const wordStart = (word: string): SQL =>
  or(like(patients.nameSearch, `${escapeLike(word)}%`), like(patients.nameSearch, `% ${escapeLike(word)}%`)) as SQL;

/** A word close to a word of the names (pg_trgm `<%`: word similarity at least the session's threshold; the trigram index). */
const alike = (word: string): SQL => sql`${word} <% ${patients.nameSearch}`;

function searchCondition(search: PatientSearch): SQL | undefined {
  switch (search.kind) {
    case 'none':
      return undefined;
    case 'birthDate':
      return eq(patients.birthDate, search.date);
    case 'number':
      return or(contains(patients.phoneDigits, search.digits), contains(patients.externalNumber, search.digits));
    case 'name': {
      const names = and(...search.words.map(wordStart)) as SQL;
      return search.number ? or(names, contains(patients.externalNumber, search.number)) : names;
    }
  }
}

/** Everything but the search: not deleted, readable by the scope, and the filters. */
function filterConditions(scope: PatientScope, filter: PatientListFilter): SQL[] {
  const conditions: SQL[] = [eq(patients.deleted, false)];
  const visible = patientFilter(scope, patients.id, patients.state);
  if (visible) conditions.push(visible);
  if (filter.state) conditions.push(eq(patients.state, filter.state));
  if (filter.marketId) conditions.push(eq(patients.marketId, filter.marketId));
  if (filter.admissionStatuses) {
    conditions.push(
      sql`exists (select 1 from ${episodesOfCare} where ${episodesOfCare.patientId} = ${patients.id} and not ${episodesOfCare.deleted} and ${inArray(episodesOfCare.status, filter.admissionStatuses)})`,
    );
  }
  return conditions;
}

// Subqueries in the select list name the outer columns by table: Drizzle writes a selected
// column unqualified there, which inside the subquery would mean the subquery's own table.
const PATIENT_ID = sql.raw('"patient"."id"');
const PATIENT_MARKET_ID = sql.raw('"patient"."market_id"');
const latestAdmissionStatus = sql<AdmissionStatus | null>`(select e.status from ${episodesOfCare} e
  where e.patient_id = ${PATIENT_ID} and not e.deleted order by e.period_start desc nulls last limit 1)`;
const marketName = sql<string | null>`(select o.content->>'name' from ${organizations} o where o.id = ${PATIENT_MARKET_ID})`;

const LIST_COLUMNS = {
  id: patients.id,
  versionId: patients.versionId,
  lastUpdated: patients.lastUpdated,
  content: patients.content,
  admissionStatus: latestAdmissionStatus,
  marketName,
};

const toRow = (r: { content: Record<string, unknown> } & Omit<PatientListRow, 'content'>): PatientListRow => ({
  ...r,
  content: r.content as unknown as Patient,
});

async function page(tx: Executor, where: SQL | undefined, order: SQL[], { offset, limit }: Page): Promise<RowsAndCount<PatientListRow>> {
  const [rows, [total]] = await Promise.all([
    tx
      .select(LIST_COLUMNS)
      .from(patients)
      .where(where)
      .orderBy(...order)
      .offset(offset)
      .limit(limit),
    tx.select({ n: count() }).from(patients).where(where),
  ]);
  return { rows: rows.map(toRow), totalCount: total?.n ?? 0 };
}

const BY_NAME = [asc(patients.nameSearch), asc(patients.id)];
/**
 * The same order for a searched list, written so the planner cannot walk the name index: it would
 * read the index from 'a' until 25 matches turned up, and a family name's start ('sha…') sits
 * late in that order (seconds' worth of rows on 100,000 patients). lower() of the lower-case
 * column changes nothing but the plan: the matches come from the trigram index, then are sorted.
 */
const BY_NAME_SEARCHED = [asc(sql`lower(${patients.nameSearch})`), asc(patients.id)];

export const patientRepository = {
  /** One patient (not deleted) with its latest admission's status and its market's name. */
  async read(tx: Executor, id: string): Promise<PatientListRow | null> {
    const [row] = await tx
      .select(LIST_COLUMNS)
      .from(patients)
      .where(and(eq(patients.id, id), eq(patients.deleted, false)))
      .limit(1);
    return row ? toRow(row) : null;
  },

  /** The patients of `ids` that exist (not deleted), in no particular order. */
  async readMany(tx: Executor, ids: readonly string[]): Promise<PatientListRow[]> {
    if (ids.length === 0) return [];
    const rows = await tx
      .select(LIST_COLUMNS)
      .from(patients)
      .where(and(inArray(patients.id, [...ids]), eq(patients.deleted, false)));
    return rows.map(toRow);
  },

  /** One page of the patients `scope` reads that match the filter (its search and filters). */
  async list(tx: Executor, scope: PatientScope, filter: PatientListFilter, at: Page): Promise<RowsAndCount<PatientListRow>> {
    const conditions = filterConditions(scope, filter);
    const search = searchCondition(filter.search);
    const found = await page(tx, and(...conditions, search), search ? BY_NAME_SEARCHED : BY_NAME, at);
    if (found.totalCount > 0 || filter.search.kind !== 'name') return found;
    // No name starts so: each word is read as a mistyped word of the names (pg_trgm's `<%`, at
    // the session's threshold FUZZY_NAME_THRESHOLD, server/db/client.ts), the closest names first.
    const { words } = filter.search;
    const closeness = sql.join(
      words.map((w) => sql`word_similarity(${w}, ${patients.nameSearch})`),
      sql` + `,
    );
    return page(tx, and(...conditions, ...words.map(alike)), [desc(closeness), ...BY_NAME_SEARCHED], at);
  },

  /**
   * Every chart tab's count (SPEC §2), in one query: the records of each tab that are not
   * deleted; alerts and problems count the active ones, documents the current ones, and orders and referrals
   * share the service requests (their category tells them apart).
   */
  async chartCounts(tx: Executor, patientId: string): Promise<Partial<Record<ChartTabKey, number>>> {
    return (await patientRepository.chartCountsOf(tx, [patientId])).get(patientId) ?? {};
  },

  /** chartCounts of several patients at once (the schedule pack's charts), in one query. */
  async chartCountsOf(tx: Executor, patientIds: readonly string[]): Promise<Map<string, Partial<Record<ChartTabKey, number>>>> {
    if (patientIds.length === 0) return new Map();
    // Qualified by hand: drizzle writes a column of the query's only table unqualified, which inside
    // the subquery would name the counted table's own id.
    const patientId = sql`${sql.identifier(getTableName(patients))}.${sql.identifier(patients.id.name)}`;
    const live = (table: CountedTable, extra?: SQL) =>
      sql<number>`(select count(*) from ${table} where ${table.patientId} = ${patientId} and not ${table.deleted}${extra ? sql` and ${extra}` : sql``})::int`;
    const category = sql`${serviceRequests.content}->>'category'`;
    const rows = await tx
      .select({
        patientId: patients.id,
        'communication-log': live(communications),
        alerts: live(flags, sql`${flags.status} = 'active'`),
        coverages: live(coverages),
        referrals: live(serviceRequests, sql`${category} = 'referral'`),
        admissions: live(episodesOfCare),
        encounter: live(encounters),
        problems: live(conditions, sql`${conditions.status} = 'active'`),
        documents: live(documentReferences, sql`${documentReferences.status} = 'current'`),
        orders: live(serviceRequests, sql`coalesce(${category}, 'order') <> 'referral'`),
        appointments: live(appointments),
        tasks: live(tasks),
      })
      .from(patients)
      .where(inArray(patients.id, [...patientIds]));
    return new Map(rows.map(({ patientId, ...counts }) => [patientId, counts]));
  },

  /** The patient's admissions (not deleted), newest first. */
  async admissions(tx: Executor, patientId: string): Promise<AdmissionRow[]> {
    return (await patientRepository.admissionsOf(tx, [patientId])).get(patientId) ?? [];
  },

  /** The admissions of several patients (not deleted), each patient's newest first, in one query. */
  async admissionsOf(tx: Executor, patientIds: readonly string[]): Promise<Map<string, AdmissionRow[]>> {
    const byPatient = new Map<string, AdmissionRow[]>();
    if (patientIds.length === 0) return byPatient;
    const rows = await tx
      .select({
        patientId: episodesOfCare.patientId,
        id: episodesOfCare.id,
        versionId: episodesOfCare.versionId,
        lastUpdated: episodesOfCare.lastUpdated,
        content: episodesOfCare.content,
      })
      .from(episodesOfCare)
      .where(and(inArray(episodesOfCare.patientId, [...patientIds]), eq(episodesOfCare.deleted, false)))
      .orderBy(desc(episodesOfCare.periodStart), asc(episodesOfCare.id));
    for (const { patientId, ...row } of rows) {
      const list = byPatient.get(patientId) ?? [];
      list.push({ ...row, content: row.content as unknown as EpisodeOfCare });
      byPatient.set(patientId, list);
    }
    return byPatient;
  },

  /** The query plan of a list's rows query, with list()'s conditions and order (the bench's EXPLAIN: which indexes the search uses). */
  async explain(tx: Executor, scope: PatientScope, filter: PatientListFilter, fuzzy: boolean): Promise<string> {
    const conditions = filterConditions(scope, filter);
    const search = fuzzy && filter.search.kind === 'name' ? and(...filter.search.words.map(alike)) : searchCondition(filter.search);
    const query = tx
      .select({ id: patients.id })
      .from(patients)
      .where(and(...conditions, search))
      .orderBy(...(search ? BY_NAME_SEARCHED : BY_NAME))
      .limit(25);
    const result = await tx.execute(sql`explain ${query}`);
    const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
    return rows.map((r) => Object.values(r)[0]).join('\n');
  },
};
