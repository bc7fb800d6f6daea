// Forms reads (SPEC §7): plan definitions and the questionnaires they list, by plan, by visit
// type or by encounter. A plan names its forms by code; each read fetches the forms of a plan in
// one query. Every operation checks its rule first (authorize); by encounter also the
// encounter's record-level read rule.
import type { SessionUser } from '../../../src/domain/access.ts';
import { FORM_LOGIC, type PlanDefinition } from '../../../src/domain/forms/form-logic.ts';
import type { Questionnaire } from '../../../src/domain/forms/questionnaire.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { badInput } from '../../errors.ts';
import { assertCanRead, encounterRecord } from '../shared/encounter-access.ts';
import { parseId } from '../shared/ids.ts';
import { formsRepository } from './forms-repository.ts';

type Maybe<T> = T | null | undefined;

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

const DELIVERY_TYPES = ['in-person', 'telehealth'] as const;

export const toQuestionnaireView = (row: ResourceRow<Questionnaire>): QuestionnaireView => ({
  id: row.id,
  versionId: row.versionId,
  lastUpdated: row.lastUpdated.toISOString(),
  code: row.content.code,
  title: row.content.title,
  status: row.content.status,
  items: row.content.items,
});

function parseDelivery(deliveryType: Maybe<string>): PlanDefinition['deliveryType'] {
  const value = deliveryType ?? 'in-person';
  if (!(DELIVERY_TYPES as readonly string[]).includes(value))
    throw badInput('deliveryType must be in-person or telehealth', 'deliveryType');
  return value as PlanDefinition['deliveryType'];
}

function parseEncounterType(encounterType: string): string {
  if (!/^[a-z-]{1,40}$/.test(encounterType)) throw badInput('encounterType is not a visit type', 'encounterType');
  return encounterType;
}

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

export function createFormsService(db: Database) {
  /** The plan's forms as views, with their questionnaires (one query). */
  async function planView(row: ResourceRow<PlanDefinition>): Promise<PlanDefinitionView> {
    const byCode = await formsRepository.questionnairesByCode(
      db,
      row.content.forms.map((f) => f.questionnaireCode),
    );
    return toPlanView(row, byCode);
  }

  /** The questionnaires a plan lists, in plan order (none without a plan). */
  const listed = async (plan: ResourceRow<PlanDefinition> | null): Promise<QuestionnaireView[]> =>
    (await formsRepository.listedQuestionnaires(db, plan)).map(({ questionnaire }) => toQuestionnaireView(questionnaire));

  return {
    async planById(user: SessionUser | null, id: string): Promise<PlanDefinitionView | null> {
      authorize(user, 'Query.GetPlanDefinitionById');
      const row = await stores.planDefinition.read(db, parseId(id, 'id'));
      return row ? planView(row) : null;
    },

    async planForEncounterType(
      user: SessionUser | null,
      args: { encounterType: string; deliveryType?: Maybe<string> },
    ): Promise<PlanDefinitionView | null> {
      authorize(user, 'Query.PlanDefinitionForEncounterType');
      const row = await formsRepository.planFor(db, parseEncounterType(args.encounterType), parseDelivery(args.deliveryType));
      return row ? planView(row) : null;
    },

    async listByPlan(user: SessionUser | null, planDefinitionId: string): Promise<QuestionnaireView[]> {
      authorize(user, 'Query.QuestionnaireListByPlanDefinition');
      return listed(await stores.planDefinition.read(db, parseId(planDefinitionId, 'planDefinitionId')));
    },

    async listByEncounterType(
      user: SessionUser | null,
      args: { encounterType: string; deliveryType?: Maybe<string> },
    ): Promise<QuestionnaireView[]> {
      authorize(user, 'Query.QuestionnaireListByEncounterType');
      return listed(await formsRepository.planFor(db, parseEncounterType(args.encounterType), parseDelivery(args.deliveryType)));
    },

    async listByEncounter(user: SessionUser | null, encounterId: string): Promise<QuestionnaireView[]> {
      const me = authorize(user, 'Query.QuestionnaireListByEncounter');
      const encounter = await stores.encounter.read(db, parseId(encounterId, 'encounterId'));
      if (!encounter) return [];
      await assertCanRead(db, me, encounterRecord(encounter.content));
      return listed(await formsRepository.planForEncounter(db, encounter.content));
    },
  };
}

export type FormsService = ReturnType<typeof createFormsService>;
