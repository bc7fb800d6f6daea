// Who covers what (schema/administration.ts coverage_config): the users of a kind's job functions
// with their row of the kind, the markets and practitioners the rows name, and the write of a row.
// The states of a PCC or telehealth row are part of the user's patient access (DESIGN §8; read by
// shared/patient-access-repository.ts alongside app_user.markets, which this never changes), and a
// lead row the clinicians the user leads: who may write them is the grant rule's to say.
import { and, arrayOverlaps, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { CoverageConfigValues, CoverageKind } from '../../../src/domain/administration/coverage.ts';
import type { Organization, Practitioner } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import { coverageConfigs } from '../../db/schema/administration.ts';
import { organizations, practitioners } from '../../db/schema/directory.ts';
import { users } from '../../db/schema/identity.ts';
import { escapeLike } from '../shared/like-pattern.ts';
import type { Page, RowsAndCount } from '../shared/paging.ts';
import type { StateScope } from '../shared/patient-access.ts';
import { practitionerInStates } from '../shared/practitioner-markets-repository.ts';

export type CoverageRow = typeof coverageConfigs.$inferSelect;

/** A user of the kind and their row (null until first saved). */
export interface CoverageSubjectRow {
  user: { id: string; email: string; givenName: string; familyName: string; status: string; roles: string[]; jobFunctions: string[] };
  config: CoverageRow | null;
}

export interface MarketRow {
  id: string;
  state: string | null;
  content: Organization;
}

export interface PractitionerRow {
  id: string;
  state: string | null;
  content: Practitioner;
}

/** More active practitioners than any lead picks from. */
export const MAX_CLINICIAN_CHOICES = 500;

const subjectColumns = {
  user: {
    id: users.id,
    email: users.email,
    givenName: users.givenName,
    familyName: users.familyName,
    status: users.status,
    roles: users.roles,
    jobFunctions: users.jobFunctions,
  },
  config: coverageConfigs,
};

const joinOn = (kind: CoverageKind) => and(eq(coverageConfigs.userId, users.id), eq(coverageConfigs.kind, kind));

export const staffCoverageRepository = {
  /** One page of the users holding any of `jobFunctions`, matching `term` (name or e-mail), by family then given name. */
  async list(
    tx: Executor,
    kind: CoverageKind,
    jobFunctions: readonly string[],
    term: string | null,
    { offset, limit }: Page,
  ): Promise<RowsAndCount<CoverageSubjectRow>> {
    const conditions: SQL[] = [arrayOverlaps(users.jobFunctions, [...jobFunctions])];
    if (term) {
      const like = `%${escapeLike(term)}%`;
      const match = or(
        ilike(users.email, like),
        ilike(users.givenName, like),
        ilike(users.familyName, like),
        ilike(sql`${users.givenName} || ' ' || ${users.familyName}`, like),
      );
      if (match) conditions.push(match);
    }
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      tx
        .select(subjectColumns)
        .from(users)
        .leftJoin(coverageConfigs, joinOn(kind))
        .where(where)
        .orderBy(sql`lower(${users.familyName})`, sql`lower(${users.givenName})`, asc(users.id))
        .offset(offset)
        .limit(limit),
      tx.select({ n: count() }).from(users).where(where),
    ]);
    return { rows, totalCount: total?.n ?? 0 };
  },

  /** One user with their row of the kind (whatever their job functions: the service checks them). */
  async subject(tx: Executor, kind: CoverageKind, userId: string): Promise<CoverageSubjectRow | null> {
    const [row] = await tx.select(subjectColumns).from(users).leftJoin(coverageConfigs, joinOn(kind)).where(eq(users.id, userId)).limit(1);
    return row ?? null;
  },

  /** The market organizations among `ids` (not deleted). */
  async markets(tx: Executor, ids: readonly string[]): Promise<MarketRow[]> {
    if (ids.length === 0) return [];
    const rows = await tx
      .select({ id: organizations.id, state: organizations.state, content: organizations.content })
      .from(organizations)
      .where(and(inArray(organizations.id, [...ids]), eq(organizations.type, 'market'), eq(organizations.deleted, false)));
    return rows.map((r) => ({ ...r, content: r.content as unknown as Organization }));
  },

  /** The practitioners among `ids` (not deleted; active or not: a lead's list shows who went inactive). */
  async practitioners(tx: Executor, ids: readonly string[]): Promise<PractitionerRow[]> {
    if (ids.length === 0) return [];
    const rows = await tx
      .select({ id: practitioners.id, state: practitioners.state, content: practitioners.content })
      .from(practitioners)
      .where(and(inArray(practitioners.id, [...ids]), eq(practitioners.deleted, false)));
    return rows.map((r) => ({ ...r, content: r.content as unknown as Practitioner }));
  },

  /** The active practitioners a lead may lead, by name: of the editor's states (null: all). */
  async activePractitioners(tx: Executor, scope: StateScope = null): Promise<PractitionerRow[]> {
    const rows = await tx
      .select({ id: practitioners.id, state: practitioners.state, content: practitioners.content })
      .from(practitioners)
      .where(
        and(
          eq(practitioners.deleted, false),
          sql`(${practitioners.content}->>'active')::boolean is true`,
          scope ? practitionerInStates(scope) : undefined,
        ),
      )
      .orderBy(asc(practitioners.nameSearch), asc(practitioners.id))
      .limit(MAX_CLINICIAN_CHOICES);
    return rows.map((r) => ({ ...r, content: r.content as unknown as Practitioner }));
  },

  /** Writes the user's row of the kind (insert as version 1, or replace as the next version). */
  async save(
    tx: Executor,
    kind: CoverageKind,
    userId: string,
    values: CoverageConfigValues,
    actorId: string,
    now: Date,
  ): Promise<CoverageRow> {
    const set = {
      states: [...values.states],
      marketIds: [...values.marketIds],
      clinicianIds: [...values.clinicianIds],
      updatedAt: now,
      updatedBy: actorId,
    };
    const [row] = await tx
      .insert(coverageConfigs)
      .values({ kind, userId, ...set })
      .onConflictDoUpdate({
        target: [coverageConfigs.kind, coverageConfigs.userId],
        set: { ...set, version: sql`${coverageConfigs.version} + 1` },
      })
      .returning();
    if (!row) throw new Error('coverage_config write returned no row');
    return row;
  },
};
