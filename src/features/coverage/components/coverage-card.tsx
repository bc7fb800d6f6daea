// One coverage (SPEC §3 Coverage/eligibility fields): its insurer, its rank (SPEC §9: the lowest
// priority number in force is primary), its status and approval, its fields, and what the user
// may do with it.
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconShieldCheck } from '@tabler/icons-react';
import {
  approvalColor,
  approvalLabel,
  coverageStatusColor,
  coverageStatusLabel,
  coverageTypeLabel,
  formatMoney,
  formatPercent,
  priorityChoiceLabel,
  relationshipLabel,
} from '../../../domain/coverage/coverage-labels';
import { COVERAGE_RANK_LABELS, type CoverageRank } from '../../../domain/coverage/coverage-priority';
import { formatCalendarDate } from '../../../domain/format';
import { StatusBadge } from '../../../ui/status-badge';
import type { CoverageItem } from '../coverage-api';
import { FieldList } from './field-list';

const day = (date: string | null) => (date ? formatCalendarDate(date) : null);

function subscriber(c: CoverageItem): string | null {
  if (!c.subscriberName) return null;
  const relationship = relationshipLabel(c.subscriberRelationship);
  return relationship ? `${c.subscriberName} (${relationship})` : c.subscriberName;
}

export interface CoverageActions {
  /** The user may change the chart (and is online: else the buttons are off). */
  mayChange: boolean;
  mayCheck: boolean;
  online: boolean;
  onEdit: (c: CoverageItem) => void;
  onInactivate: (c: CoverageItem) => void;
  onCheck: (c: CoverageItem) => void;
  /** The coverage whose eligibility check is on its way. */
  checkingId: string | null;
}

export function CoverageCard({ coverage: c, rank, actions }: { coverage: CoverageItem; rank: CoverageRank; actions: CoverageActions }) {
  const active = c.status === 'active';
  const name = c.insurerName ?? 'Coverage';
  return (
    <Stack gap="sm" py="md" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" gap="sm" align="flex-start">
        <Group gap="xs" wrap="wrap">
          <Text fw={700} size="lg" component="h3" m={0}>
            {name}
          </Text>
          {rank !== 'inactive' ? <StatusBadge label={COVERAGE_RANK_LABELS[rank]} color={rank === 'primary' ? 'blue' : 'violet'} /> : null}
          <StatusBadge label={coverageStatusLabel(c.status)} color={coverageStatusColor(c.status)} />
          {c.approval ? <StatusBadge label={approvalLabel(c.approval)} color={approvalColor(c.approval)} /> : null}
        </Group>
        {actions.mayChange ? (
          <Group gap="xs">
            {actions.mayCheck && active ? (
              <Button
                size="xs"
                leftSection={<IconShieldCheck size={16} aria-hidden />}
                disabled={!actions.online || (actions.checkingId !== null && actions.checkingId !== c.id)}
                loading={actions.checkingId === c.id}
                onClick={() => actions.onCheck(c)}
                aria-label={`Check eligibility: ${name}`}
              >
                Check eligibility
              </Button>
            ) : null}
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              disabled={!actions.online}
              onClick={() => actions.onEdit(c)}
              aria-label={`Edit coverage: ${name}`}
            >
              Edit
            </Button>
            {active ? (
              <Button
                size="xs"
                variant="default"
                disabled={!actions.online}
                onClick={() => actions.onInactivate(c)}
                aria-label={`Inactivate coverage: ${name}`}
              >
                Inactivate
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Group>
      <FieldList
        items={[
          { label: 'Member ID', value: c.memberId },
          { label: 'Priority', value: priorityChoiceLabel(c.order) },
          { label: 'Type', value: coverageTypeLabel(c.type) },
          { label: 'Plan Name', value: c.planName },
          { label: 'Plan Type', value: c.planType },
          { label: 'Group Number', value: c.groupNumber },
          { label: 'Group Name', value: c.groupName },
          { label: 'Copay', value: formatMoney(c.copay) },
          { label: 'Deductible', value: formatMoney(c.deductible) },
          { label: 'Coinsurance', value: formatPercent(c.coinsurance) },
          { label: 'Effective Date', value: day(c.effectiveDate) },
          { label: 'Termination Date', value: day(c.terminationDate) },
          { label: 'Subscriber', value: subscriber(c) },
        ]}
      />
    </Stack>
  );
}
