// A sent letter's PDF (SPEC §3 Letters: a document of the patient, category Letters), opened in a
// new tab after an authenticated fetch; the server's refusal in SPEC §8 words beside it.
import { Button, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { displayError } from '../../../domain/errors';
import { openLetter } from '../letters-api';

export function OpenLetterButton({ documentId, patientName }: { documentId: string; patientName: string }) {
  const open = useMutation({ mutationFn: () => openLetter(documentId) });
  return (
    <div>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconFileTypePdf size={16} aria-hidden />}
        loading={open.isPending}
        onClick={() => open.mutate()}
        aria-label={`Open PDF of the letter for ${patientName}`}
      >
        Open PDF
      </Button>
      {open.error ? (
        <Text size="sm" c="red.9" role="alert">
          {displayError(open.error.message)}
        </Text>
      ) : null}
    </div>
  );
}
