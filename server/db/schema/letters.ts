// SPEC §3 Letters: a letter to the patient's PCP about one missed appointment or one made
// encounter (SPEC §2 /missed-appointments, /made-encounters), faxed once. One row per source
// (kind, appointment or encounter): the unique key is what makes a letter never sent twice, also
// across a restart (server/modules/letters). Its PDF, once sent, is the patient's document
// (category Letters).
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

export const pcpLetters = pgTable(
  'pcp_letter',
  {
    id: uuid('id').primaryKey(),
    /** missed-appointment | made-encounter (src/domain/letters). */
    kind: text('kind').notNull(),
    /** The missed appointment's or the made encounter's id. */
    sourceId: uuid('source_id').notNull(),
    patientId: uuid('patient_id').notNull(),
    /** in-progress (queued) → completed (sent) | entered-in-error (failed; sent again on request). */
    status: text('status').notNull(),
    /** The PCP and fax number it was sent to. */
    pcpId: uuid('pcp_id'),
    fax: text('fax'),
    documentId: uuid('document_id'),
    /** The fax gateway's id of the sent fax. */
    faxId: text('fax_id'),
    /** Why the send failed, in words. */
    error: text('error'),
    requestedBy: uuid('requested_by').notNull(),
    queuedAt: ts('queued_at').notNull(),
    sentAt: ts('sent_at'),
  },
  (t) => [uniqueIndex('pcp_letter_source_idx').on(t.kind, t.sourceId), index('pcp_letter_patient_idx').on(t.patientId)],
);
