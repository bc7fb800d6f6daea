// A patient's wound progress at rounds: each wound's area over the assessments as a line chart
// (@mantine/charts), and the same measurements in a table for screen readers and keyboards.
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatCalendarDate } from '../../domain/format';
import type { RoundsPatient } from './rounds-api';

const COLORS = ['teal.7', 'indigo.6', 'orange.7', 'grape.6', 'red.7'];

export function WoundChart({ patient }: { patient: RoundsPatient }) {
  const points = patient.woundProgress;
  if (points.length === 0) return <Text size="sm">No wound measurements yet.</Text>;
  const wounds = [...new Set(points.map((p) => p.wound))].sort();
  const byDay = new Map<string, Record<string, string | number>>();
  for (const p of points) {
    const day = formatCalendarDate(p.at);
    const row = byDay.get(day) ?? { day };
    if (p.areaCm2 !== null && p.areaCm2 !== undefined) row[`Wound ${p.wound}`] = p.areaCm2;
    byDay.set(day, row);
  }
  const caption = `Wound area of ${patient.name} over the assessments (cm²)`;
  return (
    <Stack gap={4}>
      <div aria-hidden>
        <LineChart
          h={160}
          data={[...byDay.values()]}
          dataKey="day"
          unit=" cm²"
          series={wounds.map((w, i) => ({ name: `Wound ${w}`, color: COLORS[i % COLORS.length] ?? 'teal.7' }))}
          lineChartProps={{ accessibilityLayer: false }}
          withLegend={wounds.length > 1}
        />
      </div>
      <VisuallyHidden>
        <Table>
          <caption>{caption}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Assessment</Table.Th>
              <Table.Th>Wound</Table.Th>
              <Table.Th>Length (cm)</Table.Th>
              <Table.Th>Width (cm)</Table.Th>
              <Table.Th>Area (cm²)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {points.map((p) => (
              <Table.Tr key={`${p.encounterId}:${p.wound}`}>
                <Table.Td>{formatCalendarDate(p.at)}</Table.Td>
                <Table.Td>{p.wound}</Table.Td>
                <Table.Td>{p.lengthCm ?? '—'}</Table.Td>
                <Table.Td>{p.widthCm ?? '—'}</Table.Td>
                <Table.Td>{p.areaCm2 ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Stack>
  );
}
