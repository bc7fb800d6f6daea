// SPEC §2 chart tab 'Documents': the upload zone (SPEC §2 UI pieces; each file with its document
// type, one of SPEC §3's categories) and the patient's documents with a category filter, View,
// Download and Delete (SPEC §8 confirmation). Documents need a connection: offline the zone and
// the buttons are off and say why. Who may not change the chart (reviewer-readonly, external)
// is offered neither the zone nor Delete. Every change refreshes the list and the chart's counts.
import { Select, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSessionUser } from '../../api/use-session';
import { mayChangeChart } from '../../domain/chart/chart-record-access';
import { DOCUMENT_CATEGORY_OPTIONS, type DocumentCategory, isDocumentCategory } from '../../domain/documents/document-categories';
import { Section } from '../../ui/section';
import { UploadZone } from '../../ui/upload/upload-zone';
import { DeleteDocumentDialog } from './delete-document-dialog';
import { DocumentList } from './document-list';
import { type DocumentItem, documentKeys, uploadDocument } from './documents-api';

/** SPEC §5 'Maximum {n} files allowed' for the chart's documents. */
export const DOCUMENTS_MAX_FILES = 5;

export const OFFLINE_DOCUMENTS = 'Documents need a connection: upload, view and delete are available when you are back online.';

const ALL = 'all';

export function DocumentsTab({
  patientId,
  chartQueryKey,
}: {
  patientId: string;
  /** The chart's query (its tab counts): refreshed after every change. */
  chartQueryKey: readonly unknown[];
}) {
  const { online } = useNetwork();
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const [category, setCategory] = useState<DocumentCategory | null>(null);
  const [deleting, setDeleting] = useState<DocumentItem | null>(null);
  const mayUpload = mayChangeChart(user, 'POST /api/patients/:patientId/documents');
  const mayDelete = mayChangeChart(user, 'Mutation.deleteDocument');

  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: documentKeys.patient(patientId) }),
      queryClient.invalidateQueries({ queryKey: chartQueryKey, exact: true }),
    ]);
  };

  return (
    <Stack gap="md">
      {mayUpload ? (
        <Section title="Upload documents">
          <UploadZone
            label="Upload documents"
            typeOptions={DOCUMENT_CATEGORY_OPTIONS}
            maxFiles={DOCUMENTS_MAX_FILES}
            send={(file, type, options) => uploadDocument(patientId, file, type, options)}
            onUploaded={() => void refresh()}
            disabledReason={online ? null : OFFLINE_DOCUMENTS}
          />
        </Section>
      ) : null}
      <Section
        title="Documents"
        action={
          <Select
            label="Category"
            data={[{ value: ALL, label: 'All categories' }, ...DOCUMENT_CATEGORY_OPTIONS]}
            value={category ?? ALL}
            onChange={(value) => setCategory(isDocumentCategory(value) ? value : null)}
            allowDeselect={false}
            size="sm"
            w={{ base: '100%', xs: 260 }}
            comboboxProps={{ withinPortal: false }}
          />
        }
      >
        {!online && !mayUpload ? (
          <Text size="sm" fw={600} mb="sm">
            {OFFLINE_DOCUMENTS}
          </Text>
        ) : null}
        <DocumentList patientId={patientId} category={category} online={online} mayDelete={mayDelete} onDelete={setDeleting} />
      </Section>
      <DeleteDocumentDialog document={deleting} online={online} onClose={() => setDeleting(null)} onDeleted={refresh} />
    </Stack>
  );
}
