// The clinicians area's manifest (server/modules/area-module.ts): its SDL, resolvers, rules, the areas it
// builds on and its services.
import { cliniciansRules } from '../../../src/domain/operation-rules/clinicians.ts';
import { defineArea, readSdl } from '../area-module.ts';
import { clinicianResolvers } from './clinician-resolvers.ts';
import { createClinicianService } from './clinician-service.ts';

export const cliniciansArea = defineArea({
  name: 'clinicians',
  typeDefs: readSdl(import.meta.url, ['./clinician.graphql']),
  resolvers: [clinicianResolvers],
  rules: cliniciansRules,
  dependsOn: [],
  createService: ({ db, pipeline }) => ({ clinicians: createClinicianService(db, pipeline) }),
});
