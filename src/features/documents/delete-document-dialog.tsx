// SPEC §8 'Are you sure you want to Delete this Document?': the confirmation before a document is
// deleted (entered-in-error on the server, as the version the user saw: another user's change
// in between is refused and said so).
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { DELETE_DOCUMENT_CONFIRM } from '../../domain/documents/document-categories';
import { displayError } from '../../domain/errors';
import { type DocumentItem, deleteDocument } from './documents-api';

export function DeleteDocumentDialog({
  document,
  online,
  onClose,
  onDeleted,
}: {
  document: DocumentItem | null;
  online: boolean;
  onClose: () => void;
  onDeleted: () => Promise<void>;
}) {
  const remove = useMutation({
    mutationFn: (d: DocumentItem) => deleteDocument(d),
    onSuccess: async () => {
      await onDeleted();
      onClose();
    },
  });
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Modal opened={document !== null} onClose={close} title="Delete document" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text>{DELETE_DOCUMENT_CONFIRM}</Text>
        {document ? (
          <Text size="sm" c="dimmed">
            {document.attachment.title} ({document.categoryLabel})
          </Text>
        ) : null}
        {remove.error ? (
          <Alert color="red" variant="light" role="alert">
            {displayError(remove.error.message)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            color="red.9"
            loading={remove.isPending}
            disabled={!online || !document}
            onClick={() => document && remove.mutate(document)}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
