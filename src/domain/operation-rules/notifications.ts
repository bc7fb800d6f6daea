// Who may call the notifications area's operations (SPEC §6): its part of OPERATION_RULES
// (../operation-permissions.ts), which its server manifest (server/modules/notifications) names as its rules.
import { type OperationRule, perm, self } from './rule-kinds';

export const notificationsRules = {
  'Query.GetNotificationsCount': self,
  'Query.GetNotificationList': self,
  // /notifications (SPEC §2 'settings'): job functions and the events they receive.
  'Query.GetJobFunction': perm('settings', 'security'),
  'Query.GetJobFunctionByTitle': perm('settings', 'security'),
  'Query.GetEvents': perm('settings', 'security'),
  'Mutation.updateJobFunction': perm('settings'),
  'Mutation.markNotificationViewed': self,
  'Mutation.setNotificationUpdates': self,
  'Subscription.onNotificationAdded': self,
} as const satisfies Record<string, OperationRule>;
