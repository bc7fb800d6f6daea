// The audit area's manifest (server/modules/area-module.ts): its SDL, resolvers, rules, the areas it
// builds on and its services.
import { auditRules } from '../../../src/domain/operation-rules/audit.ts';
import { defineArea, readSdl } from '../area-module.ts';
import { auditResolvers } from './audit-resolvers.ts';
import { createAuditService } from './audit-service.ts';

export const auditArea = defineArea({
  name: 'audit',
  typeDefs: readSdl(import.meta.url, ['./audit.graphql']),
  resolvers: [auditResolvers],
  rules: auditRules,
  dependsOn: ['clinicians'],
  createService: ({ db }) => ({ audit: createAuditService(db) }),
});
