// Visits: appointments, encounters, the provenance of each act, and the receipts of outbox mutations.
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { resourceColumns, ts } from './columns.ts';

export const appointments = pgTable(
  'appointment',
  {
    ...resourceColumns(),
    patientId: uuid('patient_id').notNull(),
    practitionerId: uuid('practitioner_id'),
    status: text('status').notNull(),
    start: ts('start').notNull(),
    end: ts('end').notNull(),
  },
  (t) => [
    index('appointment_practitioner_start_idx').on(t.practitionerId, t.start),
    index('appointment_patient_idx').on(t.patientId),
    // The dashboards' visits of a date range (SPEC §2 /admin-dashboard), every clinician's: the
    // columns they count carried in the index, so a range is read from it alone.
    index('appointment_start_idx').on(t.start, t.status, t.patientId, t.practitionerId).where(sql`not ${t.deleted}`),
  ],
);
export const encounters = pgTable(
  'encounter',
  {
    ...resourceColumns(),
    patientId: uuid('patient_id').notNull(),
    practitionerId: uuid('practitioner_id'),
    appointmentId: uuid('appointment_id'),
    episodeOfCareId: uuid('episode_of_care_id'),
    status: text('status').notNull(),
    periodStart: ts('period_start'),
    /** in-person | telehealth: the telehealth lists and the waiting room (SPEC §2, §3) search by it. */
    deliveryType: text('delivery_type').notNull().default('in-person'),
    /** When it was last signed (SPEC §4 eSigned), and where it stands for the reviewer (src/domain/encounters/reviews.ts): Encounters Review's queue, oldest first. */
    signedAt: ts('signed_at'),
    reviewState: text('review_state'),
  },
  (t) => [
    index('encounter_review_idx').on(t.reviewState, t.signedAt).where(sql`${t.reviewState} is not null`),
    // EncounterList's default order (newest visit first): a page walks it and stops after 25.
    index('encounter_period_order_idx').on(sql`${t.periodStart} desc nulls last`, sql`${t.lastUpdated} desc`, t.id),
    // 'Oldest first', and a workflow state in the default order (EncounterList's stateStatus): each
    // page and its capped count walk an index instead of every visible encounter.
    index('encounter_period_asc_order_idx').on(sql`${t.periodStart} asc nulls last`, sql`${t.lastUpdated} desc`, t.id),
    index('encounter_state_order_idx').on(
      sql`(${t.content}->>'stateText')`,
      sql`${t.periodStart} desc nulls last`,
      sql`${t.lastUpdated} desc`,
      t.id,
    ),
    index('encounter_patient_idx').on(t.patientId),
    index('encounter_telehealth_idx').on(t.status, t.periodStart).where(sql`${t.deliveryType} = 'telehealth'`),
    index('encounter_practitioner_idx').on(t.practitionerId, t.periodStart),
    // The dashboards' encounters of a date range and their signing (SPEC §2 /admin-dashboard), read
    // from the index alone.
    index('encounter_dashboard_idx').on(t.periodStart, t.status, t.signedAt, t.patientId, t.practitionerId).where(sql`not ${t.deleted}`),
    index('encounter_appointment_idx').on(t.appointmentId),
    // An appointment has at most one encounter that is not cancelled: the backstop behind
    // createEncounter's CONFLICT when two devices create one for the same visit at once.
    uniqueIndex('encounter_active_appointment_idx').on(t.appointmentId).where(sql`${t.status} <> 'cancelled' and ${t.deleted} = false`),
  ],
);
/** Who did what to a resource and when it happened on the device (check-in, check-out, e-sign, ...). */
export const provenances = pgTable(
  'provenance',
  {
    ...resourceColumns(),
    targetId: uuid('target_id').notNull(),
    recorded: ts('recorded').notNull(),
  },
  (t) => [index('provenance_target_idx').on(t.targetId, t.recorded)],
);
/** A mutation sent with a client mutation id is applied once; a resend returns the stored result. */
export const mutationReceipts = pgTable('mutation_receipt', {
  clientMutationId: uuid('client_mutation_id').primaryKey(),
  userId: uuid('user_id').notNull(),
  operation: text('operation').notNull(),
  /** SHA-256 of the operation and its canonical variables: a reused id with another payload is refused. */
  payloadHash: text('payload_hash'),
  result: jsonb('result').notNull(),
  createdAt: ts('created_at').notNull(),
});
/**
 * A clinician's route of one day (SPEC §3 Scheduling state: routeId, routeStops,
 * sequencedDestinations): start point, stops in order, mileage and times. One live route per
 * clinician and local date; a removed route (SPEC §6 'remove route') is kept as deleted.
 */
export const routes = pgTable(
  'route',
  {
    ...resourceColumns(),
    practitionerId: uuid('practitioner_id').notNull(),
    /** YYYY-MM-DD in the clinician's time zone. */
    date: text('date').notNull(),
  },
  (t) => [uniqueIndex('route_practitioner_date_idx').on(t.practitionerId, t.date).where(sql`not ${t.deleted}`)],
);
