import { createFileRoute, notFound } from '@tanstack/react-router';
import { ApiError } from '../../api/http';
import { adminAuditQuery } from '../../api/queries';
import { ForbiddenRouteError, guardRoute } from '../../app/route-guard';
import { UserDetailPage } from '../../features/users/user-detail-page';
import { userQuery } from '../../features/users/users-api';

// SPEC §2 /users/:userId (permission security): one user, their actions and change history. An
// unknown or malformed id is Not Found.
export const Route = createFileRoute('/_app/users/$userId/')({
  beforeLoad: ({ context }) => guardRoute('/users/$userId', context.menu),
  loader: async ({ context, params }) => {
    try {
      if (!(await context.queryClient.ensureQueryData(userQuery(params.userId)))) throw notFound({ routeId: '__root__' });
      void context.queryClient.prefetchInfiniteQuery(adminAuditQuery('User', params.userId));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'FORBIDDEN') throw new ForbiddenRouteError(context.homePath);
      if (error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'BAD_USER_INPUT'))
        throw notFound({ routeId: '__root__' });
      throw error;
    }
  },
  component: UserRoute,
});

function UserRoute() {
  const { userId } = Route.useParams();
  return <UserDetailPage userId={userId} />;
}
