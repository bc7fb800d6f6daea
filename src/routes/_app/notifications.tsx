import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { jobFunctionsQuery, notificationEventsQuery } from '../../features/notification-config/notification-config-api';
import { NotificationConfigPage } from '../../features/notification-config/notification-config-page';

// SPEC §2 /notifications: settings permission, hidden without EnableInAppNotificationConfig (the menu table).
export const Route = createFileRoute('/_app/notifications')({
  beforeLoad: ({ context }) => {
    guardRoute('/notifications', context.menu);
  },
  loader: ({ context }) =>
    Promise.all([context.queryClient.ensureQueryData(jobFunctionsQuery()), context.queryClient.ensureQueryData(notificationEventsQuery())]),
  component: NotificationConfigPage,
});
