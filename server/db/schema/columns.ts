// The columns every versioned resource table shares (DESIGN §3).
import { boolean, integer, jsonb, timestamp, uuid } from 'drizzle-orm/pg-core';

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const resourceColumns = () => ({
  id: uuid('id').primaryKey(),
  versionId: integer('version_id').notNull(),
  lastUpdated: ts('last_updated').notNull(),
  deleted: boolean('deleted').notNull().default(false),
  content: jsonb('content').notNull().$type<Record<string, unknown>>(),
});
