// Practitioners and organizations: who gives care, and where.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { resourceColumns } from './columns.ts';

export const practitioners = pgTable(
  'practitioner',
  {
    ...resourceColumns(),
    nameSearch: text('name_search').notNull(),
    state: text('state'),
    /** Market names, the markets and additional markets (SPEC §3 Practitioner): who may schedule the clinician. */
    markets: text('markets').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index('practitioner_state_idx').on(t.state), index('practitioner_markets_idx').using('gin', t.markets)],
);
export const organizations = pgTable(
  'organization',
  {
    ...resourceColumns(),
    type: text('type').notNull(),
    nameSearch: text('name_search').notNull(),
    state: text('state'),
    partOf: uuid('part_of'),
  },
  (t) => [index('organization_type_idx').on(t.type, t.state)],
);
