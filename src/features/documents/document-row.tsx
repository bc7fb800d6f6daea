// One document of the list: its title, category, size, kind, when and by whom it was added, and
// View / Download / Delete. The file is fetched when asked for (online only).
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconEye, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { displayError } from '../../domain/errors';
import { formatBytes, formatDateTime } from '../../domain/format';
import { allowedFileType } from '../../domain/upload/file-types';
import { saveDocument, viewDocument } from './document-file-actions';
import type { DocumentItem } from './documents-api';

export function DocumentRow({
  document: d,
  online,
  mayDelete,
  onDelete,
}: {
  document: DocumentItem;
  online: boolean;
  mayDelete: boolean;
  onDelete: (document: DocumentItem) => void;
}) {
  const file = useMutation({ mutationFn: (how: 'view' | 'save') => (how === 'view' ? viewDocument(d) : saveDocument(d)) });
  const kind = allowedFileType(d.attachment.contentType)?.label ?? d.attachment.contentType;
  const title = d.attachment.title;
  return (
    <Stack gap={6} py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" gap="sm" align="flex-start">
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Text>
            <Badge variant="light" color="gray" radius="sm" tt="none" styles={{ label: { color: 'var(--mantine-color-dark-8)' } }}>
              {d.categoryLabel}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {kind} · {formatBytes(d.attachment.size)} · {formatDateTime(d.date)}
            {d.author ? ` · ${d.author}` : ''}
          </Text>
          {d.description ? <Text size="sm">{d.description}</Text> : null}
        </Stack>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconEye size={14} aria-hidden />}
            disabled={!online}
            loading={file.isPending && file.variables === 'view'}
            onClick={() => file.mutate('view')}
            aria-label={`View ${title}`}
          >
            View
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            disabled={!online}
            loading={file.isPending && file.variables === 'save'}
            onClick={() => file.mutate('save')}
            aria-label={`Download ${title}`}
          >
            Download
          </Button>
          {mayDelete ? (
            <Button
              size="xs"
              variant="default"
              c="red.9"
              leftSection={<IconTrash size={14} aria-hidden />}
              disabled={!online}
              onClick={() => onDelete(d)}
              aria-label={`Delete ${title}`}
            >
              Delete
            </Button>
          ) : null}
        </Group>
      </Group>
      {file.error ? (
        <Alert color="red" variant="light" role="alert" p="xs">
          {displayError(file.error.message)}
        </Alert>
      ) : null}
    </Stack>
  );
}
