// The documents area's manifest (server/modules/area-module.ts): its SDL, resolvers and the areas it builds on.
import { type AreaModule, readSdl } from '../area-module.ts';
import { documentsResolvers } from './documents-resolvers.ts';

export const documentsArea: AreaModule = {
  name: 'documents',
  typeDefs: readSdl(import.meta.url, ['./documents.graphql']),
  resolvers: [documentsResolvers],
  dependsOn: [],
};
