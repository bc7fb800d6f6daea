import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { NewUserPage } from '../../features/users/user-edit-page';
import { userOrganizationsQuery } from '../../features/users/users-api';

// SPEC §2 /users/new (permission security).
export const Route = createFileRoute('/_app/users/new')({
  beforeLoad: ({ context }) => guardRoute('/users/new', context.menu),
  // The organizations are warmed, not awaited: the form works without them (the user has none yet).
  loader: ({ context }) => void context.queryClient.prefetchQuery(userOrganizationsQuery()),
  component: NewUserPage,
});
