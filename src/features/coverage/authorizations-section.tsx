// The tab's Authorizations (SPEC §3 'Authorization Number'): each with its coverage, period,
// status and visits; above them whether one covers today (the rule an encounter checks, SPEC §8
// 'No authorization attached for this patient' when there is none at all).
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { AUTHORIZATION_MESSAGES, hasActiveAuthorization, visitsLeft } from '../../domain/coverage/authorization';
import { authorizationStatusColor, authorizationStatusLabel } from '../../domain/coverage/coverage-labels';
import { formatCalendarDate } from '../../domain/format';
import { Section } from '../../ui/section';
import { StatusBadge } from '../../ui/status-badge';
import { coverageName } from './components/coverage-name';
import { FieldList } from './components/field-list';
import type { AuthorizationItem, CoverageItem } from './coverage-api';

const facts = (a: AuthorizationItem) => ({
  status: a.status,
  periodStart: a.periodStart,
  periodEnd: a.periodEnd,
  visitsAllowed: a.visitsAllowed,
  visitsUsed: a.visitsUsed,
});

function period(a: AuthorizationItem): string {
  const start = a.periodStart ? formatCalendarDate(a.periodStart) : '…';
  return `${start} – ${a.periodEnd ? formatCalendarDate(a.periodEnd) : 'open'}`;
}

function visits(a: AuthorizationItem): string | null {
  if (a.visitsAllowed === null) return a.visitsUsed === null ? null : `${a.visitsUsed} used`;
  return `${a.visitsUsed ?? 0} of ${a.visitsAllowed} used (${visitsLeft(facts(a))} left)`;
}

export function AuthorizationsSection({
  authorizations,
  coverages,
  today,
  mayChange,
  online,
  onAdd,
  onEdit,
}: {
  authorizations: readonly AuthorizationItem[];
  coverages: readonly CoverageItem[];
  /** 'YYYY-MM-DD' in the patient's zone. */
  today: string;
  mayChange: boolean;
  online: boolean;
  onAdd: () => void;
  onEdit: (a: AuthorizationItem) => void;
}) {
  const byId = new Map(coverages.map((c) => [c.id, c]));
  const coversToday = hasActiveAuthorization(authorizations.map(facts), today);
  return (
    <Section
      title="Authorizations"
      action={
        mayChange && coverages.length > 0 ? (
          <Button size="xs" leftSection={<IconPlus size={16} aria-hidden />} disabled={!online} onClick={onAdd}>
            Add authorization
          </Button>
        ) : null
      }
    >
      <Stack gap="sm">
        {authorizations.length === 0 ? (
          <Text c="dimmed">{AUTHORIZATION_MESSAGES.noneForPatient}</Text>
        ) : (
          <Text size="sm" c={coversToday ? 'teal.9' : 'orange.9'}>
            {coversToday ? 'An active authorization covers today.' : 'No active authorization covers today.'}
          </Text>
        )}
        {authorizations.length > 0 ? (
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Authorizations">
            {authorizations.map((a) => {
              const coverage = a.coverageId ? byId.get(a.coverageId) : undefined;
              return (
                <Stack component="li" key={a.id} gap="xs" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
                  <Group justify="space-between" gap="sm">
                    <Group gap="xs">
                      <Text fw={700} component="h3" m={0} size="md">
                        {a.number ?? 'Authorization'}
                      </Text>
                      <StatusBadge label={authorizationStatusLabel(a.status)} color={authorizationStatusColor(a.status)} />
                    </Group>
                    {mayChange ? (
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconPencil size={16} aria-hidden />}
                        disabled={!online}
                        onClick={() => onEdit(a)}
                        aria-label={`Edit authorization ${a.number ?? ''}`.trim()}
                      >
                        Edit
                      </Button>
                    ) : null}
                  </Group>
                  <FieldList
                    cols={{ base: 1, xs: 2, md: 4 }}
                    items={[
                      { label: 'Coverage', value: coverage ? coverageName(coverage) : null },
                      { label: 'Period', value: period(a) },
                      { label: 'Visits', value: visits(a) },
                      { label: 'Units Allowed', value: a.unitsAllowed },
                    ]}
                  />
                </Stack>
              );
            })}
          </Stack>
        ) : null}
      </Stack>
    </Section>
  );
}
