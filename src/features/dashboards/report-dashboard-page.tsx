// SPEC §2 Reports (/report-dashboard, create): over a date range and a market, the encounters of
// each market by status and visit type, and what the scheduled visits came to; both as charts and
// tables, the report as CSV (made on the server, formulas escaped). A bar opens the visits behind it.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Alert, Group, Loader, Stack, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { reportFileName } from '../../domain/dashboards/benchmark-report';
import type { DashboardFilter } from '../../domain/dashboards/dashboard-filter';
import { ENCOUNTER_REPORT_COLUMNS, TOTAL_MARKET } from '../../domain/dashboards/encounter-report';
import { displayError } from '../../domain/errors';
import { DownloadButton } from '../../ui/download-button';
import { saveFile } from '../../ui/save-file';
import { FilterBar } from './components/filter-bar';
import { GroupRates } from './components/group-rates';
import { Panel } from './components/panel';
import { ScrollTable } from './components/scroll-table';
import { type OpenVisits, VisitsDrawer } from './components/visits-drawer';
import { fetchReportExport, reportDashboardQuery } from './dashboards-api';

const STATUS_SERIES = [
  { name: 'Planned', color: 'blue.4' },
  { name: 'In progress', color: 'indigo.6' },
  { name: 'Finished', color: 'teal.7' },
  { name: 'Canceled', color: 'gray.6' },
];

export function ReportDashboardPage({ filter, onFilter }: { filter: DashboardFilter; onFilter: (next: DashboardFilter) => void }) {
  const report = useQuery(reportDashboardQuery(filter));
  const [open, setOpen] = useState<OpenVisits | null>(null);
  const r = report.data;
  const markets = (r?.encounters ?? []).filter((row) => row.market !== TOTAL_MARKET);
  return (
    <Stack gap="lg" maw={1280}>
      <Title order={1} size="h2">
        Reports
      </Title>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <FilterBar filter={filter} onChange={onFilter} />
        <DownloadButton
          label="Export CSV"
          download={async () => saveFile(await fetchReportExport(filter), reportFileName('report', filter.from, filter.to))}
        />
      </Group>
      {report.error ? (
        <Alert color="red" variant="light" role="alert">
          {displayError(report.error.message)}
        </Alert>
      ) : !r ? (
        <Loader aria-label="Loading the report" />
      ) : (
        <>
          <Panel
            id="encounters-by-market"
            title="Encounters by market"
            of="Encounters of the range by status and visit type, by the patient's state"
          >
            {markets.length > 0 ? (
              <div aria-hidden>
                <BarChart
                  h={Math.max(180, markets.length * 60)}
                  data={markets.map((m) => ({
                    market: m.market,
                    Planned: m.planned,
                    'In progress': m.inProgress,
                    Finished: m.finished,
                    Canceled: m.cancelled,
                  }))}
                  dataKey="market"
                  type="stacked"
                  orientation="vertical"
                  yAxisProps={{ width: 80 }}
                  series={STATUS_SERIES}
                  withLegend
                  legendProps={{ verticalAlign: 'bottom' }}
                  barProps={{
                    cursor: 'pointer',
                    onClick: (bar: unknown) => {
                      const market = (bar as { payload?: { market?: string } }).payload?.market;
                      if (market) setOpen({ title: `${market}: visits`, narrow: { market } });
                    },
                  }}
                  barChartProps={{ accessibilityLayer: false }}
                  gridAxis="x"
                />
              </div>
            ) : null}
            <ScrollTable label={'Encounters by market'} minWidth={760}>
              <Table striped aria-label="Encounters by market">
                <Table.Thead>
                  <Table.Tr>
                    {ENCOUNTER_REPORT_COLUMNS.map((c) => (
                      <Table.Th key={c.key} scope="col" ta={c.key === 'market' ? 'left' : 'right'}>
                        {c.header}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {r.encounters.map((row) => (
                    <Table.Tr key={row.market} fw={row.market === TOTAL_MARKET ? 700 : undefined}>
                      {ENCOUNTER_REPORT_COLUMNS.map((c) =>
                        c.key === 'market' ? (
                          <Table.Th key={c.key} scope="row" fw={row.market === TOTAL_MARKET ? 700 : 400}>
                            {row.market}
                          </Table.Th>
                        ) : (
                          <Table.Td key={c.key} ta="right">
                            {row[c.key]}
                          </Table.Td>
                        ),
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          </Panel>
          <Panel id="visits-by-market" title="Visits by market" of="Scheduled visits: missed, canceled and signed within 24 h">
            <GroupRates
              groups={r.visits}
              column="Market"
              label="Visits by market"
              onOpen={(g, outcome) =>
                setOpen({
                  title: `${g.label}: visits`,
                  narrow: { ...(g.key === 'total' ? {} : { market: g.key }), ...(outcome ? { outcome } : {}) },
                })
              }
            />
          </Panel>
        </>
      )}
      <VisitsDrawer filter={filter} open={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
