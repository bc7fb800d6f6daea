// Practitioners and organizations: who gives care, and where.
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { resourceColumns } from './columns.ts';

export const practitioners = pgTable(
  'practitioner',
  {
    ...resourceColumns(),
    nameSearch: text('name_search').notNull(),
    state: text('state'),
  },
  (t) => [index('practitioner_state_idx').on(t.state)],
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
