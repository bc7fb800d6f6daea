import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { featureFlagsQuery } from '../api/queries';
import { AppLayout } from '../app/shell/app-layout';
import { isKnownPath } from '../domain/menu';
import { mustChangePassword } from '../features/account/account-status';
import { PageLoader } from '../ui/page-loader';

// The authenticated layout: no session → /sign-in?redirect=… (an unknown path is Not Found
// for everyone, SPEC §2); then the feature flags (a loader until answered; without them on
// failure — SPEC §7), then the shell. A password at 0 days keeps the user on /account/password.
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    const session = context.session.current();
    if (!session) {
      if (!isKnownPath(location.pathname)) throw notFound({ routeId: '__root__' });
      throw redirect({ to: '/sign-in', search: { redirect: location.href } });
    }
    // SPEC §4/§9: at 0 days to expiry the user is sent to the password change page and kept
    // there (every other page of the app redirects to it) until the password is changed.
    if (mustChangePassword(session) && location.pathname !== '/account/password')
      throw redirect({ to: '/account/password', replace: true });
    const flags = await context.queryClient.ensureQueryData(featureFlagsQuery(session.user.id));
    return { menu: { user: session.user, settings: context.config.settings, flags } };
  },
  pendingComponent: () => <PageLoader fullScreen />,
  component: AppLayoutRoute,
});

function AppLayoutRoute() {
  const { menu, config } = Route.useRouteContext();
  return <AppLayout menu={menu} config={config} />;
}
