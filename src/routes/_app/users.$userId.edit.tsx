import { createFileRoute } from '@tanstack/react-router';
import { guardRoute, loadRecord } from '../../app/route-guard';
import { EditUserPage } from '../../features/users/user-edit-page';
import { userOrganizationsQuery, userQuery } from '../../features/users/users-api';

// SPEC §2 /users/:userId/edit (permission security). An unknown or malformed id is Not Found.
export const Route = createFileRoute('/_app/users/$userId/edit')({
  beforeLoad: ({ context }) => guardRoute('/users/$userId/edit', context.menu),
  loader: async ({ context, params }) => {
    void context.queryClient.prefetchQuery(userOrganizationsQuery());
    await loadRecord(context.homePath, () => context.queryClient.ensureQueryData(userQuery(params.userId)));
  },
  component: EditUserRoute,
});

function EditUserRoute() {
  const { userId } = Route.useParams();
  return <EditUserPage userId={userId} />;
}
