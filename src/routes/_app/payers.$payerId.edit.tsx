import { createFileRoute, notFound } from '@tanstack/react-router';
import { ApiError } from '../../api/http';
import { ForbiddenRouteError, guardRoute } from '../../app/route-guard';
import { EditPayerPage } from '../../features/payers/edit-payer-page';
import { payerQuery } from '../../features/payers/payers-api';

// SPEC §2 /payers/{payerId}/edit (permission settings); an unknown payer is Not Found.
export const Route = createFileRoute('/_app/payers/$payerId/edit')({
  beforeLoad: ({ context }) => guardRoute('/payers/$payerId/edit', context.menu),
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(payerQuery(params.payerId));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'FORBIDDEN') throw new ForbiddenRouteError(context.homePath);
      if (error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'BAD_USER_INPUT'))
        throw notFound({ routeId: '__root__' });
      throw error;
    }
  },
  component: EditPayerRoute,
});

function EditPayerRoute() {
  const { payerId } = Route.useParams();
  return <EditPayerPage key={payerId} payerId={payerId} />;
}
