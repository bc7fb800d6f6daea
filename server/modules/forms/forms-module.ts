// The forms area's manifest (server/modules/area-module.ts): its SDL, resolvers, rules, the areas it
// builds on and its services.
import { formsRules } from '../../../src/domain/operation-rules/forms.ts';
import { defineArea, readSdl } from '../area-module.ts';
import { formsHistoryResolvers } from './forms-history-resolvers.ts';
import { createFormsHistoryService } from './forms-history-service.ts';
import { formsResolvers } from './forms-resolvers.ts';
import { createFormsService } from './forms-service.ts';
import { createResponseService } from './responses-service.ts';

export const formsArea = defineArea({
  name: 'forms',
  typeDefs: readSdl(import.meta.url, ['./form-config.graphql', './forms-history.graphql', './forms.graphql']),
  resolvers: [formsHistoryResolvers, formsResolvers],
  rules: formsRules,
  dependsOn: ['terminology'],
  createService: ({ db, pipeline }) => ({
    forms: createFormsService(db, pipeline),
    responses: createResponseService(db, pipeline),
    formsHistory: createFormsHistoryService(db, pipeline),
  }),
});
