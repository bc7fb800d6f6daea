// The staff-coverage area's manifest (server/modules/area-module.ts): its SDL, resolvers, rules, the areas it
// builds on and its services.
import { staffCoverageRules } from '../../../src/domain/operation-rules/staff-coverage.ts';
import { defineArea, readSdl } from '../area-module.ts';
import { staffCoverageResolvers } from './staff-coverage-resolvers.ts';
import { createStaffCoverageService } from './staff-coverage-service.ts';

export const staffCoverageArea = defineArea({
  name: 'staff-coverage',
  typeDefs: readSdl(import.meta.url, ['./staff-coverage.graphql']),
  resolvers: [staffCoverageResolvers],
  rules: staffCoverageRules,
  dependsOn: ['identity'],
  createService: ({ db, pipeline }) => ({ staffCoverage: createStaffCoverageService(db, pipeline) }),
});
