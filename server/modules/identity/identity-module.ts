// The identity area's manifest (server/modules/area-module.ts): its SDL, resolvers, rules, the areas it
// builds on and its services.
import { identityRules } from '../../../src/domain/operation-rules/identity.ts';
import { defineArea, readSdl } from '../area-module.ts';
import { accountResolvers } from './account-resolvers.ts';
import { createAccountService } from './account-service.ts';
import { createAuthService } from './auth-service.ts';

export const identityArea = defineArea({
  name: 'identity',
  typeDefs: readSdl(import.meta.url, ['./account.graphql']),
  resolvers: [accountResolvers],
  rules: identityRules,
  dependsOn: ['settings'],
  createService: ({ db, tokens, sessions, mailer, pipeline }) => ({
    auth: createAuthService(db, tokens, sessions),
    account: createAccountService(db, mailer, pipeline),
  }),
});
