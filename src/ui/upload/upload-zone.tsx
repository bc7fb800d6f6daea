// THE file upload zone (SPEC §2 UI pieces: drag and drop, a Browse button, per-file progress,
// retry or cancel; SPEC §4 upload item; SPEC §5/§9 limits and words). Generic: the area gives the
// document types and the function that sends one file (with progress and an AbortSignal); the
// zone keeps the rows (src/domain/upload/upload-items.ts), refuses what cannot go (too many
// files, too large, a kind of file not allowed) before anything is sent, and never retries on
// its own (SPEC §9 'no retries'): a failed file waits for Retry or Cancel.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';
import { type FileRejection, useDropzone } from 'react-dropzone';
import { displayError } from '../../domain/errors';
import { formatBytes } from '../../domain/format';
import { ACCEPTED_FILES, ALLOWED_FILE_TYPES_TEXT } from '../../domain/upload/file-types';
import { pendingCount, readyToSend, type UploadItem, uploadItemsReducer } from '../../domain/upload/upload-items';
import {
  defaultDocumentType,
  fileCountProblem,
  sizeProblem,
  UPLOAD_MAX_FILE_SIZE,
  UPLOAD_MESSAGES,
} from '../../domain/upload/upload-rules';
import { UploadRow } from './upload-row';
import classes from './upload-zone.module.css';

export interface SendOptions {
  onProgress: (percent: number) => void;
  signal: AbortSignal;
}

export interface UploadZoneProps {
  /** The zone's accessible name ('Upload documents'). */
  label: string;
  /** The document types (SPEC §5): each file needs one, preset when there is only one. */
  typeOptions: readonly { value: string; label: string }[];
  typeLabel?: string;
  /** SPEC §5 'Maximum {n} files allowed'. */
  maxFiles: number;
  maxSize?: number;
  /** MIME type → extensions the picker offers (the server decides by the bytes). */
  accept?: Readonly<Record<string, string[]>>;
  acceptText?: string;
  /** Sends one file; resolves once it is stored, rejects with the reason to show. */
  send: (file: File, type: string, options: SendOptions) => Promise<unknown>;
  /** After each file is stored. */
  onUploaded?: () => void;
  /** Why nothing can be sent now (offline …); null when it can. */
  disabledReason?: string | null;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

function rejectionText(rejection: FileRejection, maxSize: number): string {
  const code = rejection.errors[0]?.code;
  const why =
    code === 'file-too-large'
      ? (sizeProblem(rejection.file.size, maxSize) ?? UPLOAD_MESSAGES.tooLarge)
      : code === 'file-invalid-type'
        ? UPLOAD_MESSAGES.notAllowed
        : (rejection.errors[0]?.message ?? UPLOAD_MESSAGES.notAllowed);
  return UPLOAD_MESSAGES.refused(rejection.file.name, why);
}

export function UploadZone({
  label,
  typeOptions,
  typeLabel = 'Document type',
  maxFiles,
  maxSize = UPLOAD_MAX_FILE_SIZE,
  accept = ACCEPTED_FILES,
  acceptText = ALLOWED_FILE_TYPES_TEXT,
  send,
  onUploaded,
  disabledReason = null,
}: UploadZoneProps) {
  const [items, dispatch] = useReducer(uploadItemsReducer, [] as UploadItem[]);
  const [refused, setRefused] = useState<string[]>([]);
  const files = useRef(new Map<string, File>());
  const inFlight = useRef(new Map<string, AbortController>());
  const nextId = useRef(0);
  const hintId = useId();
  const disabled = disabledReason !== null;

  // Leaving the screen cancels what is still going.
  useEffect(() => {
    const controllers = inFlight.current;
    return () => {
      for (const controller of controllers.values()) controller.abort();
    };
  }, []);

  const onDrop = useCallback(
    (accepted: File[], rejections: FileRejection[]) => {
      const tooMany = fileCountProblem(pendingCount(items), accepted.length, maxFiles);
      if (tooMany) {
        setRefused([tooMany]);
        return;
      }
      const empty = accepted.filter((f) => sizeProblem(f.size, maxSize) !== null);
      const taken = accepted.filter((f) => !empty.includes(f));
      setRefused([
        ...rejections.map((r) => rejectionText(r, maxSize)),
        ...empty.map((f) => UPLOAD_MESSAGES.refused(f.name, sizeProblem(f.size, maxSize) ?? '')),
      ]);
      const added = taken.map((file) => {
        const id = `upload-${++nextId.current}`;
        files.current.set(id, file);
        return { id, name: file.name, size: file.size };
      });
      if (added.length) dispatch({ kind: 'add', files: added, type: defaultDocumentType(typeOptions) });
    },
    [items, maxFiles, maxSize, typeOptions],
  );

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop,
    accept: accept as Record<string, string[]>,
    maxSize,
    multiple: true,
    noClick: true,
    noKeyboard: true,
    disabled,
  });

  const start = (item: UploadItem) => {
    const file = files.current.get(item.id);
    if (!file || !item.type) return;
    const controller = new AbortController();
    inFlight.current.set(item.id, controller);
    dispatch({ kind: 'start', id: item.id });
    send(file, item.type, { signal: controller.signal, onProgress: (percent) => dispatch({ kind: 'progress', id: item.id, percent }) })
      .then(() => {
        // SPEC §4 'completed (100, file cleared)'.
        files.current.delete(item.id);
        dispatch({ kind: 'complete', id: item.id });
        onUploaded?.();
      })
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        dispatch({ kind: 'fail', id: item.id, error: displayError(error instanceof Error ? error.message : null) });
      })
      .finally(() => inFlight.current.delete(item.id));
  };

  const cancel = (id: string) => {
    inFlight.current.get(id)?.abort();
    inFlight.current.delete(id);
    files.current.delete(id);
    dispatch({ kind: 'cancel', id });
  };

  const sendAll = () => {
    const { send: ready, missingType } = readyToSend(items);
    for (const item of missingType) dispatch({ kind: 'type-missing', id: item.id });
    for (const item of ready) start(item);
  };

  const queued = items.filter((i) => i.status === 'queued').length;

  return (
    <Stack gap="sm">
      <div
        {...getRootProps({
          className: `${classes.zone} ${isDragActive ? classes.active : ''} ${disabled ? classes.disabled : ''}`,
          role: 'group',
          'aria-label': label,
          'aria-describedby': hintId,
        })}
      >
        <input {...getInputProps({ 'aria-label': `${label}: choose files` })} />
        <Stack gap={6} align="center">
          <IconUpload size={28} aria-hidden color="var(--mantine-color-brand-7)" />
          <Text fw={600}>{isDragActive ? 'Drop the files here' : 'Drag and drop files here, or'}</Text>
          <Button variant="light" onClick={open} disabled={disabled}>
            Browse
          </Button>
          <Text size="sm" c="dimmed" id={hintId}>
            {UPLOAD_MESSAGES.maxFilesAllowed(maxFiles)}. {acceptText}, up to {formatBytes(maxSize)} each.
          </Text>
          {disabledReason ? (
            <Text size="sm" fw={600}>
              {disabledReason}
            </Text>
          ) : null}
        </Stack>
      </div>
      {refused.length ? (
        <Alert color="red" variant="light" role="alert" withCloseButton closeButtonLabel="Dismiss" onClose={() => setRefused([])}>
          <Stack gap={2}>
            {refused.map((text) => (
              <Text key={text} size="sm">
                {text}
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : null}
      {items.length ? (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Files to upload">
          {items.map((item) => (
            <UploadRow
              key={item.id}
              item={item}
              typeLabel={typeLabel}
              typeOptions={typeOptions}
              disabled={disabled}
              onType={(type) => dispatch({ kind: 'set-type', id: item.id, type })}
              onRetry={() => start(item)}
              onCancel={() => cancel(item.id)}
            />
          ))}
        </Stack>
      ) : null}
      {queued ? (
        <Group justify="flex-end">
          <Button onClick={sendAll} disabled={disabled} leftSection={<IconUpload size={16} aria-hidden />}>
            {queued === 1 ? 'Upload 1 file' : `Upload ${queued} files`}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
