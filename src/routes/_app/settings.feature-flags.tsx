import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { featureFlagListQuery } from '../../features/feature-flags/feature-flags-api';
import { FeatureFlagsPage } from '../../features/feature-flags/feature-flags-page';

// SPEC §6 feature flags, from the User Config hub (permission settings).
export const Route = createFileRoute('/_app/settings/feature-flags')({
  beforeLoad: ({ context }) => guardRoute('/settings/feature-flags', context.menu),
  loader: ({ context }) => context.queryClient.ensureQueryData(featureFlagListQuery()),
  component: FeatureFlagsRoute,
});

function FeatureFlagsRoute() {
  const { menu } = Route.useRouteContext();
  return <FeatureFlagsPage permissions={menu.user.permissions} />;
}
