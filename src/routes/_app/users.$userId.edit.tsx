import { createFileRoute, notFound } from '@tanstack/react-router';
import { ApiError } from '../../api/http';
import { ForbiddenRouteError, guardRoute } from '../../app/route-guard';
import { EditUserPage } from '../../features/users/user-edit-page';
import { userOrganizationsQuery, userQuery } from '../../features/users/users-api';

// SPEC §2 /users/:userId/edit (permission security). An unknown or malformed id is Not Found.
export const Route = createFileRoute('/_app/users/$userId/edit')({
  beforeLoad: ({ context }) => guardRoute('/users/$userId/edit', context.menu),
  loader: async ({ context, params }) => {
    void context.queryClient.prefetchQuery(userOrganizationsQuery());
    try {
      if (!(await context.queryClient.ensureQueryData(userQuery(params.userId)))) throw notFound({ routeId: '__root__' });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'FORBIDDEN') throw new ForbiddenRouteError(context.homePath);
      if (error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'BAD_USER_INPUT'))
        throw notFound({ routeId: '__root__' });
      throw error;
    }
  },
  component: EditUserRoute,
});

function EditUserRoute() {
  const { userId } = Route.useParams();
  return <EditUserPage userId={userId} />;
}
