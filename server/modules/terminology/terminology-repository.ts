// The only Drizzle code of the code systems (server/db/schema/terminology.ts): the draft, its
// codes, the published versions and their codes. Every method takes the executor first.
import { and, asc, count, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Concept } from '../../../src/domain/terminology/code-systems.ts';
import type { Executor } from '../../db/client.ts';
import { codeSystemConcepts, codeSystems, valueSetConcepts, valueSetVersions } from '../../db/schema/terminology.ts';
import { escapeLike } from '../shared/like-pattern.ts';

export type CodeSystemRow = typeof codeSystems.$inferSelect;
export type ConceptRow = typeof codeSystemConcepts.$inferSelect;
export type VersionRow = typeof valueSetVersions.$inferSelect;

const conceptColumns = {
  code: valueSetConcepts.code,
  display: valueSetConcepts.display,
  category: valueSetConcepts.category,
  members: valueSetConcepts.members,
};

export const terminologyRepository = {
  async systems(tx: Executor): Promise<CodeSystemRow[]> {
    return tx.select().from(codeSystems);
  },

  async system(tx: Executor, id: string, options: { forUpdate?: boolean } = {}): Promise<CodeSystemRow | null> {
    const query = tx.select().from(codeSystems).where(eq(codeSystems.id, id)).limit(1);
    const [row] = options.forUpdate ? await query.for('update') : await query;
    return row ?? null;
  },

  /** Makes the code system's row when it has none yet (a new catalog entry, the seed). */
  async ensureSystem(tx: Executor, id: string, now: Date): Promise<void> {
    await tx.insert(codeSystems).values({ id, updatedAt: now }).onConflictDoNothing();
  },

  async draft(tx: Executor, id: string): Promise<ConceptRow[]> {
    return tx.select().from(codeSystemConcepts).where(eq(codeSystemConcepts.systemId, id)).orderBy(asc(codeSystemConcepts.ord));
  },

  async versions(tx: Executor, id: string): Promise<VersionRow[]> {
    return tx.select().from(valueSetVersions).where(eq(valueSetVersions.systemId, id)).orderBy(desc(valueSetVersions.version));
  },

  async addConcept(tx: Executor, id: string, concept: Concept): Promise<boolean> {
    const inserted = await tx
      .insert(codeSystemConcepts)
      .values({
        systemId: id,
        ...conceptValues(concept),
        ord: sql`(select coalesce(max(${codeSystemConcepts.ord}), 0) + 1 from ${codeSystemConcepts} where ${codeSystemConcepts.systemId} = ${id})`,
      })
      .onConflictDoNothing()
      .returning({ code: codeSystemConcepts.code });
    return inserted.length > 0;
  },

  async updateConcept(tx: Executor, id: string, concept: Concept): Promise<ConceptRow | null> {
    const [before] = await tx
      .select()
      .from(codeSystemConcepts)
      .where(and(eq(codeSystemConcepts.systemId, id), eq(codeSystemConcepts.code, concept.code)))
      .for('update');
    if (!before) return null;
    await tx
      .update(codeSystemConcepts)
      .set(conceptValues(concept))
      .where(and(eq(codeSystemConcepts.systemId, id), eq(codeSystemConcepts.code, concept.code)));
    return before;
  },

  /** New codes at the end of the draft, in the order given (an import); the caller made sure none exists. */
  async appendConcepts(tx: Executor, id: string, concepts: readonly Concept[]): Promise<void> {
    if (concepts.length === 0) return;
    const [last] = await tx
      .select({ ord: sql<number>`coalesce(max(${codeSystemConcepts.ord}), 0)` })
      .from(codeSystemConcepts)
      .where(eq(codeSystemConcepts.systemId, id));
    const start = Number(last?.ord ?? 0);
    // Several statements for a large file: PostgreSQL takes at most 65,535 parameters in one.
    for (let i = 0; i < concepts.length; i += APPEND_BATCH) {
      await tx
        .insert(codeSystemConcepts)
        .values(concepts.slice(i, i + APPEND_BATCH).map((c, j) => ({ systemId: id, ...conceptValues(c), ord: start + i + j + 1 })));
    }
  },

  async draftChanged(tx: Executor, id: string, by: string, now: Date): Promise<void> {
    await tx
      .update(codeSystems)
      .set({ draftVersion: sql`${codeSystems.draftVersion} + 1`, draftChanged: true, updatedAt: now, updatedBy: by })
      .where(eq(codeSystems.id, id));
  },

  /** The draft becomes version `version` (its codes copied); the versions before are retired. */
  async publish(tx: Executor, id: string, version: number, total: number, by: string | null, now: Date): Promise<void> {
    await tx
      .update(valueSetVersions)
      .set({ status: 'retired' })
      .where(and(eq(valueSetVersions.systemId, id), eq(valueSetVersions.status, 'active')));
    await tx.execute(sql`
      insert into ${valueSetConcepts} (system_id, version, code, display, status, category, members, ord, search)
      select system_id, ${version}, code, display, status, category, members, ord, lower(code || ' ' || display)
      from ${codeSystemConcepts} where system_id = ${id}`);
    await tx.insert(valueSetVersions).values({ systemId: id, version, status: 'active', publishedAt: now, publishedBy: by, count: total });
    await tx
      .update(codeSystems)
      .set({
        publishedVersion: version,
        draftChanged: false,
        draftVersion: sql`${codeSystems.draftVersion} + 1`,
        updatedAt: now,
        updatedBy: by,
      })
      .where(eq(codeSystems.id, id));
  },

  /** Every code of the newest published version, in the list's order (null: never published). */
  async publishedConcepts(
    tx: Executor,
    id: string,
  ): Promise<{ code: string; display: string; status: string; members: string[] | null }[] | null> {
    const system = await this.system(tx, id);
    if (!system?.publishedVersion) return null;
    return tx
      .select({
        code: valueSetConcepts.code,
        display: valueSetConcepts.display,
        status: valueSetConcepts.status,
        members: valueSetConcepts.members,
      })
      .from(valueSetConcepts)
      .where(and(eq(valueSetConcepts.systemId, id), eq(valueSetConcepts.version, system.publishedVersion)))
      .orderBy(asc(valueSetConcepts.ord));
  },

  /** The codes each value set's newest published version offers (active, unknown), in order. */
  async offeredCodes(tx: Executor, ids: readonly string[]): Promise<Map<string, { code: string; display: string }[]>> {
    const offered = new Map<string, { code: string; display: string }[]>();
    if (ids.length === 0) return offered;
    const rows = await tx
      .select({ systemId: valueSetConcepts.systemId, code: valueSetConcepts.code, display: valueSetConcepts.display })
      .from(valueSetConcepts)
      .innerJoin(
        codeSystems,
        and(eq(codeSystems.id, valueSetConcepts.systemId), eq(codeSystems.publishedVersion, valueSetConcepts.version)),
      )
      .where(and(inArray(valueSetConcepts.systemId, [...ids]), sql`${valueSetConcepts.status} in ('active', 'unknown')`))
      .orderBy(asc(valueSetConcepts.systemId), asc(valueSetConcepts.ord));
    for (const row of rows) {
      const list = offered.get(row.systemId) ?? [];
      list.push({ code: row.code, display: row.display });
      offered.set(row.systemId, list);
    }
    return offered;
  },

  async version(tx: Executor, id: string, version: number): Promise<VersionRow | null> {
    const [row] = await tx
      .select()
      .from(valueSetVersions)
      .where(and(eq(valueSetVersions.systemId, id), eq(valueSetVersions.version, version)))
      .limit(1);
    return row ?? null;
  },

  /**
   * One page of a version's codes, in the list's order: `offered` keeps only the codes an expansion
   * offers (active, unknown); `filter` matches words of the code or display.
   */
  async expansion(
    tx: Executor,
    id: string,
    version: number,
    options: { offered: boolean; filter: string | null; offset: number; limit: number },
  ): Promise<{ rows: { code: string; display: string; category: string | null; members: string[] | null }[]; total: number }> {
    const where = and(
      eq(valueSetConcepts.systemId, id),
      eq(valueSetConcepts.version, version),
      options.offered ? sql`${valueSetConcepts.status} in ('active', 'unknown')` : undefined,
      // Every word of the filter, anywhere in the code or display ('alginate silver').
      ...words(options.filter).map((word) => like(valueSetConcepts.search, `%${escapeLike(word)}%`)),
    );
    const rows = await tx
      .select(conceptColumns)
      .from(valueSetConcepts)
      .where(where)
      .orderBy(asc(valueSetConcepts.ord))
      .offset(options.offset)
      .limit(options.limit);
    // A first page that holds them all needs no count.
    if (options.offset === 0 && rows.length < options.limit) return { rows, total: rows.length };
    const [totals] = await tx.select({ total: count() }).from(valueSetConcepts).where(where);
    return { rows, total: totals?.total ?? 0 };
  },
};

const words = (filter: string | null): string[] => (filter ? filter.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8) : []);

const APPEND_BATCH = 1000;

const conceptValues = (c: Concept) => ({
  code: c.code,
  display: c.display,
  status: c.status,
  category: c.category ?? null,
  members: c.members?.length ? [...c.members] : null,
});
