// The PCP letters' searches and table (the only Drizzle code of the area): the missed appointments
// or the made (signed) encounters of a range, of the caller's readable patients, each with its
// patient's PCP (generalPractitioner[0], a pcp organization) and its letter when there is one.
import { and, asc, count, eq, gte, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LetterKind, LetterStatus } from '../../../src/domain/letters/pcp-letters.ts';
import type { PatientScope } from '../../../src/domain/patient-access.ts';
import type { HumanName } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import { organizations } from '../../db/schema/directory.ts';
import { appointments, encounters } from '../../db/schema/encounters.ts';
import { pcpLetters } from '../../db/schema/letters.ts';
import { patients } from '../../db/schema/patients.ts';
import { patientFilter } from '../shared/patient-access-repository.ts';

export type LetterRow = typeof pcpLetters.$inferSelect;

/** A range's instants: [start, end). */
export interface Span {
  start: Date;
  end: Date;
}

export interface SourceRow {
  sourceId: string;
  patientId: string;
  names: HumanName[];
  at: Date;
  pcpId: string | null;
  pcpName: string | null;
  fax: string | null;
  status: LetterStatus;
  documentId: string | null;
  error: string | null;
  sentAt: Date | null;
}

const pcp = alias(organizations, 'pcp');

/** The PCP's fax (SPEC §2: system 'fax' with a value), or null. */
const pcpFax = sql<string | null>`(select btrim(t->>'value') from jsonb_array_elements(coalesce(${pcp.content}->'telecom', '[]'::jsonb)) t
  where t->>'system' = 'fax' and coalesce(btrim(t->>'value'), '') <> '' limit 1)`;
const letterStatus = sql<LetterStatus>`coalesce(${pcpLetters.status}, 'none')`;

/** The source table's columns and conditions for a kind. */
function sourceOf(kind: LetterKind, span: Span) {
  if (kind === 'missed-appointment') {
    return {
      table: appointments,
      id: appointments.id,
      patientId: appointments.patientId,
      at: appointments.start,
      where: and(
        eq(appointments.deleted, false),
        eq(appointments.status, 'noshow'),
        gte(appointments.start, span.start),
        lt(appointments.start, span.end),
      ),
    };
  }
  return {
    table: encounters,
    id: encounters.id,
    patientId: encounters.patientId,
    at: sql<Date>`${encounters.periodStart}`,
    where: and(
      eq(encounters.deleted, false),
      isNotNull(encounters.signedAt),
      gte(encounters.periodStart, span.start),
      lt(encounters.periodStart, span.end),
    ),
  };
}

/** The rows' FROM: the source, its patient (readable by the scope), its PCP and its letter. */
function rowsQuery<S extends Record<string, unknown>>(
  tx: Executor,
  kind: LetterKind,
  span: Span,
  scope: PatientScope,
  fields: S,
  more: SQL[] = [],
) {
  const source = sourceOf(kind, span);
  const visible = patientFilter(scope, patients.id, patients.state);
  return tx
    .select(fields as never)
    .from(source.table as typeof appointments)
    .innerJoin(patients, eq(patients.id, source.patientId))
    .leftJoin(
      pcp,
      sql`${pcp.id}::text = split_part(${patients.content}->'generalPractitioner'->0->>'reference', '/', 2) and not ${pcp.deleted}`,
    )
    .leftJoin(pcpLetters, and(eq(pcpLetters.kind, kind), eq(pcpLetters.sourceId, source.id)))
    .where(and(source.where, eq(patients.deleted, false), visible, ...more));
}

const rowFields = (kind: LetterKind, span: Span) => {
  const source = sourceOf(kind, span);
  return {
    sourceId: source.id,
    patientId: patients.id,
    names: sql<HumanName[]>`${patients.content}->'name'`,
    at: source.at,
    pcpId: pcp.id,
    pcpName: sql<string | null>`${pcp.content}->>'name'`,
    fax: pcpFax,
    status: letterStatus,
    documentId: pcpLetters.documentId,
    error: pcpLetters.error,
    sentAt: pcpLetters.sentAt,
  };
};

/** Ready to send: a PCP with a fax, and no letter or a failed one. */
const ready = sql`${pcp.id} is not null and ${pcpFax} is not null and ${letterStatus} in ('none', 'entered-in-error')`;

export const lettersRepository = {
  async rows(
    tx: Executor,
    kind: LetterKind,
    span: Span,
    scope: PatientScope,
    page: { offset: number; first: number },
  ): Promise<SourceRow[]> {
    const source = sourceOf(kind, span);
    const rows = await rowsQuery(tx, kind, span, scope, rowFields(kind, span))
      .orderBy(asc(source.at as never), asc(source.id))
      .limit(page.first)
      .offset(page.offset);
    return (rows as unknown as (SourceRow & { at: Date | string })[]).map((r) => ({ ...r, at: new Date(r.at) }));
  },

  async counts(tx: Executor, kind: LetterKind, span: Span, scope: PatientScope) {
    const [row] = (await rowsQuery(tx, kind, span, scope, {
      total: count(),
      ready: sql<number>`count(*) filter (where ${ready})`.mapWith(Number),
      none: sql<number>`count(*) filter (where ${letterStatus} = 'none')`.mapWith(Number),
      completed: sql<number>`count(*) filter (where ${letterStatus} = 'completed')`.mapWith(Number),
      inProgress: sql<number>`count(*) filter (where ${letterStatus} = 'in-progress')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${letterStatus} = 'entered-in-error')`.mapWith(Number),
    })) as unknown as { total: number; ready: number; none: number; completed: number; inProgress: number; failed: number }[];
    return row ?? { total: 0, ready: 0, none: 0, completed: 0, inProgress: 0, failed: 0 };
  },

  /** The rows ready to send now (of these sources only, when given). */
  async readyRows(
    tx: Executor,
    kind: LetterKind,
    span: Span,
    scope: PatientScope,
    sourceIds: readonly string[] | null,
  ): Promise<SourceRow[]> {
    const source = sourceOf(kind, span);
    const rows = await rowsQuery(tx, kind, span, scope, rowFields(kind, span), [
      ready,
      ...(sourceIds ? [inArray(source.id, [...sourceIds])] : []),
    ]);
    return rows as unknown as SourceRow[];
  },

  /**
   * Queues a letter per row: a new one, or a failed one again; a letter sent or queued already is
   * left alone (the unique source key). The letters queued by this call.
   */
  async queue(
    tx: Executor,
    kind: LetterKind,
    rows: readonly SourceRow[],
    requestedBy: string,
    now: Date,
    newId: () => string,
  ): Promise<LetterRow[]> {
    if (rows.length === 0) return [];
    const queued: LetterRow[] = [];
    for (let from = 0; from < rows.length; from += 1000) {
      const out = await tx
        .insert(pcpLetters)
        .values(
          rows.slice(from, from + 1000).map((r) => ({
            id: newId(),
            kind,
            sourceId: r.sourceId,
            patientId: r.patientId,
            status: 'in-progress',
            pcpId: r.pcpId,
            fax: r.fax,
            requestedBy,
            queuedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: [pcpLetters.kind, pcpLetters.sourceId],
          set: {
            status: 'in-progress',
            error: null,
            pcpId: sql`excluded.pcp_id`,
            fax: sql`excluded.fax`,
            requestedBy,
            queuedAt: now,
          },
          setWhere: eq(pcpLetters.status, 'entered-in-error'),
        })
        .returning();
      queued.push(...out);
    }
    return queued;
  },

  async byId(tx: Executor, id: string): Promise<LetterRow | null> {
    const [row] = await tx.select().from(pcpLetters).where(eq(pcpLetters.id, id)).limit(1);
    return row ?? null;
  },

  async lock(tx: Executor, id: string): Promise<LetterRow | null> {
    const [row] = await tx.select().from(pcpLetters).where(eq(pcpLetters.id, id)).for('update');
    return row ?? null;
  },

  async complete(tx: Executor, id: string, sent: { documentId: string; faxId: string; sentAt: Date }): Promise<void> {
    await tx
      .update(pcpLetters)
      .set({ status: 'completed', ...sent, error: null })
      .where(eq(pcpLetters.id, id));
  },

  /** Marks a queued letter failed; the letter when it was queued (null: it was not, nothing changed). */
  async fail(tx: Executor, id: string, error: string): Promise<LetterRow | null> {
    const [row] = await tx
      .update(pcpLetters)
      .set({ status: 'entered-in-error', error })
      .where(and(eq(pcpLetters.id, id), eq(pcpLetters.status, 'in-progress')))
      .returning();
    return row ?? null;
  },
};
