import { createFileRoute } from '@tanstack/react-router';
import { guardRoute, loadRecord } from '../../app/route-guard';
import { EncounterDetailPage } from '../../features/clinician-encounters/encounter-detail-page';
import { visitEncounterQuery } from '../../features/clinician-encounters/encounter-list-api';

// SPEC §2 /clinician-encounters/{appointmentId}: one visit's encounter. A visit of another market
// is Forbidden; an unknown or malformed id is Not Found.
export const Route = createFileRoute('/_app/clinician-encounters/$appointmentId')({
  beforeLoad: ({ context }) => guardRoute('/clinician-encounters/$appointmentId', context.menu),
  loader: async ({ context, params }) => {
    await loadRecord(context.homePath, async () => ({
      encounter: await context.queryClient.ensureQueryData(visitEncounterQuery(params.appointmentId)),
    }));
  },
  component: EncounterRoute,
});

function EncounterRoute() {
  const { appointmentId } = Route.useParams();
  return <EncounterDetailPage appointmentId={appointmentId} />;
}
