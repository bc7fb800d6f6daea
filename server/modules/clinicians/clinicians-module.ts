// The clinicians area's manifest (server/modules/area-module.ts): its SDL, resolvers and the areas it builds on.
import { type AreaModule, readSdl } from '../area-module.ts';
import { clinicianResolvers } from './clinician-resolvers.ts';

export const cliniciansArea: AreaModule = {
  name: 'clinicians',
  typeDefs: readSdl(import.meta.url, ['./clinician.graphql']),
  resolvers: [clinicianResolvers],
  dependsOn: [],
};
