// SPEC §2 Dashboard (/admin-dashboard, settings): visits per day, signed within 24 h, missed and
// canceled rates and devices whose outbox has not synced for a day, each by market and clinician,
// over a date range (DESIGN §8 'Access': the numbers of the patients the user may read). Every
// chart is also a table; a bar or a number opens the visits behind it ('signed within 24 h': the
// documented visits it counts; a device: its user and its clinician's open visits).
import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DashboardFilter } from '../../domain/dashboards/dashboard-filter';
import { percentText } from '../../domain/dashboards/rates';
import { displayError } from '../../domain/errors';
import { DevicesTable } from './components/devices-table';
import { FilterBar } from './components/filter-bar';
import { GroupRates } from './components/group-rates';
import { Panel } from './components/panel';
import { Totals } from './components/totals';
import { type OpenRecords, VisitsDrawer } from './components/visits-drawer';
import { VisitsPerDay } from './components/visits-per-day';
import { adminDashboardQuery } from './dashboards-api';

export function AdminDashboardPage({
  filter,
  onFilter,
  mayOpenUsers,
}: {
  filter: DashboardFilter;
  onFilter: (next: DashboardFilter) => void;
  /** Whether the user may open user administration (a device's user). */
  mayOpenUsers: boolean;
}) {
  const dashboard = useQuery(adminDashboardQuery(filter));
  const [open, setOpen] = useState<OpenRecords | null>(null);
  const d = dashboard.data;
  const clinicianOptions = (d?.clinicians ?? []).filter((c) => c.key).map((c) => ({ value: c.key, label: c.label }));
  return (
    <Stack gap="lg" maw={1280}>
      <Title order={1} size="h2">
        Dashboard
      </Title>
      <FilterBar filter={filter} onChange={onFilter} clinicians={clinicianOptions} />
      {dashboard.error ? (
        <Alert color="red" variant="light" role="alert">
          {displayError(dashboard.error.message)}
        </Alert>
      ) : !d ? (
        <Loader aria-label="Loading the dashboard" />
      ) : (
        <>
          <Totals
            label="Totals"
            figures={[
              {
                label: 'Visits made',
                value: String(d.totals.visits.made),
                of: `of ${d.totals.visits.scheduled} scheduled`,
                onOpen: () => setOpen({ title: 'Visits made', narrow: { outcome: 'made' } }),
              },
              {
                label: 'Signed within 24 h',
                value: percentText(d.totals.signing.rate),
                of: `${d.totals.signing.signedWithin24h} of ${d.totals.signing.documented} documented`,
                onOpen: () => setOpen({ title: 'Documented visits: signing', documented: { signing: 'within24h' } }),
              },
              {
                label: 'Missed rate',
                value: percentText(d.totals.visits.missedRate),
                of: `${d.totals.visits.missed} missed`,
                onOpen: () => setOpen({ title: 'Missed visits', narrow: { outcome: 'missed' } }),
              },
              {
                label: 'Canceled rate',
                value: percentText(d.totals.visits.cancelledRate),
                of: `${d.totals.visits.cancelled} canceled`,
                onOpen: () => setOpen({ title: 'Canceled visits', narrow: { outcome: 'cancelled' } }),
              },
              { label: 'Devices not synced for a day', value: String(d.staleDevices), of: `of ${d.devices.length} devices` },
            ]}
          />
          <Panel id="visits-per-day" title="Visits per day" of="Scheduled visits by what they came to, on each clinician's day">
            <VisitsPerDay days={d.days} onOpen={(narrow, title) => setOpen({ narrow, title })} />
          </Panel>
          <Panel id="by-market" title="By market" of="Missed, canceled and signed within 24 h, by the patient's state">
            <GroupRates
              groups={d.markets}
              column="Market"
              label="Visits by market"
              onOpen={(g, outcome) => setOpen({ title: `${g.label}: visits`, narrow: { market: g.key, ...(outcome ? { outcome } : {}) } })}
              onOpenSigning={(g, signing) =>
                setOpen({ title: `${g.label}: signing`, documented: { market: g.key, ...(signing ? { signing } : {}) } })
              }
            />
          </Panel>
          <Panel id="devices" title="Devices" of="Each device's outbox at its last sync; not synced for a day first">
            <DevicesTable
              devices={d.devices}
              mayOpenUsers={mayOpenUsers}
              openVisitsOf={(id) => d.clinicians.find((c) => c.key === id)?.visits.open ?? 0}
              onOpenVisits={(device) =>
                setOpen({ title: `${device.userName}: open visits`, narrow: { practitionerId: device.practitionerId, outcome: 'open' } })
              }
            />
          </Panel>
          <Panel id="by-clinician" title="By clinician" of="Missed, canceled and signed within 24 h, per clinician">
            <GroupRates
              groups={d.clinicians}
              column="Clinician"
              label="Visits by clinician"
              chart={d.clinicians.length <= 12}
              onOpen={(g, outcome) =>
                setOpen({
                  title: `${g.label}: visits`,
                  narrow: { ...(g.key ? { practitionerId: g.key } : {}), ...(outcome ? { outcome } : {}) },
                })
              }
              onOpenSigning={(g, signing) =>
                setOpen({
                  title: `${g.label}: signing`,
                  documented: { ...(g.key ? { practitionerId: g.key } : {}), ...(signing ? { signing } : {}) },
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
