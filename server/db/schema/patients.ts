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
    /** The external patient number (the usual identifier's value), lower case. */
    externalNumber: text('external_number'),
    /** Every phone number's digits, space-separated. */
    phoneDigits: text('phone_digits').notNull().default(''),
    /** The market (managingOrganization) the patient belongs to. */
    marketId: uuid('market_id'),
  },
  // The patient search (patients/patient-repository.ts): a name word's start, a fragment of a
  // phone or external number through trigram indexes (pg_trgm: LIKE '%…%', and the
  // word-similarity operator for a mistyped name); date of birth and market by equality; the
  // list's order is the name btree.
  (t) => [
    index('patient_name_search_idx').on(t.nameSearch),
    index('patient_name_trgm_idx').using('gin', t.nameSearch.op('gin_trgm_ops')),
    index('patient_phone_trgm_idx').using('gin', t.phoneDigits.op('gin_trgm_ops')),
    index('patient_external_number_trgm_idx').using('gin', t.externalNumber.op('gin_trgm_ops')),
    index('patient_birth_date_idx').on(t.birthDate),
    index('patient_market_idx').on(t.marketId),
    index('patient_state_idx').on(t.state),
  ],
);
export const episodesOfCare = pgTable(
  'episode_of_care',
  {
    ...resourceColumns(),
    patientId: uuid('patient_id').notNull(),
    status: text('status').notNull(),
    periodStart: ts('period_start'),
  },
  (t) => [
    index('episode_of_care_patient_idx').on(t.patientId),
    index('episode_of_care_status_idx').on(t.status),
    index('episode_of_care_patient_status_idx').on(t.patientId, t.status),
  ],
);
