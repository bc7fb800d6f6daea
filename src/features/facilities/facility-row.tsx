// One facility of a master list (SPEC §2): its name (opens its edit), type, city and state,
// Active / Inactive, and its primary contact or SPEC §5's 'No contact person associated.'
import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { activeColor, activeLabel } from '../../domain/administration/payer';
import { FACILITY_MESSAGES, FACILITY_TYPE_LABELS } from '../../domain/master-lists/facility';
import type { OrganizationType } from '../../domain/resources';
import { StatusBadge } from '../../ui/status-badge';
import type { FacilityItem } from './facilities-api';

export function FacilityRow({ facility, onOpen }: { facility: FacilityItem; onOpen: () => void }) {
  const place = [facility.address?.city, facility.address?.state].filter(Boolean).join(', ');
  const primary = facility.contacts.find((c) => c.active && c.primary);
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm" py="xs">
      <Stack gap={2} miw={0}>
        <UnstyledButton onClick={onOpen} aria-label={`Edit ${facility.name}`}>
          <Text fw={600} size="lg" c="blue.8" style={{ overflowWrap: 'anywhere' }}>
            {facility.name}
          </Text>
        </UnstyledButton>
        <Text size="sm" c="dimmed">
          {[FACILITY_TYPE_LABELS[facility.type as OrganizationType] ?? facility.type, place].filter(Boolean).join(' · ')}
        </Text>
        <Text size="sm">
          {primary ? `Primary contact: ${primary.display}${primary.role ? ` (${primary.role})` : ''}` : FACILITY_MESSAGES.noContactPerson}
        </Text>
      </Stack>
      <StatusBadge label={activeLabel(facility.active)} color={activeColor(facility.active)} />
    </Group>
  );
}
