import type { Resolvers } from '../../graphql/generated/resolvers.ts';

export const lettersResolvers: Resolvers = {
  Query: {
    PcpLetterList: (_root, args, { user, services }) => services.letters.list(user, args),
  },
  Mutation: {
    sendPcpLetters: (_root, args, { user, services }) => services.letters.send(user, args),
  },
};
