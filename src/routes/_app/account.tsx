import { createFileRoute } from '@tanstack/react-router';
import { meQuery } from '../../api/queries';
import { ProfilePage } from '../../features/account/profile-page';

export const Route = createFileRoute('/_app/account')({
  loader: ({ context }) => context.queryClient.ensureQueryData(meQuery(context.menu.user.id)),
  component: ProfilePage,
});
