// The encounter module's searches over the versioned-resource tables. Creates, reads by id and
// writes go through the generic stores (server/db/stores.ts); every function takes the executor,
// so a service can run it inside its transaction.
import { and, asc, count, desc, eq, gte, inArray, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Appointment, Encounter, Provenance } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import { asRows, firstRow, type ResourceRow, rowColumns } from '../../db/resource-store.ts';
import { appointments, encounters, provenances } from '../../db/schema.ts';

export interface EncounterFilter {
  patientId?: string | null | undefined;
  practitionerIds?: readonly string[] | null | undefined;
  statuses?: readonly string[] | null | undefined;
  periodStart?: string | null | undefined;
  periodEnd?: string | null | undefined;
  /** The caller's access condition (encounter-access.ts encounterListFilter). */
  visible?: SQL | undefined;
}

/** An encounter counts as "in progress" for check-in while checked in; an amendment is paperwork, not a visit. */
const checkedInVisit = sql`coalesce(${encounters.content}->>'stateText', '') <> 'amendmentInprogress'`;

export const encounterRepository = {
  /**
   * An encounter and its appointment, both locked FOR UPDATE, in one query (the lock order of
   * transitions.ts: encounter, then appointment). Null when the encounter does not exist (or is
   * deleted); `appointment` null when it has none.
   */
  async readForChange(
    tx: Executor,
    id: string,
  ): Promise<{ encounter: ResourceRow<Encounter>; appointment: ResourceRow<Appointment> | null } | null> {
    const [joined] = await tx
      .select({ e: rowColumns(encounters), a: rowColumns(appointments) })
      .from(encounters)
      .innerJoin(appointments, eq(appointments.id, encounters.appointmentId))
      .where(and(eq(encounters.id, id), eq(encounters.deleted, false)))
      .for('update');
    if (joined) {
      const appointment = firstRow<Appointment>([joined.a]);
      return {
        encounter: firstRow<Encounter>([joined.e]) as ResourceRow<Encounter>,
        appointment: appointment?.deleted ? null : appointment,
      };
    }
    // No appointment (an inner join finds nothing): the encounter alone.
    const [alone] = await tx
      .select(rowColumns(encounters))
      .from(encounters)
      .where(and(eq(encounters.id, id), eq(encounters.deleted, false)))
      .for('update');
    return alone ? { encounter: firstRow<Encounter>([alone]) as ResourceRow<Encounter>, appointment: null } : null;
  },

  /** A practitioner's appointments starting in [start, end), not deleted (cancelled ones included). */
  async appointmentsBetween(tx: Executor, practitionerId: string, start: Date, end: Date): Promise<ResourceRow<Appointment>[]> {
    const rows = await tx
      .select(rowColumns(appointments))
      .from(appointments)
      .where(
        and(
          eq(appointments.practitionerId, practitionerId),
          gte(appointments.start, start),
          lt(appointments.start, end),
          eq(appointments.deleted, false),
        ),
      )
      .orderBy(asc(appointments.start), asc(appointments.id));
    return asRows<Appointment>(rows);
  },

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

  async list(tx: Executor, filter: EncounterFilter, offset: number, limit: number) {
    const conditions: SQL[] = [eq(encounters.deleted, false)];
    if (filter.patientId) conditions.push(eq(encounters.patientId, filter.patientId));
    if (filter.practitionerIds) conditions.push(inArray(encounters.practitionerId, [...filter.practitionerIds]));
    if (filter.statuses?.length) conditions.push(inArray(encounters.status, [...filter.statuses]));
    if (filter.periodStart) conditions.push(gte(encounters.periodStart, new Date(filter.periodStart)));
    if (filter.periodEnd) conditions.push(lte(encounters.periodStart, new Date(filter.periodEnd)));
    if (filter.visible) conditions.push(filter.visible);
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      tx
        .select(rowColumns(encounters))
        .from(encounters)
        .where(where)
        .orderBy(sql`${encounters.periodStart} desc nulls last`, desc(encounters.lastUpdated), asc(encounters.id))
        .offset(offset)
        .limit(limit),
      tx.select({ n: count() }).from(encounters).where(where),
    ]);
    return { rows: asRows<Encounter>(rows), totalCount: total?.n ?? 0 };
  },

  /** The practitioner's most recently checked-in encounter that is not cancelled (of those `visible` keeps). */
  async latestForPractitioner(tx: Executor, practitionerId: string, visible?: SQL): Promise<ResourceRow<Encounter> | null> {
    const rows = await tx
      .select(rowColumns(encounters))
      .from(encounters)
      .where(
        and(
          eq(encounters.practitionerId, practitionerId),
          ne(encounters.status, 'cancelled'),
          sql`${encounters.periodStart} is not null`,
          eq(encounters.deleted, false),
          visible,
        ),
      )
      .orderBy(desc(encounters.periodStart), desc(encounters.lastUpdated))
      .limit(1);
    return firstRow<Encounter>(rows);
  },

  async provenanceOf(tx: Executor, targetId: string): Promise<ResourceRow<Provenance>[]> {
    const rows = await tx
      .select(rowColumns(provenances))
      .from(provenances)
      .where(and(eq(provenances.targetId, targetId), eq(provenances.deleted, false)))
      .orderBy(asc(provenances.recorded), asc(provenances.lastUpdated), asc(provenances.id));
    return asRows<Provenance>(rows);
  },
};
