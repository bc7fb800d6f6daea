// SPEC §2 /patients/{id}/patient-menu: the chart's tabs as a list (what a phone opens from a
// notification card or a link), each with its count.
import { Badge, NavLink, Paper, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CHART_TABS } from '../../domain/patients/chart-tabs';
import { patientChartQuery } from './chart-api';
import { ChartHeader } from './chart-header';
import { chartTabHref } from './chart-nav';

export function ChartMenuPage({ patientId }: { patientId: string }) {
  const { data } = useSuspenseQuery(patientChartQuery(patientId));
  const counts = new Map(data.tabs.map((t) => [t.key, t.count]));
  return (
    <Stack gap="md" maw={640}>
      <ChartHeader patient={data.patient} />
      <Paper withBorder radius="md" component="nav" aria-label="Chart">
        {CHART_TABS.map((tab) => (
          <NavLink
            key={tab.key}
            component={Link}
            to={chartTabHref(patientId, tab.key)}
            label={tab.label}
            rightSection={<Badge variant="default">{counts.get(tab.key) ?? 0}</Badge>}
          />
        ))}
      </Paper>
    </Stack>
  );
}
