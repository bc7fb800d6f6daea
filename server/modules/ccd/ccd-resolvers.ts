import type { Resolvers } from '../../graphql/generated/resolvers.ts';

export const ccdResolvers: Resolvers = {
  Query: {
    canGenenerateCCD: (_root, args, { user, services }) => services.ccd.canGenerate(user, args),
    GetCCDRequestList: (_root, args, { user, services }) => services.ccd.list(user, args),
    CCDDocument: (_root, args, { user, services }) => services.ccd.document(user, args),
  },
  Mutation: {
    requestCCD: (_root, args, { user, services }) => services.ccd.request(user, args),
  },
};
