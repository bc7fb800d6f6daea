// SPEC §2 Reports > CBR (/cbr-dashboard; EnableCBRReport and role cbrbeta): the clinical benchmark,
// per clinician, over a date range and a market: what their visits came to and how soon they
// signed, as a chart and a table, and as CSV (made on the server, formulas escaped). A bar or a
// number opens the clinician's visits.
import { Alert, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { reportFileName } from '../../domain/dashboards/benchmark-report';
import type { DashboardFilter } from '../../domain/dashboards/dashboard-filter';
import { percentText } from '../../domain/dashboards/rates';
import { displayError } from '../../domain/errors';
import { DownloadButton } from '../../ui/download-button';
import { saveFile } from '../../ui/save-file';
import { FilterBar } from './components/filter-bar';
import { GroupRates } from './components/group-rates';
import { Panel } from './components/panel';
import { type OpenVisits, VisitsDrawer } from './components/visits-drawer';
import { cbrDashboardQuery, fetchCbrExport } from './dashboards-api';

export function CbrDashboardPage({ filter, onFilter }: { filter: DashboardFilter; onFilter: (next: DashboardFilter) => void }) {
  const cbr = useQuery(cbrDashboardQuery(filter));
  const [open, setOpen] = useState<OpenVisits | null>(null);
  const c = cbr.data;
  return (
    <Stack gap="lg" maw={1280}>
      <Title order={1} size="h2">
        CBR
      </Title>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <FilterBar filter={filter} onChange={onFilter} />
        <DownloadButton
          label="Export CSV"
          download={async () => saveFile(await fetchCbrExport(filter), reportFileName('cbr', filter.from, filter.to))}
        />
      </Group>
      {cbr.error ? (
        <Alert color="red" variant="light" role="alert">
          {displayError(cbr.error.message)}
        </Alert>
      ) : !c ? (
        <Loader aria-label="Loading the benchmark" />
      ) : (
        <Panel
          id="benchmark"
          title="Clinical benchmark"
          of="Per clinician: missed and canceled visits, and encounters signed within 24 h of the visit"
        >
          <Text size="sm">
            All clinicians: missed {percentText(c.totals.visits.missedRate)}, canceled {percentText(c.totals.visits.cancelledRate)}, signed
            within 24 h {percentText(c.totals.signing.rate)}.
          </Text>
          <GroupRates
            groups={c.clinicians}
            column="Clinician"
            label="Clinical benchmark by clinician"
            chart={c.clinicians.length <= 20}
            onOpen={(g, outcome) =>
              setOpen({
                title: `${g.label}: visits`,
                narrow: { ...(g.key ? { practitionerId: g.key } : {}), ...(outcome ? { outcome } : {}) },
              })
            }
          />
        </Panel>
      )}
      <VisitsDrawer filter={filter} open={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
