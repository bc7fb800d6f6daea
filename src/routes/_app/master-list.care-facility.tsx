import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { FacilitiesPage } from '../../features/facilities/facilities-page';

// SPEC §2 /master-list/care-facility (permission settings).
export const Route = createFileRoute('/_app/master-list/care-facility')({
  beforeLoad: ({ context }) => guardRoute('/master-list/care-facility', context.menu),
  component: () => <FacilitiesPage kind="care-facility" />,
});
