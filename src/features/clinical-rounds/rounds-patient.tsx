// One patient at rounds: who, the latest encounter, open orders and active problems, the wound
// progress, and the session's note and decision for them.
import { Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { visitTypeLabel } from '../../domain/appointment-status';
import { encounterStateLabel } from '../../domain/encounter-labels';
import { formatCalendarDate, formatDateTime } from '../../domain/format';
import { ROUNDS_DECISION_CODES, ROUNDS_DECISIONS, ROUNDS_NOTE_MAX } from '../../domain/rounds/rounds';
import type { RoundsFormInput, RoundsFormValues } from '../../domain/rounds/rounds-form';
import { SelectField } from '../../ui/form/select-field';
import { TextareaField } from '../../ui/form/textarea-field';
import { LinkAnchor } from '../../ui/link-anchor';
import type { RoundsPatient } from './rounds-api';
import { WoundChart } from './wound-chart';

const DECISION_OPTIONS = ROUNDS_DECISION_CODES.map((code) => ({ value: code, label: ROUNDS_DECISIONS[code] }));

function Items({ label, items, none }: { label: string; items: readonly string[]; none: string }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {none}
        </Text>
      ) : (
        <List size="sm" spacing={2}>
          {items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      )}
    </div>
  );
}

export function RoundsPatientCard({
  patient,
  index,
  control,
}: {
  patient: RoundsPatient;
  index: number;
  control: Control<RoundsFormInput, unknown, RoundsFormValues>;
}) {
  const e = patient.latestEncounter;
  const titleId = `rounds-patient-${patient.patientId}`;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4" id={titleId}>
            <LinkAnchor to="/patients/$id" params={{ id: patient.patientId }} inherit>
              {patient.name}
            </LinkAnchor>
          </Title>
          <Text size="sm" c="dimmed">
            Born {formatCalendarDate(patient.birthDate)}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <div>
            <Text size="sm" fw={600}>
              Latest encounter
            </Text>
            <Text size="sm">
              {e
                ? `${visitTypeLabel(e.type)} · ${encounterStateLabel(e)}${e.start ? ` · ${formatDateTime(e.start)}` : ''}${e.clinicianName ? ` · ${e.clinicianName}` : ''}`
                : 'None'}
            </Text>
          </div>
          <Items label="Open orders" items={patient.openOrders} none="None" />
          <Items label="Problems" items={patient.problems} none="None on the list" />
        </SimpleGrid>
        <div>
          <Text size="sm" fw={600}>
            Wound progress (area)
          </Text>
          <WoundChart patient={patient} />
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <SelectField
            control={control}
            name={`entries.${index}.decision`}
            label={`Decision for ${patient.name}`}
            data={DECISION_OPTIONS}
            placeholder="No decision yet"
          />
          <TextareaField
            control={control}
            name={`entries.${index}.note`}
            label={`Note on ${patient.name}`}
            max={ROUNDS_NOTE_MAX}
            rows={3}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
