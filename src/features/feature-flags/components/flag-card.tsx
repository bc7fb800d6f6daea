// One SPEC §6 flag: its name and key, its default as a switch saved on change, its overrides (most
// specific first: user, market, job function, role) each with Remove, and 'Add override'.
import { Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { FLAG_SCOPE_LABELS, type FlagScope, flagLabel, isFlagScope } from '../../../domain/feature-flags';
import { StatusBadge } from '../../../ui/status-badge';
import { type FlagItem, useRemoveFlagOverride, useSetFlagDefault, useSetFlagOverride } from '../feature-flags-api';
import { OverrideForm } from './override-form';
import { SaveNotice } from './save-notice';

const scopeName = (scope: string) => (isFlagScope(scope) ? FLAG_SCOPE_LABELS[scope] : scope);
const onOff = (value: boolean) => <StatusBadge label={value ? 'On' : 'Off'} color={value ? 'green' : 'gray'} size="md" />;

export function FlagCard({ flag, scopes }: { flag: FlagItem; scopes: readonly FlagScope[] }) {
  const titleId = useId();
  const label = flagLabel(flag.key, flag.description);
  const setDefault = useSetFlagDefault();
  const setOverride = useSetFlagOverride();
  const remove = useRemoveFlagOverride();
  const [adding, setAdding] = useState(false);
  const shownDefault = setDefault.isPending ? setDefault.variables.value : flag.defaultValue;
  // The newest change's outcome is the one shown.
  const last = [setDefault, remove].find((m) => m.submittedAt === Math.max(setDefault.submittedAt, remove.submittedAt)) ?? setDefault;

  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={0} miw={0} style={{ flex: 1 }}>
            <Title order={2} size="h4" id={titleId}>
              {label}
            </Title>
            <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {flag.key}
            </Text>
          </Stack>
          <Switch
            label="On by default"
            checked={shownDefault}
            disabled={setDefault.isPending}
            onChange={(event) => setDefault.mutate({ key: flag.key, value: event.currentTarget.checked })}
          />
        </Group>

        {flag.overrides.length === 0 ? (
          <Text size="sm" c="dimmed">
            No overrides: everyone gets the default.
          </Text>
        ) : (
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-label={`Overrides of ${label}`}>
            {flag.overrides.map((o) => (
              <Group component="li" key={`${o.scope}:${o.scopeValue}`} justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
                  {scopeName(o.scope)}: {o.scopeLabel}
                </Text>
                <Group gap="xs" wrap="nowrap">
                  {onOff(o.value)}
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    aria-label={`Remove the override for ${scopeName(o.scope)} ${o.scopeLabel}`}
                    loading={remove.isPending && remove.variables.scope === o.scope && remove.variables.scopeValue === o.scopeValue}
                    onClick={() => remove.mutate({ key: flag.key, scope: o.scope, scopeValue: o.scopeValue })}
                  >
                    Remove
                  </Button>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        <SaveNotice state={last} />

        {adding ? (
          <OverrideForm
            flagLabel={label}
            scopes={scopes}
            onSave={(values) => setOverride.mutateAsync({ key: flag.key, ...values })}
            onClose={() => setAdding(false)}
          />
        ) : (
          <Group>
            <Button variant="light" size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
              Add override
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
