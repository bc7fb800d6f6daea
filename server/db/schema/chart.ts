// The patient chart's records beyond the patient and its admissions (SPEC §2 chart tabs, §3):
// coverages and their authorizations and eligibility results, documents, problems (conditions)
// and care plans, communications and notes, alerts (flags), orders (service requests), tasks
// and discharge requests. Each is a versioned resource of its own type (DESIGN §3) with the
// patient it belongs to and the few columns its chart list filters or orders by.
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { resourceColumns, ts } from './columns.ts';

/** A chart record: the resource columns, its patient, its status and when it happened. */
const chartColumns = () => ({
  ...resourceColumns(),
  patientId: uuid('patient_id').notNull(),
  status: text('status'),
  recorded: ts('recorded'),
});

export const coverages = pgTable('coverage', { ...chartColumns(), priority: integer('priority') }, (t) => [
  index('coverage_patient_idx').on(t.patientId, t.priority),
]);
/** Prior authorizations of a coverage (SPEC §3 'Authorization Number'; encounters check them). */
export const priorAuthorizations = pgTable(
  'prior_authorization',
  { ...chartColumns(), coverageId: uuid('coverage_id'), periodStart: text('period_start'), periodEnd: text('period_end') },
  (t) => [index('prior_authorization_patient_idx').on(t.patientId), index('prior_authorization_coverage_idx').on(t.coverageId)],
);
/** Eligibility check results (CoverageEligibilityResponse). */
export const eligibilityResponses = pgTable('eligibility_response', { ...chartColumns(), coverageId: uuid('coverage_id') }, (t) => [
  index('eligibility_response_patient_idx').on(t.patientId, t.recorded),
  index('eligibility_response_coverage_idx').on(t.coverageId),
]);
export const documentReferences = pgTable('document_reference', { ...chartColumns(), category: text('category') }, (t) => [
  index('document_reference_patient_idx').on(t.patientId, t.recorded),
]);
/** Problems list diagnoses (Condition). */
export const conditions = pgTable('condition', { ...chartColumns(), code: text('code') }, (t) => [
  index('condition_patient_idx').on(t.patientId),
]);
/** Care plans (treatment pathway, patient acuity level). */
export const carePlans = pgTable('care_plan', { ...chartColumns(), type: text('type') }, (t) => [
  index('care_plan_patient_idx').on(t.patientId),
]);
/** Communication & Notes. */
export const communications = pgTable('communication', { ...chartColumns(), topic: text('topic') }, (t) => [
  index('communication_patient_idx').on(t.patientId, t.recorded),
]);
/** Alerts (Flag). */
export const flags = pgTable('flag', { ...chartColumns() }, (t) => [index('flag_patient_idx').on(t.patientId)]);
/** Orders (ServiceRequest). */
export const serviceRequests = pgTable('service_request', { ...chartColumns(), episodeOfCareId: uuid('episode_of_care_id') }, (t) => [
  index('service_request_patient_idx').on(t.patientId, t.recorded),
]);
export const tasks = pgTable(
  'task',
  { ...chartColumns(), ownerId: uuid('owner_id'), ownerJobFunction: text('owner_job_function'), due: ts('due') },
  (t) => [
    index('task_patient_idx').on(t.patientId),
    index('task_owner_idx').on(t.ownerId, t.status),
    // The work queue's 'My Job Function': the tasks nobody owns yet, by job function (SPEC §2 '/tasks').
    index('task_job_function_idx').on(t.ownerJobFunction, t.status),
  ],
);
export const dischargeRequests = pgTable(
  'discharge_request',
  { ...chartColumns(), episodeOfCareId: uuid('episode_of_care_id').notNull() },
  (t) => [index('discharge_request_patient_idx').on(t.patientId), index('discharge_request_episode_idx').on(t.episodeOfCareId)],
);
