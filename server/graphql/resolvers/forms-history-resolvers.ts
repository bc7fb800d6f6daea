import type { Resolvers } from '../generated/resolvers.ts';

type PubSub = { pubsub: { subscribe(topic: string): Promise<AsyncIterable<unknown>> } };

export const formsHistoryResolvers: Resolvers = {
  Query: {
    LatestAssessmentResponses: (_root, { patientId }, { user, services }) => services.formsHistory.latestAssessment(user, patientId),
    GetPreviousAndCurrentEncounter: (_root, { encounterId }, { user, services }) =>
      services.formsHistory.previousAndCurrent(user, encounterId),
    getLatestUpdatedFormsDate: (_root, { encounterId }, { user, services }) =>
      services.formsHistory.latestUpdatedFormsDate(user, encounterId),
    checkMedicalHistoryFilled: (_root, args, { user, services }) => services.formsHistory.medicalHistoryFilled(user, args),
    GetLatestEncounterWithQuestionnaireResponse: (_root, args, { user, services }) => services.formsHistory.latestWithResponse(user, args),
    QuestionnaireResponsesByLatestCompositionStatus: (_root, { encounterId }, { user, services }) =>
      services.formsHistory.responsesByLatestVersion(user, encounterId),
    GetEncounterVersion: (_root, { encounterId }, { user, services }) => services.formsHistory.versions(user, encounterId),
  },
  Mutation: {
    createEncounterForms: (_root, args, { user, services }) => services.formsHistory.createEncounterForms(user, args),
    updateEncounterQuestionnaireList: (_root, args, { user, services }) => services.formsHistory.updateQuestionnaireList(user, args),
  },
  Subscription: {
    // The service chooses the topic, and refuses a caller who may not read the encounter.
    onResourceNarrativeUpdated: {
      subscribe: async (_root, { encounterId }, ctx) =>
        (ctx as typeof ctx & PubSub).pubsub.subscribe(
          await ctx.services.formsHistory.subscribeTopic(ctx.user, 'onResourceNarrativeUpdated', encounterId),
        ) as never,
    },
    onWoundUpdated: {
      subscribe: async (_root, { woundId }, ctx) =>
        (ctx as typeof ctx & PubSub).pubsub.subscribe(
          await ctx.services.formsHistory.subscribeTopic(ctx.user, 'onWoundUpdated', woundId),
        ) as never,
    },
  },
};
