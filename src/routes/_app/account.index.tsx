import { createFileRoute } from '@tanstack/react-router';
import { accountProfileQuery } from '../../features/account/account-api';
import { ProfilePage } from '../../features/account/profile-page';

export const Route = createFileRoute('/_app/account/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(accountProfileQuery(context.menu.user.id)),
  component: ProfilePage,
});
