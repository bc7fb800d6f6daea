// One clinician of the list (SPEC §2 /clinicians): the name (to the clinician), NPI and employee
// id, where they live, their markets, and Inactive when they are.
import { Group, Stack, Text } from '@mantine/core';
import { LinkAnchor } from '../../ui/link-anchor';
import { StatusBadge } from '../../ui/status-badge';
import classes from './clinicians.module.css';
import type { ClinicianItem } from './clinicians-api';

/** The list is sorted by family name, so rows read 'Family, Given'. */
const sortedName = (c: ClinicianItem): string => (c.familyName && c.givenName ? `${c.familyName}, ${c.givenName}` : c.name);

export function ClinicianRow({ clinician: c }: { clinician: ClinicianItem }) {
  const ids = [c.npi ? `NPI ${c.npi}` : null, c.employeeId ? `Employee ID ${c.employeeId}` : null].filter(Boolean);
  const place = c.address ? `${c.address.city}, ${c.address.state}` : c.state;
  const markets = [...c.markets, ...c.additionalMarkets];
  return (
    <Group className={classes.row} justify="space-between" align="flex-start" wrap="wrap" gap="sm">
      <Stack gap={2} miw={0}>
        <LinkAnchor to="/clinicians/$clinicianId" params={{ clinicianId: c.id }} fw={600} size="lg">
          {sortedName(c)}
        </LinkAnchor>
        {ids.length > 0 ? (
          <Text size="sm" c="dimmed">
            {ids.join(' · ')}
          </Text>
        ) : null}
        {place || markets.length > 0 ? (
          <Text size="sm" c="dimmed">
            {[place, markets.join(', ')].filter(Boolean).join(' · ')}
          </Text>
        ) : null}
      </Stack>
      {c.active ? null : <StatusBadge label="Inactive" color="gray" />}
    </Group>
  );
}
