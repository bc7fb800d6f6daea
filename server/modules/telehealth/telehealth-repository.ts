// The telehealth encounters (SPEC §2 waiting room, /telemedicine, /my-encounters): encounters of
// delivery type telehealth with their patient's and clinician's names, filtered by the patient's
// state, the telemedicine status (telehealth-views.ts telemedicineStatusOf, as SQL here) and the
// caller's patient scope.
import { and, count, desc, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { PatientScope } from '../../../src/domain/patient-access.ts';
import type { Encounter, HumanName } from '../../../src/domain/resources.ts';
import { displayName } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { practitioners } from '../../db/schema/directory.ts';
import { encounters } from '../../db/schema/encounters.ts';
import { users } from '../../db/schema/identity.ts';
import { patients } from '../../db/schema/patients.ts';
import { escapeLike } from '../shared/like-pattern.ts';
import type { Page, RowsAndCount } from '../shared/paging.ts';
import { patientFilter } from '../shared/patient-access-repository.ts';
import { TELEMEDICINE_STATUS_SQL } from '../shared/telemedicine-status-repository.ts';
import type { TelemedicineStatus } from './telehealth-input.ts';
import type { TelehealthNames } from './telehealth-views.ts';

export interface TelehealthFilter {
  states: readonly string[] | null;
  statuses: readonly TelemedicineStatus[] | null;
  /** Only those this practitioner took (/my-encounters). */
  practitionerId: string | null;
  term: string | null;
}

export interface TelehealthRow {
  row: ResourceRow<Encounter>;
  names: TelehealthNames;
}

/** The request's time, else the visit's (telehealth-views.ts requestedAt), as the list's order. */
const requestedAt = sql`coalesce((${encounters.content}->'telehealth'->>'requestedAt')::timestamptz, ${encounters.periodStart}, ${encounters.lastUpdated})`;

const selection = {
  id: encounters.id,
  versionId: encounters.versionId,
  lastUpdated: encounters.lastUpdated,
  deleted: encounters.deleted,
  content: encounters.content,
  patientContent: patients.content,
  patientState: patients.state,
  clinicianContent: practitioners.content,
};

type Selected = {
  id: string;
  versionId: number;
  lastUpdated: Date;
  deleted: boolean;
  content: Record<string, unknown>;
  patientContent: Record<string, unknown> | null;
  patientState: string | null;
  clinicianContent: Record<string, unknown> | null;
};

const nameOf = (content: Record<string, unknown> | null): string | null =>
  content ? displayName(content.name as HumanName[] | undefined) || null : null;

function toRow(r: Selected): TelehealthRow {
  const patient = r.patientContent as { homeHealth?: { display?: string } } | null;
  return {
    row: { id: r.id, versionId: r.versionId, lastUpdated: r.lastUpdated, deleted: r.deleted, content: r.content as unknown as Encounter },
    names: {
      patientName: nameOf(r.patientContent) ?? '',
      patientState: r.patientState,
      clinicianName: nameOf(r.clinicianContent),
      homeHealthName: patient?.homeHealth?.display ?? null,
    },
  };
}

const base = (tx: Executor) =>
  tx
    .select(selection)
    .from(encounters)
    .innerJoin(patients, eq(patients.id, encounters.patientId))
    .leftJoin(practitioners, eq(practitioners.id, encounters.practitionerId));

export const telehealthRepository = {
  async list(tx: Executor, scope: PatientScope, filter: TelehealthFilter, { offset, limit }: Page): Promise<RowsAndCount<TelehealthRow>> {
    const conditions: (SQL | undefined)[] = [
      eq(encounters.deliveryType, 'telehealth'),
      eq(encounters.deleted, false),
      patientFilter(scope, encounters.patientId, patients.state),
    ];
    if (filter.states) conditions.push(filter.states.length ? inArray(patients.state, [...filter.states]) : sql`false`);
    if (filter.statuses)
      conditions.push(filter.statuses.length ? or(...filter.statuses.map((s) => TELEMEDICINE_STATUS_SQL[s])) : sql`false`);
    if (filter.practitionerId) conditions.push(eq(encounters.practitionerId, filter.practitionerId));
    if (filter.term) conditions.push(like(patients.nameSearch, `%${escapeLike(filter.term.toLowerCase())}%`));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      base(tx).where(where).orderBy(desc(requestedAt), desc(encounters.lastUpdated), desc(encounters.id)).offset(offset).limit(limit),
      tx.select({ n: count() }).from(encounters).innerJoin(patients, eq(patients.id, encounters.patientId)).where(where),
    ]);
    return { rows: rows.map(toRow), totalCount: total?.n ?? 0 };
  },

  /** One telehealth encounter with its names (null when there is none). */
  async read(tx: Executor, id: string): Promise<TelehealthRow | null> {
    const [row] = await base(tx)
      .where(and(eq(encounters.id, id), eq(encounters.deliveryType, 'telehealth'), eq(encounters.deleted, false)))
      .limit(1);
    return row ? toRow(row) : null;
  },

  /** The patient's request nobody has taken yet (one at a time per patient). */
  async openRequestOf(tx: Executor, patientId: string): Promise<string | null> {
    const [row] = await tx
      .select({ id: encounters.id })
      .from(encounters)
      .where(
        and(
          eq(encounters.patientId, patientId),
          eq(encounters.deliveryType, 'telehealth'),
          eq(encounters.deleted, false),
          TELEMEDICINE_STATUS_SQL.requested,
        ),
      )
      .limit(1);
    return row?.id ?? null;
  },

  /** The user's phone (the onsite provider's, SPEC §8 'Please call the onsite provider'). */
  async phoneOf(tx: Executor, userId: string): Promise<string | null> {
    const [row] = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, userId)).limit(1);
    return row?.phone ?? null;
  },
};
