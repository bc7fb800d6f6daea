// Clinical Rounds (SPEC §2 /manage-session): a case manager's or lead clinician's rounds session of
// a day, with a note and a decision per patient (entries: patient id → { note, decision }).
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

export const roundsSessions = pgTable(
  'rounds_session',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    /** The session's day (YYYY-MM-DD, the user's calendar). */
    sessionDate: text('session_date').notNull(),
    versionId: integer('version_id').notNull(),
    entries: jsonb('entries').notNull().default(sql`'{}'::jsonb`).$type<Record<string, { note?: string; decision?: string }>>(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('rounds_session_user_date_idx').on(t.userId, t.sessionDate)],
);
