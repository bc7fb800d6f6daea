import { createFileRoute } from '@tanstack/react-router';
import { adminAuditQuery } from '../../api/queries';
import { guardRoute, loadRecord } from '../../app/route-guard';
import { UserDetailPage } from '../../features/users/user-detail-page';
import { userQuery } from '../../features/users/users-api';

// SPEC §2 /users/:userId (permission security): one user, their actions and change history. An
// unknown or malformed id is Not Found.
export const Route = createFileRoute('/_app/users/$userId/')({
  beforeLoad: ({ context }) => guardRoute('/users/$userId', context.menu),
  loader: async ({ context, params }) => {
    await loadRecord(context.homePath, () => context.queryClient.ensureQueryData(userQuery(params.userId)));
    void context.queryClient.prefetchInfiniteQuery(adminAuditQuery('User', params.userId));
  },
  component: UserRoute,
});

function UserRoute() {
  const { userId } = Route.useParams();
  return <UserDetailPage userId={userId} />;
}
