import { createFileRoute } from '@tanstack/react-router';
import { guardRoute, loadRecord } from '../../app/route-guard';
import { PayerPage } from '../../features/payers/payer-page';
import { payerQuery } from '../../features/payers/payers-api';

// SPEC §2 /payers/{payerId} (permission settings); an unknown payer is Not Found.
export const Route = createFileRoute('/_app/payers/$payerId/')({
  beforeLoad: ({ context }) => guardRoute('/payers/$payerId', context.menu),
  loader: async ({ context, params }) => {
    await loadRecord(context.homePath, () => context.queryClient.ensureQueryData(payerQuery(params.payerId)));
  },
  component: PayerRoute,
});

function PayerRoute() {
  const { payerId } = Route.useParams();
  return <PayerPage key={payerId} payerId={payerId} />;
}
