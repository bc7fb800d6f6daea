import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { FacilitiesPage } from '../../features/facilities/facilities-page';

// SPEC §2 /master-list/pcp-config (permission settings): the PCP practices, their physicians with
// their NPI, and the fax letters go to.
export const Route = createFileRoute('/_app/master-list/pcp-config')({
  beforeLoad: ({ context }) => guardRoute('/master-list/pcp-config', context.menu),
  component: () => <FacilitiesPage kind="pcp" />,
});
