// The notifications area's manifest (server/modules/area-module.ts): its SDL, resolvers, rules, the areas it
// builds on and its services.
import { notificationsRules } from '../../../src/domain/operation-rules/notifications.ts';
import { defineArea, readSdl } from '../area-module.ts';
import { createJobFunctionService } from './job-function-service.ts';
import { notificationResolvers } from './notification-resolvers.ts';
import { createNotificationService } from './notification-service.ts';

export const notificationsArea = defineArea({
  name: 'notifications',
  typeDefs: readSdl(import.meta.url, ['./notification.graphql']),
  resolvers: [notificationResolvers],
  rules: notificationsRules,
  dependsOn: [],
  createService: ({ db, realtime, pipeline }) => ({
    // Raised by admissions, orders and e-sign (SPEC §3 Event); published after their commits.
    notifications: createNotificationService(db, realtime, pipeline),
    jobFunctions: createJobFunctionService(db, pipeline),
  }),
});
