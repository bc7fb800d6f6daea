// SPEC §2 /account/{payPeriodId}/list/{practitionerId}: one pay period of a clinician, its counts
// and the encounters counted (the visit's day and time in the clinician's zone, the patient, the
// visit type and where it stands); cancelled visits are not counted.
import { Group, Stack, Table, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { encounterStateLabel } from '../../../domain/encounter-labels';
import { formatDateTime } from '../../../domain/format';
import { LIST_MESSAGES } from '../../../domain/paged-list';
import { visitTypeName } from '../../../domain/patients/visit-labels';
import { payPeriodLabel } from '../../../domain/payroll/pay-periods';
import { LinkAnchor } from '../../../ui/link-anchor';
import { payPeriodEncountersQuery } from './pay-period-api';

export function PayPeriodPage({ practitionerId, payPeriodId }: { practitionerId: string; payPeriodId: string }) {
  const { data } = useSuspenseQuery(payPeriodEncountersQuery(practitionerId, payPeriodId));
  const { payPeriod: p, encounters } = data;
  return (
    <Stack gap="sm">
      <Stack gap={2}>
        <Title order={2} size="h3">
          {payPeriodLabel(p)}
          {p.current ? ' (current)' : ''}
        </Title>
        <Text size="sm" c="dimmed">
          {data.practitionerName}
        </Text>
      </Stack>
      <Group gap="lg" role="list" aria-label="Counts">
        {(
          [
            ['Start of Care', p.encounterStats.soc],
            ['Follow-up', p.encounterStats.followUp],
            ['Signed', p.encounterStats.signed],
          ] as const
        ).map(([label, n]) => (
          <Stack key={label} gap={0} role="listitem">
            <Text size="xl" fw={700}>
              {n}
            </Text>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
          </Stack>
        ))}
      </Group>
      {encounters.length === 0 ? (
        <Text c="dimmed">{LIST_MESSAGES.noData}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label="Encounters counted">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Visit</Table.Th>
                <Table.Th scope="col">Patient</Table.Th>
                <Table.Th scope="col">Type</Table.Th>
                <Table.Th scope="col">State</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {encounters.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>{e.start ? formatDateTime(e.start, data.timeZone) : ''}</Table.Td>
                  <Table.Td>{e.patientName}</Table.Td>
                  <Table.Td>{visitTypeName(e.type)}</Table.Td>
                  <Table.Td>{encounterStateLabel({ status: e.status, stateText: e.stateText ?? null })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <LinkAnchor to="/account/pay-period-history" size="sm">
        All pay periods
      </LinkAnchor>
    </Stack>
  );
}
