import type { Resolvers } from '../../graphql/generated/resolvers.ts';

export const teamResolvers: Resolvers = {
  Query: {
    CareTeamList: (_root, args, { user, services }) => services.careTeams.list(user, args),
    CareTeam: (_root, { id }, { user, services }) => services.careTeams.get(user, id),
  },
  Mutation: {
    createCareTeam: (_root, { team }, { user, services }) => services.careTeams.create(user, team),
    updateCareTeam: (_root, args, { user, services }) => services.careTeams.update(user, args),
  },
};
