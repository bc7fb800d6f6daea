// SPEC §2 /admin-dashboard 'devices whose outbox has not synced for a day (last sync age)': each
// device's last report (DESIGN §4), the out-of-sync ones first. A row opens what is behind it: its
// user in user administration (SPEC §2 /users/:userId, for whoever may open it), and the open
// visits of the range of the user's clinician: the server's side of changes still waiting in
// the device's outbox (a visit documented offline stays open until its changes arrive).
import { Table, Text } from '@mantine/core';
import { ageText } from '../../../domain/dashboards/device-sync';
import { formatDateTime } from '../../../domain/format';
import { LIST_MESSAGES } from '../../../domain/paged-list';
import type { AdminDashboardQuery } from '../../../gql/graphql';
import { LinkAnchor } from '../../../ui/link-anchor';
import { CountButton } from './count-button';
import { ScrollTable } from './scroll-table';

type Device = AdminDashboardQuery['AdminDashboard']['devices'][number];

export function DevicesTable({
  devices,
  openVisitsOf,
  onOpenVisits,
  mayOpenUsers,
}: {
  devices: readonly Device[];
  /** The open visits of the range of a clinician (the dashboard's count), by practitioner id. */
  openVisitsOf: (practitionerId: string) => number;
  onOpenVisits: (device: Device & { practitionerId: string }) => void;
  /** Whether the user may open user administration (SPEC §2 Users: permission security). */
  mayOpenUsers: boolean;
}) {
  if (devices.length === 0) return <Text size="sm">{LIST_MESSAGES.noData}</Text>;
  const sorted = [...devices].sort((a, b) => Number(b.stale) - Number(a.stale) || b.syncAgeHours - a.syncAgeHours);
  return (
    <ScrollTable label={'Devices'} minWidth={720} maxHeight={360}>
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
            <Table.Th scope="col" ta="right">
              Open visits
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((d) => (
            <Table.Tr key={`${d.userName}-${d.deviceId}`}>
              <Table.Th scope="row" fw={400}>
                {mayOpenUsers ? (
                  <LinkAnchor to="/users/$userId" params={{ userId: d.userId }} size="sm">
                    {d.userName}
                  </LinkAnchor>
                ) : (
                  d.userName
                )}
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
              <Table.Td ta="right">
                {d.practitionerId ? (
                  <CountButton
                    count={openVisitsOf(d.practitionerId)}
                    label={`open for ${d.userName}`}
                    onOpen={() => onOpenVisits({ ...d, practitionerId: d.practitionerId as string })}
                  />
                ) : (
                  'No clinician'
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
