// Code systems and their value-set versions (src/domain/terminology/code-systems.ts; SPEC §2
// clinical config and administrative code systems, SPEC §3 statuses). A code system's codes are
// edited in its draft (code_system_concept); publishing copies the draft into a new numbered
// version (value_set_version, value_set_concept), which expandValueSet serves. Versions are never
// changed after: an encounter documented with version 3 reads version 3.
import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

export const codeSystems = pgTable('code_system', {
  /** The catalog's id ('wound-type'). */
  id: text('id').primaryKey(),
  /** Bumped by every change to the draft: an edit is written against the draft the user saw. */
  draftVersion: integer('draft_version').notNull().default(1),
  /** The newest published version (0: none yet). */
  publishedVersion: integer('published_version').notNull().default(0),
  /** Whether the draft differs from the newest published version. */
  draftChanged: boolean('draft_changed').notNull().default(false),
  updatedAt: ts('updated_at').notNull(),
  updatedBy: uuid('updated_by'),
});

/** The draft's codes. */
export const codeSystemConcepts = pgTable(
  'code_system_concept',
  {
    systemId: text('system_id')
      .notNull()
      .references(() => codeSystems.id),
    code: text('code').notNull(),
    display: text('display').notNull(),
    /** active, inactive, entered-in-error, unknown (SPEC §3). */
    status: text('status').notNull(),
    category: text('category'),
    /** The codes of another code system it stands for (an order set's orders; CodeSystemDefinition.membersFrom). */
    members: text('members').array(),
    /** The order the list shows (the order codes were added). */
    ord: integer('ord').notNull(),
  },
  (t) => [primaryKey({ columns: [t.systemId, t.code] })],
);

export const valueSetVersions = pgTable(
  'value_set_version',
  {
    systemId: text('system_id')
      .notNull()
      .references(() => codeSystems.id),
    version: integer('version').notNull(),
    /** draft, active, retired, unknown (SPEC §3): the newest published is active, the ones before retired. */
    status: text('status').notNull(),
    publishedAt: ts('published_at').notNull(),
    publishedBy: uuid('published_by'),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.systemId, t.version] })],
);

export const valueSetConcepts = pgTable(
  'value_set_concept',
  {
    systemId: text('system_id').notNull(),
    version: integer('version').notNull(),
    code: text('code').notNull(),
    display: text('display').notNull(),
    status: text('status').notNull(),
    category: text('category'),
    members: text('members').array(),
    ord: integer('ord').notNull(),
    /** lower(code || ' ' || display): the expansion's filter. */
    search: text('search').notNull(),
  },
  (t) => [primaryKey({ columns: [t.systemId, t.version, t.code] }), index('value_set_concept_order_idx').on(t.systemId, t.version, t.ord)],
);
