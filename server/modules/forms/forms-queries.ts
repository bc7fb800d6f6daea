// The plan reads (SPEC §7): plan definitions and the questionnaires they list, by plan, by visit
// type or by encounter, declared in the write pipeline's shape (DESIGN §5 'Reads get the same
// declared shape'). A plan is clinical configuration, the same for every market: the operation's
// rule alone decides, except by encounter, which applies the encounter's read rule
// (shared/encounter-target.ts). A plan names its forms by code; each read fetches them in one query.
import type { PlanDefinition } from '../../../src/domain/forms/form-logic.ts';
import type { Executor } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { badInput } from '../../errors.ts';
import { encounterIfReadableTarget } from '../shared/encounter-target.ts';
import { parseId } from '../shared/ids.ts';
import { defineQuery } from '../shared/write-pipeline.ts';
import { noTarget } from '../shared/write-targets.ts';
import { formsRepository } from './forms-repository.ts';
import { type PlanDefinitionView, type QuestionnaireView, toPlanView, toQuestionnaireView } from './forms-views.ts';

type Maybe<T> = T | null | undefined;

const DELIVERY_TYPES = ['in-person', 'telehealth'] as const;

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

/** A visit type and delivery type (default in-person), in that order. */
function parseVisitKind(raw: unknown): { encounterType: string; deliveryType: PlanDefinition['deliveryType'] } {
  const args = raw as { encounterType: string; deliveryType?: Maybe<string> };
  const encounterType = parseEncounterType(args.encounterType);
  return { encounterType, deliveryType: parseDelivery(args.deliveryType) };
}

/** One id argument, BAD_USER_INPUT naming `field`. */
const idInput =
  (field: string) =>
  (raw: unknown): { id: string } => ({ id: parseId(raw as string, field) });

/** The plan's forms as views, with their questionnaires (one query). */
export async function planView(db: Executor, row: ResourceRow<PlanDefinition>): Promise<PlanDefinitionView> {
  const byCode = await formsRepository.questionnairesByCode(
    db,
    row.content.forms.map((f) => f.questionnaireCode),
  );
  return toPlanView(row, byCode);
}

/** The questionnaires a plan lists, in plan order (none without a plan). */
const listed = async (db: Executor, plan: ResourceRow<PlanDefinition> | null): Promise<QuestionnaireView[]> =>
  (await formsRepository.listedQuestionnaires(db, plan)).map(({ questionnaire }) => toQuestionnaireView(questionnaire));

export const formsQueries = {
  planById: defineQuery({
    operation: 'Query.GetPlanDefinitionById',
    input: idInput('id'),
    target: noTarget,
    read: async ({ db, input }) => {
      const row = await stores.planDefinition.read(db, input.id);
      return row ? planView(db, row) : null;
    },
  }),

  planForEncounterType: defineQuery({
    operation: 'Query.PlanDefinitionForEncounterType',
    input: parseVisitKind,
    target: noTarget,
    read: async ({ db, input }) => {
      const row = await formsRepository.planFor(db, input.encounterType, input.deliveryType);
      return row ? planView(db, row) : null;
    },
  }),

  listByPlan: defineQuery({
    operation: 'Query.QuestionnaireListByPlanDefinition',
    input: idInput('planDefinitionId'),
    target: noTarget,
    read: async ({ db, input }) => listed(db, await stores.planDefinition.read(db, input.id)),
  }),

  listByEncounterType: defineQuery({
    operation: 'Query.QuestionnaireListByEncounterType',
    input: parseVisitKind,
    target: noTarget,
    read: async ({ db, input }) => listed(db, await formsRepository.planFor(db, input.encounterType, input.deliveryType)),
  }),

  /** None for an encounter that does not exist; one that exists only under its read rule. */
  listByEncounter: defineQuery({
    operation: 'Query.QuestionnaireListByEncounter',
    input: idInput('encounterId'),
    target: encounterIfReadableTarget((input: { id: string }) => input.id),
    read: async ({ db, target: encounter }) => (encounter ? listed(db, await formsRepository.planForEncounter(db, encounter.content)) : []),
  }),
};
