// SPEC §2 patient chart: the header, the twelve tabs with their counts, and the open tab. The
// frame is one request (PatientChart); Demographics reads the same answer, so opening a chart
// costs one call before its first tab shows.
import { Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ChartTabKey } from '../../domain/patients/chart-tabs';
import { patientChartQuery } from './chart-api';
import { ChartHeader } from './chart-header';
import { ChartNav } from './chart-nav';

export function ChartLayout({ patientId, active, children }: { patientId: string; active: ChartTabKey; children: ReactNode }) {
  const { data } = useSuspenseQuery(patientChartQuery(patientId));
  const counts = new Map(data.tabs.map((t) => [t.key, t.count]));
  return (
    <Stack gap="md" maw={1200}>
      <ChartHeader patient={data.patient} />
      <ChartNav patientId={patientId} active={active} counts={counts} />
      {children}
    </Stack>
  );
}
