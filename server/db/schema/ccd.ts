// SPEC §3 'CCD request' (requestDetails: status, dateRange, userName) and §7 GetCCDRequestList: a
// request for a Continuity of Care Document of one admission, made by a user and generated in the
// background (server/jobs, server/modules/ccd). Its document, once made, is a DocumentReference of
// the patient (category Medical Records / Admissions).
import { date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

export const ccdRequests = pgTable(
  'ccd_request',
  {
    id: uuid('id').primaryKey(),
    patientId: uuid('patient_id').notNull(),
    admissionId: uuid('admission_id').notNull(),
    /** queued → completed | failed (src/domain/ccd/ccd-request.ts). */
    status: text('status').notNull(),
    rangeStart: date('range_start', { mode: 'string' }),
    rangeEnd: date('range_end', { mode: 'string' }),
    requestedBy: uuid('requested_by').notNull(),
    userName: text('user_name').notNull(),
    documentId: uuid('document_id'),
    /** Why generation failed, in words (never a stack trace). */
    error: text('error'),
    createdAt: ts('created_at').notNull(),
    completedAt: ts('completed_at'),
  },
  (t) => [index('ccd_request_admission_idx').on(t.admissionId, t.createdAt)],
);
