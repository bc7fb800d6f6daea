// Markets or clinicians side by side (SPEC §2 'each by market and clinician'): missed, canceled and
// signed-within-24 h rates as grouped bars, and every count in the table for screen readers and
// keyboards. A bar, or a number in the table, opens the visits behind it.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Table } from '@mantine/core';
import { percentText, type SignState } from '../../../domain/dashboards/rates';
import type { VisitOutcome } from '../../../domain/dashboards/visit-outcome';
import type { DashboardGroupFieldsFragment } from '../../../gql/graphql';
import { CountButton } from './count-button';
import { ScrollTable } from './scroll-table';

const RATE_SERIES = [
  { name: 'Missed %', color: 'orange.7' },
  { name: 'Canceled %', color: 'gray.6' },
  { name: 'Signed within 24 h %', color: 'teal.7' },
];

const pct = (r: number | null | undefined) => (r === null || r === undefined ? 0 : Math.round(r * 1000) / 10);

export function GroupRates({
  groups,
  column,
  label,
  onOpen,
  onOpenSigning,
  chart = true,
}: {
  groups: readonly DashboardGroupFieldsFragment[];
  /** The table's first column ('Market', 'Clinician'). */
  column: string;
  label: string;
  onOpen: (group: DashboardGroupFieldsFragment, outcome: VisitOutcome | null) => void;
  /** Opens the documented visits behind the signing counts (signed within 24 h; null: all documented). */
  onOpenSigning?: (group: DashboardGroupFieldsFragment, signing: SignState | null) => void;
  /** The chart too (a long list of clinicians: the table alone). */
  chart?: boolean;
}) {
  const data = groups.map((g) => ({
    key: g.key,
    label: g.label,
    'Missed %': pct(g.visits.missedRate),
    'Canceled %': pct(g.visits.cancelledRate),
    'Signed within 24 h %': pct(g.signing.rate),
  }));
  return (
    <>
      {chart && groups.length > 0 ? (
        <div aria-hidden data-testid={`${column.toLowerCase()}-chart`}>
          <BarChart
            h={Math.max(180, groups.length * 70)}
            data={data}
            dataKey="label"
            orientation="vertical"
            yAxisProps={{ width: 110 }}
            xAxisProps={{ domain: [0, 100] }}
            series={RATE_SERIES}
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            barProps={{
              cursor: 'pointer',
              onClick: (bar: unknown) => {
                const key = (bar as { payload?: { key?: string } }).payload?.key;
                const group = groups.find((g) => g.key === key);
                if (group) onOpen(group, null);
              },
            }}
            barChartProps={{ accessibilityLayer: false }}
            gridAxis="x"
          />
        </div>
      ) : null}
      <ScrollTable label={label} minWidth={600}>
        <Table striped aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{column}</Table.Th>
              <Table.Th scope="col" ta="right">
                Scheduled
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Made
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Missed
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Canceled
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Signed within 24 h
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.map((g) => (
              <Table.Tr key={g.key}>
                <Table.Th scope="row" fw={400}>
                  {g.label}
                </Table.Th>
                <Table.Td ta="right">
                  <CountButton count={g.visits.scheduled} label={`scheduled for ${g.label}`} onOpen={() => onOpen(g, null)} />
                </Table.Td>
                <Table.Td ta="right">
                  <CountButton count={g.visits.made} label={`made for ${g.label}`} onOpen={() => onOpen(g, 'made')} />
                </Table.Td>
                <Table.Td ta="right">
                  <CountButton count={g.visits.missed} label={`missed for ${g.label}`} onOpen={() => onOpen(g, 'missed')} /> (
                  {percentText(g.visits.missedRate)})
                </Table.Td>
                <Table.Td ta="right">
                  <CountButton count={g.visits.cancelled} label={`canceled for ${g.label}`} onOpen={() => onOpen(g, 'cancelled')} /> (
                  {percentText(g.visits.cancelledRate)})
                </Table.Td>
                <Table.Td ta="right">
                  {onOpenSigning ? (
                    <>
                      <CountButton
                        count={g.signing.signedWithin24h}
                        label={`signed within 24 h for ${g.label}`}
                        onOpen={() => onOpenSigning(g, 'within24h')}
                      />
                      /
                      <CountButton count={g.signing.documented} label={`documented for ${g.label}`} onOpen={() => onOpenSigning(g, null)} />
                    </>
                  ) : (
                    <>
                      {g.signing.signedWithin24h}/{g.signing.documented}
                    </>
                  )}{' '}
                  ({percentText(g.signing.rate)})
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </>
  );
}
