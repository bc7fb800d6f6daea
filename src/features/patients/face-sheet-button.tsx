// SPEC §2 'Face Sheet': the chart's printable summary (demographics, availability, admissions,
// coverages), made by the server as a PDF and saved as a file. It needs a connection: offline the
// button is off, and its description (and tooltip) says why, beside the chart's own offline note.
import { Button, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconPrinter } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { displayError } from '../../domain/errors';
import { downloadFaceSheet } from './face-sheet-api';

export const FACE_SHEET_OFFLINE = 'The Face Sheet needs a connection.';

export function FaceSheetButton({ patientId }: { patientId: string }) {
  const { online } = useNetwork();
  const hintId = useId();
  const download = useMutation({ mutationFn: () => downloadFaceSheet(patientId) });
  return (
    <Group gap="xs">
      {download.error ? (
        <Text size="xs" c="red.9" role="alert">
          {displayError(download.error.message)}
        </Text>
      ) : null}
      <Tooltip label={FACE_SHEET_OFFLINE} disabled={online}>
        <span>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
            disabled={!online}
            loading={download.isPending}
            aria-describedby={online ? undefined : hintId}
            onClick={() => download.mutate()}
          >
            Face Sheet
          </Button>
        </span>
      </Tooltip>
      {!online ? <VisuallyHidden id={hintId}>{FACE_SHEET_OFFLINE}</VisuallyHidden> : null}
    </Group>
  );
}
