import { createFileRoute } from '@tanstack/react-router';
import { guardRoute, loadRecord } from '../../app/route-guard';
import { payPeriodEncountersQuery } from '../../features/account/pay-periods/pay-period-api';
import { PayPeriodPage } from '../../features/account/pay-periods/pay-period-page';

// SPEC §2 /account/{payPeriodId}/list/{practitionerId}: one pay period's encounters. Not a pay
// period, or an unknown clinician: Not Found; another clinician's (not payroll staff): 403.
export const Route = createFileRoute('/_app/account/$payPeriodId/list/$practitionerId')({
  beforeLoad: ({ context }) => guardRoute('/account/$payPeriodId/list/$practitionerId', context.menu),
  loader: ({ context, params }) =>
    loadRecord(context.homePath, () =>
      context.queryClient.ensureQueryData(payPeriodEncountersQuery(params.practitionerId, params.payPeriodId)),
    ),
  component: PayPeriodRoute,
});

function PayPeriodRoute() {
  const { payPeriodId, practitionerId } = Route.useParams();
  return <PayPeriodPage practitionerId={practitionerId} payPeriodId={payPeriodId} />;
}
