import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { FacilitiesPage } from '../../features/facilities/facilities-page';

// SPEC §2 /master-list/home-health (permission settings).
export const Route = createFileRoute('/_app/master-list/home-health')({
  beforeLoad: ({ context }) => guardRoute('/master-list/home-health', context.menu),
  component: () => <FacilitiesPage kind="home-health" />,
});
