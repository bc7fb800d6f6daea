// SPEC §2 'Addresses' on the chart: each address on one line, then what SPEC §3 adds to it (the
// care facility, county, market, the service address, verified and additional-market flags, the
// instruction).
import { Badge, Group, Stack, Text } from '@mantine/core';
import { addressText } from '../../../domain/patients/address';
import type { Demographics } from '../chart-api';

type ChartAddress = Demographics['addresses'][number];

function AddressItem({ a }: { a: ChartAddress }) {
  const facts = [
    a.facilityName ? `Facility: ${a.facilityName}` : null,
    a.facilityContactName ? `Contact: ${a.facilityContactName}` : null,
    a.county ? `County: ${a.county}` : null,
    a.marketName ? `Market: ${a.marketName}` : null,
  ].filter((f): f is string => f !== null);
  const flags = [
    a.serviceAddress ? 'Service address' : null,
    a.verified ? 'Verified' : null,
    a.additionalMarket ? 'Additional market' : null,
  ].filter((f): f is string => f !== null);
  return (
    <Stack gap={2}>
      <Text fw={500}>{addressText(a)}</Text>
      {facts.length > 0 ? (
        <Text size="sm" c="dimmed">
          {facts.join(' · ')}
        </Text>
      ) : null}
      {flags.length > 0 ? (
        <Group gap={4}>
          {flags.map((f) => (
            <Badge key={f} size="sm" variant="light" color={f === 'Service address' ? 'teal' : 'gray'}>
              {f}
            </Badge>
          ))}
        </Group>
      ) : null}
      {a.instruction ? (
        <Text size="sm" fs="italic">
          {a.instruction}
        </Text>
      ) : null}
    </Stack>
  );
}

export function AddressList({ addresses }: { addresses: readonly ChartAddress[] }) {
  if (addresses.length === 0) return null;
  return (
    <Stack gap="sm">
      {addresses.map((a) => (
        <AddressItem key={`${a.line.join(' ')}-${a.postalCode}-${a.facilityName ?? ''}`} a={a} />
      ))}
    </Stack>
  );
}
