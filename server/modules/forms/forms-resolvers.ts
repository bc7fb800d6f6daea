import type { Resolvers } from '../../graphql/generated/resolvers.ts';

export const formsResolvers: Resolvers = {
  Query: {
    EncounterNarrativePDF: (_root, args, { user, services }) => services.responses.narrativeRead(user, args),
    GetPlanDefinitionById: (_root, { id }, { user, services }) => services.forms.planById(user, id),
    PlanDefinitionForEncounterType: (_root, args, { user, services }) => services.forms.planForEncounterType(user, args),
    QuestionnaireListByPlanDefinition: (_root, { planDefinitionId }, { user, services }) =>
      services.forms.listByPlan(user, planDefinitionId),
    QuestionnaireListByEncounterType: (_root, args, { user, services }) => services.forms.listByEncounterType(user, args),
    QuestionnaireListByEncounter: (_root, { encounterId }, { user, services }) => services.forms.listByEncounter(user, encounterId),
    QuestionnaireResponseListForClinical: (_root, { encounterId }, { user, services }) => services.responses.list(user, encounterId),
    GetEncounterFormStatus: (_root, { encounterId }, { user, services }) => services.responses.formStatus(user, encounterId),
    MissingAnswers: (_root, { encounterId }, { user, services }) => services.responses.missingAnswers(user, encounterId),
    PlanDefinitionList: (_root, _args, { user, services }) => services.forms.planList(user),
    QuestionnaireList: (_root, _args, { user, services }) => services.forms.questionnaireList(user),
  },
  Mutation: {
    saveQuestionnaireResponse: (_root, args, { user, services }) => services.responses.save(user, args),
    discardQuestionnaireResponse: (_root, { id }, { user, services }) => services.responses.discard(user, id),
    generateEncounterNarrativePDF: (_root, { encounterId }, { user, services }) => services.responses.narrative(user, encounterId),
    updatePlanDefinitionForms: (_root, args, { user, services }) => services.forms.updatePlanForms(user, args),
    publishQuestionnaire: (_root, args, { user, services }) => services.forms.publishQuestionnaire(user, args),
  },
};
