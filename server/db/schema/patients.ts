// Patients and their admissions (episodes of care).
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { resourceColumns, ts } from './columns.ts';

export const patients = pgTable(
  'patient',
  {
    ...resourceColumns(),
    nameSearch: text('name_search').notNull(),
    state: text('state'),
    birthDate: text('birth_date'),
  },
  (t) => [index('patient_name_search_idx').on(t.nameSearch), index('patient_state_idx').on(t.state)],
);
export const episodesOfCare = pgTable(
  'episode_of_care',
  {
    ...resourceColumns(),
    patientId: uuid('patient_id').notNull(),
    status: text('status').notNull(),
    periodStart: ts('period_start'),
  },
  (t) => [index('episode_of_care_patient_idx').on(t.patientId), index('episode_of_care_status_idx').on(t.status)],
);
