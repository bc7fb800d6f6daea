import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { receiverEvents } from '../../graphql/receiver-events.ts';
import { parseWoundId } from './forms-history-events.ts';

type PubSub = { pubsub: { subscribe(topic: string): Promise<AsyncIterable<unknown>> } };
type FormEvent = 'onResourceNarrativeUpdated' | 'onWoundUpdated';

/** The service chooses the topic, and refuses a caller who may not read the encounter; each event is checked again for the receiver as they are now. */
async function formEvents(event: FormEvent, id: string, ctx: GraphQLContext) {
  const topic = await ctx.services.formsHistory.subscribeTopic(ctx.user, event, id);
  const encounterId = event === 'onWoundUpdated' ? parseWoundId(id).encounterId : id;
  const events = await (ctx as GraphQLContext & PubSub).pubsub.subscribe(topic);
  return receiverEvents(ctx, events, (_payload, receiver) => ctx.services.formsHistory.mayReceive(receiver.user, event, encounterId));
}

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
    onResourceNarrativeUpdated: {
      subscribe: (_root, { encounterId }, ctx) => formEvents('onResourceNarrativeUpdated', encounterId, ctx) as never,
    },
    onWoundUpdated: {
      subscribe: (_root, { woundId }, ctx) => formEvents('onWoundUpdated', woundId, ctx) as never,
    },
  },
};
