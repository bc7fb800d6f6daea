// SPEC §2 /patients/{patientId}/admissions/{admissionId}/ccd/documents/CCD/{documentId}, where
// 'CCD document ready' leads: the generated document inside the chart's frame (the Admissions tab
// open), with its readable rendering in a sandboxed frame (no script, no access to the app) and
// the C-CDA file to download.
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { formatBytes, formatDateTime } from '../../../domain/format';
import { DownloadButton } from '../../../ui/download-button';
import { LinkAnchor } from '../../../ui/link-anchor';
import { saveFile } from '../../../ui/save-file';
import { ChartLayout } from '../chart-layout';
import { ccdDocumentQuery, fetchCcdFile } from './ccd-api';

export function CcdDocumentPage({ patientId, documentId }: { patientId: string; documentId: string }) {
  const { data: doc } = useSuspenseQuery(ccdDocumentQuery(documentId));
  return (
    <ChartLayout patientId={patientId} active="admissions">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h3">
              {doc.title}
            </Title>
            <Text size="sm" c="dimmed">
              Requested by {doc.author} · made {formatDateTime(doc.date)} · {doc.fileName}, {formatBytes(doc.size)}
            </Text>
          </Stack>
          <DownloadButton label="Download C-CDA (XML)" download={async () => saveFile(await fetchCcdFile(doc.id), doc.fileName)} />
        </Group>
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <iframe
            title={`${doc.title}, readable view`}
            srcDoc={doc.html}
            sandbox=""
            style={{ border: 0, width: '100%', height: '70vh', display: 'block', background: 'white' }}
          />
        </Paper>
        <LinkAnchor to="/patients/$id/$tab" params={{ id: patientId, tab: 'admissions' }} size="sm">
          Back to the admissions
        </LinkAnchor>
      </Stack>
    </ChartLayout>
  );
}
