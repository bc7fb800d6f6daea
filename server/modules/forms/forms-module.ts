// The forms area's manifest (server/modules/area-module.ts): its SDL, resolvers and the areas it builds on.
import { type AreaModule, readSdl } from '../area-module.ts';
import { formsHistoryResolvers } from './forms-history-resolvers.ts';
import { formsResolvers } from './forms-resolvers.ts';

export const formsArea: AreaModule = {
  name: 'forms',
  typeDefs: readSdl(import.meta.url, ['./forms-history.graphql', './forms.graphql']),
  resolvers: [formsHistoryResolvers, formsResolvers],
  dependsOn: [],
};
