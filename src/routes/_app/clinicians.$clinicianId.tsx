import { createFileRoute } from '@tanstack/react-router';
import { guardRoute, loadRecord } from '../../app/route-guard';
import { ClinicianPage } from '../../features/clinicians/clinician-page';
import { clinicianQuery } from '../../features/clinicians/clinicians-api';

// SPEC §2 /clinicians/{clinicianId} (settings or financial): one clinician, its edit and change
// history. A clinician outside the user's markets (or no clinician at all) is Not Found.
export const Route = createFileRoute('/_app/clinicians/$clinicianId')({
  beforeLoad: ({ context }) => guardRoute('/clinicians/$clinicianId', context.menu),
  loader: async ({ context, params }) => {
    await loadRecord(context.homePath, () => context.queryClient.ensureQueryData(clinicianQuery(params.clinicianId)));
  },
  component: ClinicianView,
});

function ClinicianView() {
  const { clinicianId } = Route.useParams();
  return <ClinicianPage clinicianId={clinicianId} />;
}
