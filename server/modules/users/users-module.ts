// The users area's manifest (server/modules/area-module.ts): its SDL, resolvers, rules, the areas it
// builds on and its services.
import { usersRules } from '../../../src/domain/operation-rules/users.ts';
import { defineArea, readSdl } from '../area-module.ts';
import { userResolvers } from './user-resolvers.ts';
import { createUserService } from './user-service.ts';

export const usersArea = defineArea({
  name: 'users',
  typeDefs: readSdl(import.meta.url, ['./user.graphql']),
  resolvers: [userResolvers],
  rules: usersRules,
  dependsOn: ['identity', 'settings'],
  createService: ({ db, mailer, pipeline, outside }) => ({
    users: createUserService(db, mailer, pipeline, { publicUrl: outside.publicUrl }),
  }),
});
