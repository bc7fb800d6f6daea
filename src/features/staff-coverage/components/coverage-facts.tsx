// What a user covers, one section per field of the kind (states, markets, clinicians), and when it
// was last saved; 'Not configured yet' before the first save.
import { Badge, Group, Stack, Text } from '@mantine/core';
import {
  COVERAGE,
  COVERAGE_FIELD_LABELS,
  type CoverageField,
  type CoverageKind,
  NOT_CONFIGURED,
} from '../../../domain/administration/coverage';
import { formatDateTime } from '../../../domain/format';
import { Section } from '../../../ui/section';
import type { CoverageItem } from '../staff-coverage-api';

const NONE: Record<CoverageField, string> = {
  states: 'No states',
  marketIds: 'No markets',
  clinicianIds: 'No clinicians',
};

function Values({ field, item }: { field: CoverageField; item: CoverageItem }) {
  const values =
    field === 'states'
      ? item.states.map((s) => ({ key: s, label: s }))
      : field === 'marketIds'
        ? item.markets.map((m) => ({ key: m.id, label: m.state ? `${m.name} (${m.state})` : m.name }))
        : item.clinicians.map((c) => ({ key: c.id, label: c.active ? c.name : `${c.name} (inactive)` }));
  if (values.length === 0) return <Text c="dimmed">{NONE[field]}</Text>;
  return (
    <Group gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={COVERAGE_FIELD_LABELS[field]}>
      {values.map((v) => (
        <Badge component="li" key={v.key} variant="light" color="gray" radius="sm" tt="none" size="lg" fw={500} c="dark.8">
          {v.label}
        </Badge>
      ))}
    </Group>
  );
}

export function CoverageFacts({ kind, item }: { kind: CoverageKind; item: CoverageItem }) {
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {item.updatedAt ? `Last saved ${formatDateTime(item.updatedAt)}` : NOT_CONFIGURED}
      </Text>
      {COVERAGE[kind].fields.map((field) => (
        <Section key={field} title={COVERAGE_FIELD_LABELS[field]}>
          <Values field={field} item={item} />
        </Section>
      ))}
    </Stack>
  );
}
