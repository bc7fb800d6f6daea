import { createFileRoute } from '@tanstack/react-router';
import { PastOrderPage } from '../../app/patient-chart/past-order-page';
import { guardRoute, loadRecord } from '../../app/route-guard';
import { pastOrderQuery } from '../../features/chart-records/chart-records-api';
import { patientChartQuery } from '../../features/patients/chart-api';

// SPEC §2 /patients/{id}/past-orders/{orderId}/{serviceRequestId}: where an order notification
// leads. Another patient's order (or a referral) is Not Found; a patient the user may not read, 403.
export const Route = createFileRoute('/_app/patients/$id/past-orders/$orderId/$serviceRequestId')({
  beforeLoad: ({ context }) => guardRoute('/patients/$id/past-orders/$orderId/$serviceRequestId', context.menu),
  loader: async ({ context, params }) => {
    const ids = [...new Set([params.orderId, params.serviceRequestId])];
    await Promise.all([
      ...ids.map((id) => loadRecord(context.homePath, () => context.queryClient.ensureQueryData(pastOrderQuery(params.id, id)))),
      context.queryClient.ensureQueryData(patientChartQuery(params.id)),
    ]);
  },
  component: PastOrderRoute,
});

function PastOrderRoute() {
  const { id, orderId, serviceRequestId } = Route.useParams();
  return <PastOrderPage patientId={id} orderId={orderId} serviceRequestId={serviceRequestId} />;
}
