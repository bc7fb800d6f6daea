// SPEC §2 /patients/{id}/past-orders/{orderId}/{serviceRequestId} inside the chart's frame (the
// Orders tab open): the app composes the patients feature's frame with the chart records' order.
import { PastOrder } from '../../features/chart-records/past-order';
import { ChartLayout } from '../../features/patients/chart-layout';

export function PastOrderPage({ patientId, orderId, serviceRequestId }: { patientId: string; orderId: string; serviceRequestId: string }) {
  return (
    <ChartLayout patientId={patientId} active="orders">
      <PastOrder patientId={patientId} orderId={orderId} serviceRequestId={serviceRequestId} />
    </ChartLayout>
  );
}
