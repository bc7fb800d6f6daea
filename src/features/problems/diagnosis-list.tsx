// SPEC §3 'Diagnosis items: code index, icd10CmCode, title (max 4)': the diagnosis list in
// code-index order (1 is the primary diagnosis), each with its onset and note and, for a user
// who may change it, its actions (move up or down, edit, resolve, remove); the resolved ones
// below it, with when they were resolved (make active again, remove).
import { ActionIcon, Badge, Box, Button, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconDots } from '@tabler/icons-react';
import { formatCalendarDate } from '../../domain/format';
import { clinicalStatusOf } from '../../domain/problems/diagnosis-rules';
import { StatusBadge } from '../../ui/status-badge';
import type { DiagnosisDialog } from './diagnosis-dialogs';
import type { DiagnosisItem } from './problems-api';

export interface DiagnosisRowActions {
  /** Changes are offered (the user may change the chart); `enabled`: and can be made now (online, nothing on its way). */
  offered: boolean;
  enabled: boolean;
  onDialog: (dialog: DiagnosisDialog, diagnosis: DiagnosisItem) => void;
  onMove: (diagnosis: DiagnosisItem, direction: 'up' | 'down') => void;
  onReactivate: (diagnosis: DiagnosisItem) => void;
  /** Room on the list for a resolved diagnosis to come back. */
  hasRoom: boolean;
}

const day = (date: string | null) => (date ? formatCalendarDate(date) : null);

function CodeAndTitle({ d }: { d: DiagnosisItem }) {
  return (
    <Box style={{ minWidth: 0, flex: 1 }}>
      <Text fw={700} ff="monospace" component="span" mr="xs">
        {d.icd10CmCode}
      </Text>
      <Text component="span">{d.title}</Text>
      <Text size="sm" c="dimmed">
        {[d.onsetDate ? `Onset ${day(d.onsetDate)}` : null, d.resolvedDate ? `Resolved ${day(d.resolvedDate)}` : null]
          .filter(Boolean)
          .join(' · ') || 'Onset not recorded'}
      </Text>
      {d.note ? <Text size="sm">{d.note}</Text> : null}
    </Box>
  );
}

function ActiveRow({ d, first, last, actions }: { d: DiagnosisItem; first: boolean; last: boolean; actions: DiagnosisRowActions }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Badge size="lg" radius="sm" variant="filled" color="brand.8" aria-label={`Code index ${d.codeIndex}`} miw={36}>
        {d.codeIndex}
      </Badge>
      <CodeAndTitle d={d} />
      {actions.offered ? (
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="dark"
            aria-label={`Move ${d.icd10CmCode} up`}
            disabled={!actions.enabled || first}
            onClick={() => actions.onMove(d, 'up')}
          >
            <IconArrowUp size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="dark"
            aria-label={`Move ${d.icd10CmCode} down`}
            disabled={!actions.enabled || last}
            onClick={() => actions.onMove(d, 'down')}
          >
            <IconArrowDown size={18} aria-hidden />
          </ActionIcon>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="dark" aria-label={`Actions for ${d.icd10CmCode}`} disabled={!actions.enabled}>
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => actions.onDialog('edit', d)}>Edit</Menu.Item>
              <Menu.Item onClick={() => actions.onDialog('resolve', d)}>Resolve</Menu.Item>
              <Menu.Item color="red" onClick={() => actions.onDialog('remove', d)}>
                Remove
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      ) : null}
    </Group>
  );
}

function ResolvedRow({ d, actions }: { d: DiagnosisItem; actions: DiagnosisRowActions }) {
  const status = clinicalStatusOf(d.clinicalStatus);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <StatusBadge label={status.label} color={status.color} />
      <CodeAndTitle d={d} />
      {actions.offered ? (
        <Group gap={4} wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            disabled={!actions.enabled || !actions.hasRoom}
            title={actions.hasRoom ? undefined : 'The diagnosis list is full'}
            onClick={() => actions.onReactivate(d)}
          >
            Make active
          </Button>
          <Button size="xs" variant="subtle" color="red" disabled={!actions.enabled} onClick={() => actions.onDialog('remove', d)}>
            Remove
          </Button>
        </Group>
      ) : null}
    </Group>
  );
}

export function DiagnosisList({ diagnoses, actions }: { diagnoses: readonly DiagnosisItem[]; actions: DiagnosisRowActions }) {
  const active = diagnoses.filter((d) => d.clinicalStatus === 'active');
  const resolved = diagnoses.filter((d) => d.clinicalStatus !== 'active');
  return (
    <Stack gap="xs">
      {active.length === 0 ? (
        <Text c="dimmed">No diagnoses on the list.</Text>
      ) : (
        <Box component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Diagnoses">
          {active.map((d, i) => (
            <li key={d.id}>
              <ActiveRow d={d} first={i === 0} last={i === active.length - 1} actions={actions} />
            </li>
          ))}
        </Box>
      )}
      {resolved.length > 0 ? (
        <>
          <Title order={3} size="h5" mt="md">
            Resolved
          </Title>
          <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Resolved diagnoses">
            {resolved.map((d) => (
              <li key={d.id}>
                <ResolvedRow d={d} actions={actions} />
              </li>
            ))}
          </Box>
        </>
      ) : null}
    </Stack>
  );
}
