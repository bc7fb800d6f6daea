// Forms reads (SPEC §7): plan definitions and the questionnaires they list, by plan, by visit
// type or by encounter: declarations (forms-queries.ts) run by the one reader (DESIGN §5); and
// Form Config's reads and writes (form-config-operations.ts).
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Database } from '../../db/client.ts';
import { createReader, type WritePipeline } from '../shared/write-pipeline.ts';
import { formConfigQueries, formConfigWrites } from './form-config-operations.ts';
import { planView, formsQueries as queries } from './forms-queries.ts';
import { type PlanDefinitionView, type QuestionnaireView, toQuestionnaireView } from './forms-views.ts';

type Maybe<T> = T | null | undefined;
type User = SessionUser | null;
type VisitKind = { encounterType: string; deliveryType?: Maybe<string> };

export function createFormsService(db: Database, pipeline: WritePipeline) {
  const reader = createReader(db);
  return {
    // SPEC §2 Form Config.
    planList: (user: User) => reader.run(formConfigQueries.plans, user, {}),
    questionnaireList: (user: User) => reader.run(formConfigQueries.questionnaires, user, {}),
    updatePlanForms: async (user: User, args: unknown): Promise<PlanDefinitionView> =>
      planView(db, await pipeline.run(formConfigWrites.updatePlanDefinitionForms, user, args)),
    publishQuestionnaire: async (user: User, args: unknown) =>
      toQuestionnaireView((await pipeline.run(formConfigWrites.publishQuestionnaire, user, args)).saved),
    planById: (user: User, id: string): Promise<PlanDefinitionView | null> => reader.run(queries.planById, user, id),
    planForEncounterType: (user: User, args: VisitKind): Promise<PlanDefinitionView | null> =>
      reader.run(queries.planForEncounterType, user, args),
    listByPlan: (user: User, planDefinitionId: string): Promise<QuestionnaireView[]> =>
      reader.run(queries.listByPlan, user, planDefinitionId),
    listByEncounterType: (user: User, args: VisitKind): Promise<QuestionnaireView[]> => reader.run(queries.listByEncounterType, user, args),
    listByEncounter: (user: User, encounterId: string): Promise<QuestionnaireView[]> =>
      reader.run(queries.listByEncounter, user, encounterId),
  };
}

export type FormsService = ReturnType<typeof createFormsService>;
