// The encounter module's searches over the versioned-resource tables. Creates, reads by id and
// writes go through the generic stores (server/db/stores.ts); what other areas read of one
// encounter is in shared/encounter-record-repository.ts. Every function takes the executor, so a
// service can run it inside its transaction.
import { and, asc, count, desc, eq, gte, inArray, lte, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { DEFAULT_ENCOUNTER_SORT, type EncounterSort } from '../../../src/domain/encounters/encounter-list.ts';
import { REVIEWABLE_STATE } from '../../../src/domain/operation-permissions.ts';
import type { Encounter } from '../../../src/domain/resources.ts';
import type { TelemedicineStatus } from '../../../src/domain/telehealth/telemedicine-status.ts';
import type { Executor } from '../../db/client.ts';
import { asRows, firstRow, type ResourceRow, rowColumns } from '../../db/resource-store.ts';
import { encounters } from '../../db/schema/encounters.ts';
import { setOverlay } from '../shared/command-set.ts';
import type { EncounterVisibility } from '../shared/encounter-access.ts';
import { refId } from '../shared/encounter-views.ts';
import { countCap, type Page, type RowsAndCount } from '../shared/paging.ts';
import { patientFilter } from '../shared/patient-access-repository.ts';
import { patientNamed } from '../shared/patient-name-repository.ts';
import { TELEMEDICINE_STATUS_SQL } from '../shared/telemedicine-status-repository.ts';

type Maybe<T> = T | null | undefined;

export interface EncounterFilter {
  patientId?: Maybe<string>;
  practitionerIds?: Maybe<readonly string[]>;
  statuses?: Maybe<readonly string[]>;
  periodStart?: Maybe<string>;
  periodEnd?: Maybe<string>;
  episodeOfCareId?: Maybe<string>;
  appointmentId?: Maybe<string>;
  /** Workflow states (SPEC §3 stateText). */
  stateStatuses?: Maybe<readonly string[]>;
  /** Visit types to keep, and to leave out. */
  types?: Maybe<readonly string[]>;
  typesNot?: Maybe<readonly string[]>;
  deliveryType?: Maybe<string>;
  /** Telehealth encounters by telemedicine status (shared/telemedicine-status-repository.ts). */
  tmStatuses?: Maybe<readonly TelemedicineStatus[]>;
  /** Only encounters with an active authorization. */
  authorization?: boolean;
  /** With practitionerIds: also the encounters they supervise (SPEC §3 participant supervisingPhysician). */
  includeSupervised?: boolean;
  sort?: EncounterSort;
  /** A word of the patient's name. */
  term?: Maybe<string>;
  /** What the caller may read (shared/encounter-access.ts encounterVisibility). */
  visible: EncounterVisibility;
}

/** The condition of an encounter visibility: the patients the caller may read, and signed encounters only for reviewers. */
const visibleTo = (visible: EncounterVisibility): SQL | undefined =>
  and(
    patientFilter(visible.patients, encounters.patientId),
    visible.signedOnly ? sql`${encounters.content}->>'stateText' = ${REVIEWABLE_STATE}` : undefined,
  );

/** The list's orders (src/domain/encounters/encounter-list.ts), each ending on the id so pages never overlap. */
const ORDERS: Record<EncounterSort, SQL[]> = {
  'period-desc': [sql`${encounters.periodStart} desc nulls last`, desc(encounters.lastUpdated), asc(encounters.id)],
  'period-asc': [sql`${encounters.periodStart} asc nulls last`, desc(encounters.lastUpdated), asc(encounters.id)],
  'updated-desc': [desc(encounters.lastUpdated), asc(encounters.id)],
};

/** An encounter counts as "in progress" for check-in while checked in; an amendment is paperwork, not a visit. */
const checkedInVisit = sql`coalesce(${encounters.content}->>'stateText', '') <> 'amendmentInprogress'`;
/** checkedInVisit and its status, for a row of a batch applied as a set (shared/set-overlay.ts). */
const isVisitInProgress = (e: Encounter): boolean => e.status === 'in-progress' && (e.stateText ?? '') !== 'amendmentInprogress';

/** A reference's id as the uuid columns hold it. */
const idIn = (ref: Parameters<typeof refId>[0]): string | null => refId(ref)?.toLowerCase() ?? null;

/** The overlay's pools (shared/set-overlay.ts) these reads answer from in a set (encounters/command-set-reads.ts reads them). */
export const beforeCreatePool = (id: string, appointmentId: string) => `before-create ${id} ${appointmentId}`;
export const inProgressPool = (practitionerId: string) => `in-progress ${practitionerId}`;

export const encounterRepository = {
  async encountersOfAppointments(tx: Executor, appointmentIds: readonly string[]): Promise<ResourceRow<Encounter>[]> {
    if (appointmentIds.length === 0) return [];
    const rows = await tx
      .select(rowColumns(encounters))
      .from(encounters)
      .where(and(inArray(encounters.appointmentId, [...appointmentIds]), eq(encounters.deleted, false)))
      .orderBy(asc(encounters.lastUpdated), asc(encounters.id));
    return asRows<Encounter>(rows);
  },

  /**
   * What createEncounter must know, in one query: the appointment's encounter that is not
   * cancelled, and whether `id` is taken by any encounter (deleted ones too).
   */
  async beforeCreate(
    tx: Executor,
    id: string,
    appointmentId: string,
  ): Promise<{ active: ResourceRow<Encounter> | null; idTaken: boolean }> {
    const set = setOverlay();
    if (set) {
      // In a batch applied as a set: what it read up front for this create, and what it wrote since.
      const [ofId, ofAppointment] = [id.toLowerCase(), appointmentId.toLowerCase()];
      const rows = set.rowsOf('Encounter', beforeCreatePool(ofId, ofAppointment));
      const active = rows.find((r) => idIn(r.content.appointment) === ofAppointment && r.content.status !== 'cancelled' && !r.deleted);
      return { active: active ?? null, idTaken: rows.some((r) => r.id.toLowerCase() === ofId) };
    }
    const activeOfAppointment = and(
      eq(encounters.appointmentId, appointmentId),
      ne(encounters.status, 'cancelled'),
      eq(encounters.deleted, false),
    );
    const rows = await tx
      .select({ ...rowColumns(encounters), active: sql<boolean>`coalesce(${activeOfAppointment}, false)` })
      .from(encounters)
      .where(or(eq(encounters.id, id), activeOfAppointment));
    const active = rows.find((r) => r.active);
    return {
      active: active ? firstRow<Encounter>([active]) : null,
      idTaken: rows.some((r) => r.id === id),
    };
  },

  /** The appointment's encounter that is not cancelled (at most one: a unique index says so). */
  async activeForAppointment(tx: Executor, appointmentId: string): Promise<ResourceRow<Encounter> | null> {
    const rows = await tx
      .select(rowColumns(encounters))
      .from(encounters)
      .where(and(eq(encounters.appointmentId, appointmentId), ne(encounters.status, 'cancelled'), eq(encounters.deleted, false)))
      .limit(1);
    return firstRow<Encounter>(rows);
  },

  /** Whether the practitioner has a checked-in visit other than `exceptId`. */
  async hasOtherInProgress(tx: Executor, practitionerId: string, exceptId: string): Promise<boolean> {
    const set = setOverlay();
    if (set) {
      const [clinician, except] = [practitionerId.toLowerCase(), exceptId.toLowerCase()];
      return set
        .rowsOf('Encounter', inProgressPool(clinician))
        .some(
          (r) => !r.deleted && r.id.toLowerCase() !== except && idIn(r.content.practitioner) === clinician && isVisitInProgress(r.content),
        );
    }
    const [row] = await tx
      .select({ id: encounters.id })
      .from(encounters)
      .where(
        and(
          eq(encounters.practitionerId, practitionerId),
          eq(encounters.status, 'in-progress'),
          checkedInVisit,
          ne(encounters.id, exceptId),
          eq(encounters.deleted, false),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  async list(tx: Executor, filter: EncounterFilter, { offset, limit }: Page): Promise<RowsAndCount<ResourceRow<Encounter>>> {
    const conditions: (SQL | undefined)[] = [eq(encounters.deleted, false)];
    if (filter.patientId) conditions.push(eq(encounters.patientId, filter.patientId));
    if (filter.practitionerIds) {
      const ids = [...filter.practitionerIds];
      const own = inArray(encounters.practitionerId, ids);
      conditions.push(
        filter.includeSupervised
          ? or(own, sql`${encounters.content}->'supervisingPhysician'->>'reference' in ${ids.map((id) => `Practitioner/${id}`)}`)
          : own,
      );
    }
    if (filter.statuses?.length) conditions.push(inArray(encounters.status, [...filter.statuses]));
    if (filter.periodStart) conditions.push(gte(encounters.periodStart, new Date(filter.periodStart)));
    if (filter.periodEnd) conditions.push(lte(encounters.periodStart, new Date(filter.periodEnd)));
    if (filter.episodeOfCareId) conditions.push(eq(encounters.episodeOfCareId, filter.episodeOfCareId));
    if (filter.appointmentId) conditions.push(eq(encounters.appointmentId, filter.appointmentId));
    if (filter.stateStatuses?.length) conditions.push(inArray(sql`${encounters.content}->>'stateText'`, [...filter.stateStatuses]));
    if (filter.types?.length) conditions.push(inArray(sql`${encounters.content}->>'type'`, [...filter.types]));
    if (filter.typesNot?.length) conditions.push(notInArray(sql`${encounters.content}->>'type'`, [...filter.typesNot]));
    if (filter.deliveryType) conditions.push(eq(encounters.deliveryType, filter.deliveryType));
    if (filter.tmStatuses?.length) {
      conditions.push(eq(encounters.deliveryType, 'telehealth'), or(...filter.tmStatuses.map((s) => TELEMEDICINE_STATUS_SQL[s])));
    }
    if (filter.term) conditions.push(patientNamed(tx, encounters.patientId, filter.term));
    if (filter.authorization) conditions.push(sql`${encounters.content}->'authorization'->>'active' = 'true'`);
    conditions.push(visibleTo(filter.visible));
    const where = and(...conditions);
    // The count stops past the cap (paging.ts countCap): counting every visible match of a broad
    // filter on every page costs more than the page itself; past it, the list says 'n+'.
    const cap = countCap({ offset, limit });
    const matches = tx
      .select({ one: sql`1` })
      .from(encounters)
      .where(where)
      .limit(cap + 1)
      .as('matches');
    const [rows, [total]] = await Promise.all([
      tx
        .select(rowColumns(encounters))
        .from(encounters)
        .where(where)
        .orderBy(...ORDERS[filter.sort ?? DEFAULT_ENCOUNTER_SORT])
        .offset(offset)
        .limit(limit),
      tx.select({ n: count() }).from(matches),
    ]);
    const counted = total?.n ?? 0;
    return { rows: asRows<Encounter>(rows), totalCount: Math.min(counted, cap), countCapped: counted > cap };
  },

  /** The practitioner's most recently checked-in encounter that is not cancelled (of those the caller may read). */
  async latestForPractitioner(tx: Executor, practitionerId: string, visible: EncounterVisibility): Promise<ResourceRow<Encounter> | null> {
    const rows = await tx
      .select(rowColumns(encounters))
      .from(encounters)
      .where(
        and(
          eq(encounters.practitionerId, practitionerId),
          ne(encounters.status, 'cancelled'),
          sql`${encounters.periodStart} is not null`,
          eq(encounters.deleted, false),
          visibleTo(visible),
        ),
      )
      .orderBy(desc(encounters.periodStart), desc(encounters.lastUpdated))
      .limit(1);
    return firstRow<Encounter>(rows);
  },
};
