import { createFileRoute, notFound } from '@tanstack/react-router';
import { ChartTabPage } from '../../app/patient-chart/chart-tab-page';
import { chartTabOf } from '../../domain/patients/chart-tabs';

// SPEC §2 /patients/{id}/{tab}: one of the chart's tabs; any other name is Not Found.
export const Route = createFileRoute('/_app/patients/$id/$tab')({
  beforeLoad: ({ params }) => {
    if (!chartTabOf(params.tab) || params.tab === 'problems') throw notFound({ routeId: '__root__' });
  },
  component: ChartTab,
});

function ChartTab() {
  const { id, tab } = Route.useParams();
  const key = chartTabOf(tab);
  return key ? <ChartTabPage patientId={id} tab={key} /> : null;
}
