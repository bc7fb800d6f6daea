import { createFileRoute } from '@tanstack/react-router';
import { guardRoute, loadRecord } from '../../app/route-guard';
import { EditPayerPage } from '../../features/payers/edit-payer-page';
import { payerQuery } from '../../features/payers/payers-api';

// SPEC §2 /payers/{payerId}/edit (permission settings); an unknown payer is Not Found.
export const Route = createFileRoute('/_app/payers/$payerId/edit')({
  beforeLoad: ({ context }) => guardRoute('/payers/$payerId/edit', context.menu),
  loader: async ({ context, params }) => {
    await loadRecord(context.homePath, () => context.queryClient.ensureQueryData(payerQuery(params.payerId)));
  },
  component: EditPayerRoute,
});

function EditPayerRoute() {
  const { payerId } = Route.useParams();
  return <EditPayerPage key={payerId} payerId={payerId} />;
}
