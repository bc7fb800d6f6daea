// The CCD requests (db/schema/ccd.ts) and what canGenenerateCCD counts: an admission's signed
// encounters and its requests still being generated.
import { and, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { CcdStatus } from '../../../src/domain/ccd/ccd-request.ts';
import type { Executor } from '../../db/client.ts';
import { ccdRequests } from '../../db/schema/ccd.ts';
import { encounters } from '../../db/schema/encounters.ts';
import { users } from '../../db/schema/identity.ts';

export type CcdRequestRow = typeof ccdRequests.$inferSelect;

export interface CcdRequestFilters {
  admissionId: string;
  status?: CcdStatus | undefined;
}

export const ccdRepository = {
  async insert(tx: Executor, row: typeof ccdRequests.$inferInsert): Promise<CcdRequestRow> {
    const [inserted] = await tx.insert(ccdRequests).values(row).returning();
    if (!inserted) throw new Error('ccd_request insert returned nothing');
    return inserted;
  },

  /** One request, locked for its generation (null: none). */
  async lock(tx: Executor, id: string): Promise<CcdRequestRow | null> {
    const [row] = await tx.select().from(ccdRequests).where(eq(ccdRequests.id, id)).for('update');
    return row ?? null;
  },

  async byId(tx: Executor, id: string): Promise<CcdRequestRow | null> {
    const [row] = await tx.select().from(ccdRequests).where(eq(ccdRequests.id, id));
    return row ?? null;
  },

  /** GetCCDRequestList: an admission's requests, newest first, with their total. */
  async list(tx: Executor, filters: CcdRequestFilters, first: number): Promise<{ rows: CcdRequestRow[]; total: number }> {
    const where: SQL | undefined = and(
      eq(ccdRequests.admissionId, filters.admissionId),
      filters.status ? eq(ccdRequests.status, filters.status) : undefined,
    );
    const rows = await tx.select().from(ccdRequests).where(where).orderBy(desc(ccdRequests.createdAt), desc(ccdRequests.id)).limit(first);
    const [total] = await tx.select({ n: count() }).from(ccdRequests).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  async pending(tx: Executor, admissionId: string): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(ccdRequests)
      .where(and(eq(ccdRequests.admissionId, admissionId), eq(ccdRequests.status, 'queued')));
    return row?.n ?? 0;
  },

  async signedEncounters(tx: Executor, admissionId: string): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(encounters)
      .where(and(eq(encounters.episodeOfCareId, admissionId), isNotNull(encounters.signedAt)));
    return row?.n ?? 0;
  },

  /** Who asked for a CCD: its author. */
  async requester(tx: Executor, userId: string) {
    const [row] = await tx
      .select({
        id: users.id,
        givenName: users.givenName,
        familyName: users.familyName,
        email: users.email,
        practitionerId: users.practitionerId,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  },

  async complete(tx: Executor, id: string, documentId: string, now: Date): Promise<void> {
    await tx.update(ccdRequests).set({ status: 'completed', documentId, completedAt: now }).where(eq(ccdRequests.id, id));
  },

  async fail(tx: Executor, id: string, error: string, now: Date): Promise<void> {
    await tx.update(ccdRequests).set({ status: 'failed', error, completedAt: now }).where(eq(ccdRequests.id, id));
  },
};
