// Every version of every resource (DESIGN §3): also the audit trail.
import { boolean, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

/** Every version of every resource: who wrote it, when, and what it was. */
export const resourceHistory = pgTable(
  'resource_history',
  {
    resourceType: text('resource_type').notNull(),
    id: uuid('id').notNull(),
    versionId: integer('version_id').notNull(),
    content: jsonb('content').notNull().$type<Record<string, unknown>>(),
    deleted: boolean('deleted').notNull(),
    action: text('action').notNull().$type<'create' | 'update' | 'delete'>(),
    authorId: uuid('author_id'),
    recordedAt: ts('recorded_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.resourceType, t.id, t.versionId] })],
);
