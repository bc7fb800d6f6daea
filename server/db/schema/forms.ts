// Forms: questionnaires, the plans that ask for them, filled forms, and each encounter's list.
import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { resourceColumns, ts } from './columns.ts';
import { encounters } from './encounters.ts';

/** Forms (src/domain/forms/questionnaire.ts): one current version per code. */
export const questionnaires = pgTable(
  'questionnaire',
  {
    ...resourceColumns(),
    code: text('code').notNull(),
    status: text('status').notNull(),
  },
  (t) => [uniqueIndex('questionnaire_code_idx').on(t.code).where(sql`${t.deleted} = false`)],
);
/** Which forms an encounter type needs, per delivery type (src/domain/forms/form-logic.ts). */
export const planDefinitions = pgTable(
  'plan_definition',
  {
    ...resourceColumns(),
    encounterType: text('encounter_type').notNull(),
    deliveryType: text('delivery_type').notNull(),
  },
  (t) => [uniqueIndex('plan_definition_type_idx').on(t.encounterType, t.deliveryType).where(sql`${t.deleted} = false`)],
);
/** Filled forms: one per form and encounter (src/domain/forms/response.ts). */
export const questionnaireResponses = pgTable(
  'questionnaire_response',
  {
    ...resourceColumns(),
    encounterId: uuid('encounter_id').notNull(),
    questionnaireCode: text('questionnaire_code').notNull(),
    status: text('status').notNull(),
  },
  (t) => [uniqueIndex('questionnaire_response_form_idx').on(t.encounterId, t.questionnaireCode).where(sql`${t.deleted} = false`)],
);
/**
 * The optional forms an encounter no longer lists (updateEncounterQuestionnaireList); no row: the
 * plan's list. Kept apart from the encounter resource so that changing the list neither bumps the
 * encounter's version (devices' offline base versions stay valid) nor alters what it says.
 */
export const encounterFormLists = pgTable('encounter_form_list', {
  encounterId: uuid('encounter_id')
    .primaryKey()
    .references(() => encounters.id),
  removedCodes: text('removed_codes').array().notNull(),
  updatedBy: uuid('updated_by').notNull(),
  updatedAt: ts('updated_at').notNull(),
});
