// SPEC §2 /admin-dashboard 'visits per day': each clinician's day, stacked by what the visits came
// to (made, missed, canceled, open), with signed within 24 h beside it; the chart for the eye, the
// same numbers in the table below for screen readers and keyboards. A bar segment, or a number in
// the table, opens the visits behind it.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Table } from '@mantine/core';
import { percentText } from '../../../domain/dashboards/rates';
import { OUTCOME_LABEL, VISIT_OUTCOMES, type VisitOutcome } from '../../../domain/dashboards/visit-outcome';
import type { AdminDashboardQuery } from '../../../gql/graphql';
import type { VisitsNarrowing } from '../dashboards-api';
import { CountButton } from './count-button';
import { ScrollTable } from './scroll-table';

type Day = AdminDashboardQuery['AdminDashboard']['days'][number];

export const OUTCOME_COLOR: Record<VisitOutcome, string> = { made: 'teal.7', missed: 'orange.7', cancelled: 'gray.6', open: 'blue.4' };

/** MM/dd (SPEC §9 date format, without the year) for the axis. */
const short = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}`;
const long = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

export function VisitsPerDay({ days, onOpen }: { days: readonly Day[]; onOpen: (narrow: VisitsNarrowing, title: string) => void }) {
  const data = days.map((d) => ({
    day: d.day,
    label: short(d.day),
    ...Object.fromEntries(VISIT_OUTCOMES.map((o) => [OUTCOME_LABEL[o], d.visits[o]])),
  }));
  const open = (day: string, outcome: VisitOutcome) => onOpen({ day, outcome }, `${OUTCOME_LABEL[outcome]} visits of ${long(day)}`);
  return (
    <>
      <div aria-hidden data-testid="visits-per-day-chart">
        <BarChart
          h={260}
          data={data}
          dataKey="label"
          type="stacked"
          series={VISIT_OUTCOMES.map((o) => ({ name: OUTCOME_LABEL[o], color: OUTCOME_COLOR[o] }))}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          barProps={(series) => ({
            cursor: 'pointer',
            onClick: (bar: unknown) => {
              const day = (bar as { payload?: { day?: string } }).payload?.day;
              const outcome = VISIT_OUTCOMES.find((o) => OUTCOME_LABEL[o] === series.name);
              if (day && outcome) open(day, outcome);
            },
          })}
          barChartProps={{ accessibilityLayer: false }}
          xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 12 }}
          gridAxis="y"
        />
      </div>
      <ScrollTable label={'Visits per day'} minWidth={560} maxHeight={320}>
        <Table striped stickyHeader aria-label="Visits per day" data-testid="visits-per-day-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Day</Table.Th>
              {VISIT_OUTCOMES.map((o) => (
                <Table.Th key={o} scope="col" ta="right">
                  {OUTCOME_LABEL[o]}
                </Table.Th>
              ))}
              <Table.Th scope="col" ta="right">
                Signed within 24 h
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((d) => (
              <Table.Tr key={d.day}>
                <Table.Th scope="row" fw={400}>
                  {long(d.day)}
                </Table.Th>
                {VISIT_OUTCOMES.map((o) => (
                  <Table.Td key={o} ta="right">
                    <CountButton
                      count={d.visits[o]}
                      label={`${OUTCOME_LABEL[o].toLowerCase()} on ${long(d.day)}`}
                      onOpen={() => open(d.day, o)}
                    />
                  </Table.Td>
                ))}
                <Table.Td ta="right">
                  {d.signing.signedWithin24h}/{d.signing.documented} ({percentText(d.signing.rate)})
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </>
  );
}
