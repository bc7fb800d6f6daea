// Forms reads (SPEC §7): plan definitions and the questionnaires they list, by plan, by visit
// type or by encounter: declarations (forms-queries.ts) run by the one reader (DESIGN §5).
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Database } from '../../db/client.ts';
import { createReader } from '../shared/write-pipeline.ts';
import { formsQueries as queries } from './forms-queries.ts';
import type { PlanDefinitionView, QuestionnaireView } from './forms-views.ts';

type Maybe<T> = T | null | undefined;
type User = SessionUser | null;
type VisitKind = { encounterType: string; deliveryType?: Maybe<string> };

export function createFormsService(db: Database) {
  const reader = createReader(db);
  return {
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
