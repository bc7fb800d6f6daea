// One file of the upload zone (SPEC §4 upload item): its name and size, its document type (SPEC
// §5: required, preset when there is one option), its progress, and what can be done now:
// remove it before it is sent, cancel it while it goes, retry or cancel it once it failed.
import { Button, Group, Progress, Select, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconFile } from '@tabler/icons-react';
import { formatBytes } from '../../domain/format';
import { MESSAGES } from '../../domain/messages';
import type { UploadItem } from '../../domain/upload/upload-items';
import classes from './upload-zone.module.css';

export interface UploadRowProps {
  item: UploadItem;
  typeLabel: string;
  typeOptions: readonly { value: string; label: string }[];
  /** Offline or otherwise unable to send: retry is off. */
  disabled: boolean;
  onType: (type: string | null) => void;
  onRetry: () => void;
  onCancel: () => void;
}

export function UploadRow({ item, typeLabel, typeOptions, disabled, onType, onRetry, onCancel }: UploadRowProps) {
  const editable = item.status === 'queued' || item.status === 'failed';
  return (
    <Stack gap={6} className={classes.row} aria-label={item.name} component="li">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <IconFile size={20} aria-hidden style={{ flexShrink: 0 }} />
          <Text fw={600} truncate="end" title={item.name}>
            {item.name}
          </Text>
          <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
            {formatBytes(item.size)}
          </Text>
        </Group>
        {item.status === 'completed' ? (
          <Group gap={4} c="teal.9" wrap="nowrap">
            <IconCircleCheck size={18} aria-hidden />
            <Text size="sm" fw={600}>
              Uploaded
            </Text>
          </Group>
        ) : null}
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        {editable && (typeOptions.length > 1 || item.type === null) ? (
          <Select
            label={typeLabel}
            placeholder="Select a type"
            data={typeOptions.map((o) => ({ value: o.value, label: o.label }))}
            value={item.type}
            onChange={onType}
            required
            allowDeselect={false}
            error={item.typeMissing ? MESSAGES.required : undefined}
            size="sm"
            w={{ base: '100%', xs: 260 }}
            comboboxProps={{ withinPortal: false }}
          />
        ) : (
          <Text size="sm" w={{ base: '100%', xs: 260 }}>
            {typeLabel}: {typeOptions.find((o) => o.value === item.type)?.label ?? item.type}
          </Text>
        )}
        {item.status !== 'queued' ? (
          <Stack gap={2} style={{ flex: 1, minWidth: 160 }}>
            <Progress
              value={item.progress}
              color={item.status === 'failed' ? 'red' : item.status === 'completed' ? 'teal' : 'brand'}
              aria-label={`${item.name} upload progress`}
              animated={item.status === 'uploading'}
            />
            <Text size="xs" c="dimmed" aria-live="polite">
              {item.status === 'uploading' ? `Uploading… ${item.progress}%` : `${item.progress}%`}
            </Text>
          </Stack>
        ) : null}
        <Group gap="xs" ml="auto">
          {item.status === 'failed' ? (
            <Button size="xs" variant="light" onClick={onRetry} disabled={disabled} aria-label={`Retry ${item.name}`}>
              Retry
            </Button>
          ) : null}
          {item.status !== 'completed' ? (
            <Button
              size="xs"
              variant="default"
              onClick={onCancel}
              aria-label={`${item.status === 'queued' ? 'Remove' : 'Cancel'} ${item.name}`}
            >
              {item.status === 'queued' ? 'Remove' : 'Cancel'}
            </Button>
          ) : (
            <Button size="xs" variant="subtle" onClick={onCancel} aria-label={`Dismiss ${item.name}`}>
              Dismiss
            </Button>
          )}
        </Group>
      </Group>
      {item.status === 'failed' && item.error ? (
        <Text size="sm" c="red.9" role="alert">
          {item.error}
        </Text>
      ) : null}
    </Stack>
  );
}
