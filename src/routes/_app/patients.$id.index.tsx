import { createFileRoute } from '@tanstack/react-router';
import { DEFAULT_CHART_TAB } from '../../domain/patients/chart-tabs';
import { ChartTabPage } from '../../features/patients/chart-tab-page';

// SPEC §2 /patients/{id}: the chart opens on its summary tab.
export const Route = createFileRoute('/_app/patients/$id/')({
  component: ChartIndex,
});

function ChartIndex() {
  const { id } = Route.useParams();
  return <ChartTabPage patientId={id} tab={DEFAULT_CHART_TAB} />;
}
