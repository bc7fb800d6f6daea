// One encounter of the list: the patient (its visit a click away), the visit's type, delivery and
// date, the clinician, and where it stands.
import { Group, Stack, Text } from '@mantine/core';
import { visitTypeLabel } from '../../domain/appointment-status';
import { encounterStateLabel } from '../../domain/encounter-labels';
import { formatDateTime } from '../../domain/format';
import { LinkAnchor } from '../../ui/link-anchor';
import { StatusBadge } from '../../ui/status-badge';
import type { ListedEncounter } from './encounter-list-api';

const STATE_COLOR: Record<string, string> = { eSigned: 'green', amendmentInprogress: 'orange', checkedOut: 'blue', 'Checked-in': 'blue' };

export function EncounterRow({ encounter }: { encounter: ListedEncounter }) {
  const when = encounter.period.start ? formatDateTime(encounter.period.start) : 'Not started';
  const name = encounter.patientName ?? 'Patient';
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Stack gap={2}>
        {encounter.appointmentId ? (
          <LinkAnchor to="/clinician-encounters/$appointmentId" params={{ appointmentId: encounter.appointmentId }} fw={600}>
            {name}
          </LinkAnchor>
        ) : (
          <Text fw={600}>{name}</Text>
        )}
        <Text size="sm">
          {visitTypeLabel(encounter.type)} · {encounter.deliveryType === 'telehealth' ? 'Telehealth' : 'In person'} · {when}
        </Text>
        <Text size="sm" c="dimmed">
          {encounter.practitionerName ?? 'No clinician yet'}
        </Text>
      </Stack>
      <StatusBadge label={encounterStateLabel(encounter)} color={STATE_COLOR[encounter.stateText ?? ''] ?? 'gray'} />
    </Group>
  );
}
