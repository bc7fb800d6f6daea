import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { adminSettingsQuery } from '../../features/feature-flags/feature-flags-api';
import { SwitchesPage } from '../../features/feature-flags/switches-page';

// SPEC §6 switches, the idle delays, password expiry and the mileage threshold, from the User
// Config hub (permission settings).
export const Route = createFileRoute('/_app/settings/switches')({
  beforeLoad: ({ context }) => guardRoute('/settings/switches', context.menu),
  loader: ({ context }) => context.queryClient.ensureQueryData(adminSettingsQuery()),
  component: SwitchesPage,
});
