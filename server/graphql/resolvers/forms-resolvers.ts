import type { Resolvers } from '../generated/resolvers.ts';

export const formsResolvers: Resolvers = {
  Query: {
    GetPlanDefinitionById: (_root, { id }, { user, services }) => services.forms.planById(user, id),
    PlanDefinitionForEncounterType: (_root, args, { user, services }) => services.forms.planForEncounterType(user, args),
    QuestionnaireListByPlanDefinition: (_root, { planDefinitionId }, { user, services }) =>
      services.forms.listByPlan(user, planDefinitionId),
    QuestionnaireListByEncounterType: (_root, args, { user, services }) => services.forms.listByEncounterType(user, args),
    QuestionnaireListByEncounter: (_root, { encounterId }, { user, services }) => services.forms.listByEncounter(user, encounterId),
  },
};
