// One tab of the chart (SPEC §2) inside the chart's frame. The app composes the tabs of several
// features (patients, chart records, coverage, documents) here, since a feature never imports
// another; the Problems List tab has a route of its own (problemslist/problems).
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { ChartTabKey } from '../../domain/patients/chart-tabs';
import { AlertsTab } from '../../features/chart-records/alerts-tab';
import { NotesTab } from '../../features/chart-records/notes-tab';
import { OrdersTab } from '../../features/chart-records/orders-tab';
import { ReferralsTab } from '../../features/chart-records/referrals-tab';
import { TasksTab } from '../../features/chart-records/tasks-tab';
import { CoverageTab } from '../../features/coverage/coverage-tab';
import { DocumentsTab } from '../../features/documents/documents-tab';
import { AdmissionsTab } from '../../features/patients/admissions-tab';
import { AppointmentsTab } from '../../features/patients/appointments-tab';
import { patientChartQuery } from '../../features/patients/chart-api';
import { ChartLayout } from '../../features/patients/chart-layout';
import { DemographicsTab } from '../../features/patients/demographics-tab';
import { EncountersTab } from '../../features/patients/encounters-tab';

function TabContent({ patientId, tab }: { patientId: string; tab: ChartTabKey }) {
  const { data } = useSuspenseQuery(patientChartQuery(patientId));
  const queryClient = useQueryClient();
  // After a chart record changes, the tab counts (SPEC §2) are read again.
  const refreshCounts = () => queryClient.invalidateQueries({ queryKey: patientChartQuery(patientId).queryKey, exact: true });
  switch (tab) {
    case 'demographics':
      return <DemographicsTab patientId={patientId} demographics={data.demographics} />;
    case 'admissions':
      return <AdmissionsTab patientId={patientId} />;
    case 'communication-log':
      return <NotesTab patientId={patientId} onChanged={refreshCounts} />;
    case 'alerts':
      return <AlertsTab patientId={patientId} onChanged={refreshCounts} />;
    case 'referrals':
      return <ReferralsTab patientId={patientId} onChanged={refreshCounts} />;
    case 'orders':
      return <OrdersTab patientId={patientId} onChanged={refreshCounts} />;
    case 'tasks':
      return <TasksTab patientId={patientId} onChanged={refreshCounts} />;
    case 'coverages':
      return <CoverageTab patientId={patientId} patientState={data.patient.state} chartQueryKey={patientChartQuery(patientId).queryKey} />;
    case 'encounter':
      return <EncountersTab patientId={patientId} timeZone={data.demographics.timeZone} />;
    case 'documents':
      return <DocumentsTab patientId={patientId} chartQueryKey={patientChartQuery(patientId).queryKey} />;
    case 'appointments':
      return <AppointmentsTab patientId={patientId} timeZone={data.demographics.timeZone} />;
    case 'problems':
      // Its own route (problemslist/problems) composes the frame with the problems feature.
      return null;
  }
}

export function ChartTabPage({ patientId, tab }: { patientId: string; tab: ChartTabKey }) {
  return (
    <ChartLayout patientId={patientId} active={tab}>
      <TabContent patientId={patientId} tab={tab} />
    </ChartLayout>
  );
}
