import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { CheckInPage } from '../../features/telehealth/check-in-page';
import { telehealthRequestQuery } from '../../features/telehealth/waiting-room-api';

// SPEC §2 /waiting-room/:patientId/:encounterId/check-in: taking a waiting-room request.
export const Route = createFileRoute('/_app/waiting-room/$patientId/$encounterId/check-in')({
  beforeLoad: ({ context }) => {
    guardRoute('/waiting-room/$patientId/$encounterId/check-in', context.menu);
  },
  loader: ({ context, params }) => context.queryClient.prefetchQuery(telehealthRequestQuery(params.encounterId)),
  component: CheckInRoute,
});

function CheckInRoute() {
  const { patientId, encounterId } = Route.useParams();
  return <CheckInPage patientId={patientId} encounterId={encounterId} />;
}
