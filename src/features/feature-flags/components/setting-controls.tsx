// One setting of /settings/switches, saved on change: a switch ('true' / 'false') or a whole number
// in its range (saved when the field is left or Enter is pressed; the shared rule of
// src/domain/administration/admin-settings.ts speaks first, with the SPEC §5 words).
import { Group, NumberInput, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { parseSettingValue } from '../../../domain/administration/admin-settings';
import { type SettingItem, useUpdateSetting } from '../feature-flags-api';
import { SaveNotice } from './save-notice';

export function SwitchSetting({ setting }: { setting: SettingItem }) {
  const update = useUpdateSetting();
  const checked = update.isPending ? update.variables.value === 'true' : setting.value === 'true';
  return (
    <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
      <Switch
        label={setting.label}
        description={setting.description ?? undefined}
        checked={checked}
        disabled={update.isPending}
        onChange={(event) => update.mutate({ key: setting.key, value: event.currentTarget.checked ? 'true' : 'false' })}
        styles={{ label: { overflowWrap: 'anywhere' } }}
      />
      <SaveNotice state={update} />
    </Group>
  );
}

export function NumberSetting({ setting }: { setting: SettingItem }) {
  const update = useUpdateSetting();
  const [text, setText] = useState<string>(setting.value);
  const [error, setError] = useState<string | null>(null);
  const commit = () => {
    if (text === setting.value) return;
    const parsed = parseSettingValue(setting.key, text);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    update.mutate({ key: setting.key, value: parsed.value }, { onSuccess: (saved) => setText(saved.value) });
  };
  const range =
    setting.min !== null && setting.max !== null
      ? `From ${setting.min.toLocaleString('en-US')} to ${setting.max.toLocaleString('en-US')}`
      : '';
  return (
    <Stack gap={4}>
      <NumberInput
        label={setting.unit ? `${setting.label} (${setting.unit})` : setting.label}
        description={`${setting.key}${range ? ` · ${range}` : ''}`}
        value={text}
        onChange={(value) => setText(String(value))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        {...(setting.min !== null ? { min: setting.min } : {})}
        {...(setting.max !== null ? { max: setting.max } : {})}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator=","
        error={error}
        disabled={update.isPending}
        maw={360}
      />
      <SaveNotice state={update} />
    </Stack>
  );
}
