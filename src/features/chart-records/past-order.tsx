// SPEC §2 /patients/{id}/past-orders/{orderId}/{serviceRequestId}, where an order notification
// leads: the order (its words, catalog code, status, who asked for it and when, the admission it
// belongs to) and every change of it, newest first. When the notification names two records (an
// order and a service request of it), both are shown.
import { Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { isOrderStatus, ORDER_STATUS } from '../../domain/chart/chart-record-status';
import { formatCalendarDate, formatDateTime } from '../../domain/format';
import { LinkAnchor } from '../../ui/link-anchor';
import { Section } from '../../ui/section';
import { StatusBadge } from '../../ui/status-badge';
import { pastOrderQuery } from './chart-records-api';

const statusLabel = (status: string) => (isOrderStatus(status) ? ORDER_STATUS[status].label : status);

function OrderRecord({ patientId, id, heading }: { patientId: string; id: string; heading: string }) {
  const { data } = useSuspenseQuery(pastOrderQuery(patientId, id));
  const { order, changes } = data;
  const facts: [string, string][] = [
    ['Ordered', formatDateTime(order.authoredOn)],
    ['Ordered by', order.requester ?? 'Not Available'],
    ['Catalog code', order.code ?? 'Not Available'],
    ['Admission', order.admissionStart ? `Started ${formatCalendarDate(order.admissionStart.slice(0, 10))}` : 'Not Available'],
  ];
  return (
    <Section
      title={heading}
      action={
        isOrderStatus(order.status) ? (
          <StatusBadge label={ORDER_STATUS[order.status].label} color={ORDER_STATUS[order.status].color} />
        ) : null
      }
    >
      <Stack gap="md">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {order.text}
        </Text>
        <Group gap="xl" wrap="wrap" component="dl" m={0}>
          {facts.map(([label, value]) => (
            <Stack key={label} gap={0}>
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0}>
                {value}
              </Text>
            </Stack>
          ))}
        </Group>
        <Title order={3} size="h5">
          Changes
        </Title>
        <Table striped aria-label={`Changes of ${heading.toLowerCase()}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>By</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.map((change) => (
              <Table.Tr key={change.versionId}>
                <Table.Td>{formatDateTime(change.at)}</Table.Td>
                <Table.Td>{change.by ?? 'System'}</Table.Td>
                <Table.Td>{statusLabel(change.status)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Section>
  );
}

export function PastOrder({ patientId, orderId, serviceRequestId }: { patientId: string; orderId: string; serviceRequestId: string }) {
  const same = orderId.toLowerCase() === serviceRequestId.toLowerCase();
  return (
    <Stack gap="sm">
      <LinkAnchor to="/patients/$id/$tab" params={{ id: patientId, tab: 'orders' }} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          Back to Orders
        </Group>
      </LinkAnchor>
      <OrderRecord patientId={patientId} id={orderId} heading="Order" />
      {same ? null : <OrderRecord patientId={patientId} id={serviceRequestId} heading="Service request" />}
    </Stack>
  );
}
