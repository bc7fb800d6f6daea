// The organizations area's manifest (server/modules/area-module.ts): its SDL, resolvers, rules, the areas it
// builds on and its services.
import { organizationsRules } from '../../../src/domain/operation-rules/organizations.ts';
import { defineArea, readSdl } from '../area-module.ts';
import { addressLookupResolvers } from './address-lookup-resolvers.ts';
import { createAddressLookupService } from './address-lookup-service.ts';
import { facilityResolvers } from './facility-resolvers.ts';
import { createFacilityService } from './facility-service.ts';
import { organizationResolvers } from './organization-resolvers.ts';
import { createOrganizationService } from './organization-service.ts';

export const organizationsArea = defineArea({
  name: 'organizations',
  typeDefs: readSdl(import.meta.url, ['./address-lookup.graphql', './facility.graphql', './organization.graphql', './physician.graphql']),
  resolvers: [addressLookupResolvers, organizationResolvers, facilityResolvers],
  rules: organizationsRules,
  dependsOn: [],
  createService: ({ db, pipeline }) => ({
    organizations: createOrganizationService(db),
    addressLookups: createAddressLookupService(db),
    facilities: createFacilityService(db, pipeline),
  }),
});
