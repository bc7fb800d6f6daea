// The payers area's manifest (server/modules/area-module.ts): its SDL, resolvers and the areas it builds on.
import { type AreaModule, readSdl } from '../area-module.ts';
import { payerResolvers } from './payer-resolvers.ts';

export const payersArea: AreaModule = {
  name: 'payers',
  typeDefs: readSdl(import.meta.url, ['./payer.graphql']),
  resolvers: [payerResolvers],
  dependsOn: [],
};
