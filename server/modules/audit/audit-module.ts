// The audit area's manifest (server/modules/area-module.ts): its SDL, resolvers and the areas it builds on.
import { type AreaModule, readSdl } from '../area-module.ts';
import { auditResolvers } from './audit-resolvers.ts';

export const auditArea: AreaModule = {
  name: 'audit',
  typeDefs: readSdl(import.meta.url, ['./audit.graphql']),
  resolvers: [auditResolvers],
  dependsOn: ['clinicians'],
};
