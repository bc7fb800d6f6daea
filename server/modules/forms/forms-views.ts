// Plans and questionnaires as the GraphQL shapes: what the plan reads (forms-queries.ts) answer and
// what the clinician's day pack carries (forms-pack.ts).
import { FORM_LOGIC, type PlanDefinition } from '../../../src/domain/forms/form-logic.ts';
import type { Questionnaire } from '../../../src/domain/forms/questionnaire.ts';
import type { ResourceRow } from '../../db/resource-store.ts';

export interface QuestionnaireView {
  id: string;
  versionId: number;
  lastUpdated: string;
  code: string;
  title: string;
  status: string;
  items: unknown;
}

export interface PlannedFormView {
  questionnaireCode: string;
  logic: string;
  label: string;
  listed: boolean;
  required: boolean;
  questionnaire: QuestionnaireView | null;
}

export interface PlanDefinitionView {
  id: string;
  versionId: number;
  title: string;
  encounterType: string;
  deliveryType: string;
  forms: PlannedFormView[];
}

export const toQuestionnaireView = (row: ResourceRow<Questionnaire>): QuestionnaireView => ({
  id: row.id,
  versionId: row.versionId,
  lastUpdated: row.lastUpdated.toISOString(),
  code: row.content.code,
  title: row.content.title,
  status: row.content.status,
  items: row.content.items,
});

/** A plan as its view, each form with its questionnaire from `byCode` (null when it no longer exists). */
export function toPlanView(row: ResourceRow<PlanDefinition>, byCode: ReadonlyMap<string, ResourceRow<Questionnaire>>): PlanDefinitionView {
  const plan = row.content;
  return {
    id: row.id,
    versionId: row.versionId,
    title: plan.title,
    encounterType: plan.encounterType,
    deliveryType: plan.deliveryType,
    forms: plan.forms.map((f) => {
      const questionnaire = byCode.get(f.questionnaireCode);
      return {
        questionnaireCode: f.questionnaireCode,
        logic: f.logic,
        label: FORM_LOGIC[f.logic].label,
        listed: FORM_LOGIC[f.logic].visible,
        required: FORM_LOGIC[f.logic].required,
        questionnaire: questionnaire ? toQuestionnaireView(questionnaire) : null,
      };
    }),
  };
}
