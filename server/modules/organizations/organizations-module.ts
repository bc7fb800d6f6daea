// The organizations area's manifest (server/modules/area-module.ts): its SDL, resolvers and the areas it builds on.
import { type AreaModule, readSdl } from '../area-module.ts';
import { addressLookupResolvers } from './address-lookup-resolvers.ts';
import { organizationResolvers } from './organization-resolvers.ts';

export const organizationsArea: AreaModule = {
  name: 'organizations',
  typeDefs: readSdl(import.meta.url, ['./address-lookup.graphql', './organization.graphql']),
  resolvers: [addressLookupResolvers, organizationResolvers],
  dependsOn: [],
};
