import type { Resolvers } from '../../graphql/generated/resolvers.ts';

export const terminologyResolvers: Resolvers = {
  Query: {
    CodeSystemList: (_root, _args, { user, services }) => services.terminology.list(user),
    CodeSystem: (_root, { id }, { user, services }) => services.terminology.get(user, id),
    expandValueSet: (_root, args, { user, services }) => services.terminology.expand(user, args),
    exportCodeSystem: (_root, args, { user, services }) => services.terminology.exportFile(user, args),
    EncounterDurations: (_root, _args, { user, services }) => services.terminology.encounterDurations(user),
  },
  Mutation: {
    saveCodeSystemConcept: (_root, args, { user, services }) => services.terminology.saveConcept(user, args),
    publishCodeSystem: (_root, args, { user, services }) => services.terminology.publish(user, args),
    importCodeSystem: (_root, args, { user, services }) => services.terminology.importFile(user, args),
    updateEncounterDurations: (_root, args, { user, services }) => services.terminology.updateEncounterDurations(user, args),
  },
};
