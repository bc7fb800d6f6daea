// SPEC §2 /admin-dashboard 'devices whose outbox has not synced for a day (last sync age)': each
// device's last report (DESIGN §4), the out-of-sync ones first.
import { Table, Text } from '@mantine/core';
import { ageText } from '../../../domain/dashboards/device-sync';
import { formatDateTime } from '../../../domain/format';
import { LIST_MESSAGES } from '../../../domain/paged-list';
import type { AdminDashboardQuery } from '../../../gql/graphql';
import { ScrollTable } from './scroll-table';

type Device = AdminDashboardQuery['AdminDashboard']['devices'][number];

export function DevicesTable({ devices }: { devices: readonly Device[] }) {
  if (devices.length === 0) return <Text size="sm">{LIST_MESSAGES.noData}</Text>;
  const sorted = [...devices].sort((a, b) => Number(b.stale) - Number(a.stale) || b.syncAgeHours - a.syncAgeHours);
  return (
    <ScrollTable label={'Devices'} minWidth={640} maxHeight={360}>
      <Table striped stickyHeader aria-label="Devices" data-testid="devices-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">User</Table.Th>
            <Table.Th scope="col">Market</Table.Th>
            <Table.Th scope="col" ta="right">
              Waiting changes
            </Table.Th>
            <Table.Th scope="col">Last synced</Table.Th>
            <Table.Th scope="col">Last sync age</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((d) => (
            <Table.Tr key={`${d.userName}-${d.deviceId}`}>
              <Table.Th scope="row" fw={400}>
                {d.userName}
              </Table.Th>
              <Table.Td>{d.market ?? 'Not Available'}</Table.Td>
              <Table.Td ta="right">{d.pending}</Table.Td>
              <Table.Td>{d.lastSyncedAt ? formatDateTime(d.lastSyncedAt) : 'Never'}</Table.Td>
              <Table.Td>
                {ageText(d.syncAgeHours * 3_600_000)}
                {d.stale ? (
                  <Text size="xs" c="red.9" fw={700}>
                    Not synced for a day
                  </Text>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
