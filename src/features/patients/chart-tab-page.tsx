// One tab of the chart (SPEC §2): Demographics and Admissions are here; the tabs whose areas are
// still to come say so plainly inside the chart, with their count.
import { Paper, Stack, Text } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { CHART_TABS, type ChartTabKey } from '../../domain/patients/chart-tabs';
import { AdmissionsTab } from './admissions-tab';
import { patientChartQuery } from './chart-api';
import { ChartLayout } from './chart-layout';
import { DemographicsTab } from './demographics-tab';

function TabContent({ patientId, tab }: { patientId: string; tab: ChartTabKey }) {
  const { data } = useSuspenseQuery(patientChartQuery(patientId));
  switch (tab) {
    case 'demographics':
      return <DemographicsTab demographics={data.demographics} />;
    case 'admissions':
      return <AdmissionsTab patientId={patientId} />;
    default:
      return <NotYet label={CHART_TABS.find((t) => t.key === tab)?.label ?? tab} />;
  }
}

function NotYet({ label }: { label: string }) {
  return (
    <Paper withBorder p="xl" radius="md" component="section" aria-label={label}>
      <Stack align="center" gap="sm" ta="center">
        <IconTools size={40} stroke={1.5} aria-hidden color="var(--mantine-color-brand-7)" />
        <Text fw={600}>This area is not available in this version yet.</Text>
        <Text c="dimmed" size="sm">
          {label} arrives in a coming update.
        </Text>
      </Stack>
    </Paper>
  );
}

export function ChartTabPage({ patientId, tab }: { patientId: string; tab: ChartTabKey }) {
  return (
    <ChartLayout patientId={patientId} active={tab}>
      <TabContent patientId={patientId} tab={tab} />
    </ChartLayout>
  );
}
