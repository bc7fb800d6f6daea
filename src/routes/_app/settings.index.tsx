import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { SettingsHubPage } from '../../features/settings-hub/settings-hub-page';

// SPEC §2 /settings 'User Config' (settings, financial or security): the hub of its pages.
export const Route = createFileRoute('/_app/settings/')({
  beforeLoad: ({ context }) => guardRoute('/settings', context.menu),
  component: SettingsHubRoute,
});

function SettingsHubRoute() {
  const { menu } = Route.useRouteContext();
  return <SettingsHubPage menu={menu} />;
}
