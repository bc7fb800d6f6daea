import { createFileRoute } from '@tanstack/react-router';
import { ChartTabPage } from '../../app/patient-chart/chart-tab-page';
import { DEFAULT_CHART_TAB } from '../../domain/patients/chart-tabs';

// SPEC §2 /patients/{id}: the chart opens on its summary tab.
export const Route = createFileRoute('/_app/patients/$id/')({
  component: ChartIndex,
});

function ChartIndex() {
  const { id } = Route.useParams();
  return <ChartTabPage patientId={id} tab={DEFAULT_CHART_TAB} />;
}
