// The encounter narrative PDF (issue 4): made on the server from what it holds (so the visit's
// changes must have synced), downloaded as a file.
import { Button, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { NarrativePdfDocument } from '../../api/forms-documents';
import { displayError } from '../../domain/errors';
import { defaultRequest } from '../../offline/graphql-request';
import { saveFile } from '../../ui/save-file';

async function downloadNarrative(encounterId: string): Promise<void> {
  const request = await defaultRequest();
  const pdf = (await request(NarrativePdfDocument, { encounterId })).generateEncounterNarrativePDF;
  const bytes = Uint8Array.from(atob(pdf.data), (c) => c.charCodeAt(0));
  saveFile(new Blob([bytes], { type: pdf.contentType }), pdf.fileName);
}

export function NarrativeDownload({ encounterId, synced }: { encounterId: string; synced: boolean }) {
  const { online } = useNetwork();
  const download = useMutation({ mutationFn: () => downloadNarrative(encounterId) });
  const why = !online ? 'Available when online.' : !synced ? 'Available once the visit has synced.' : null;
  return (
    <div>
      <Button
        variant="default"
        leftSection={<IconDownload size={18} aria-hidden />}
        disabled={why !== null}
        loading={download.isPending}
        onClick={() => download.mutate()}
      >
        Download PDF
      </Button>
      {why ? (
        <Text size="sm" c="dimmed" mt={4}>
          {why}
        </Text>
      ) : null}
      {download.error ? (
        <Text size="sm" c="red.9" role="alert" mt={4}>
          {displayError(download.error.message)}
        </Text>
      ) : null}
    </div>
  );
}
