import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';

/** SPEC §4 cancel: an optional reason, then the visit is canceled. */
export function CancelVisitDialog({
  opened,
  busy,
  onClose,
  onConfirm,
  error,
}: {
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
  /** The refusal, in the spec's words. */
  error: string | null;
}) {
  const [reason, setReason] = useState('');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Cancel visit"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        <Text>The visit will be canceled. This cannot be undone from this screen.</Text>
        <Textarea
          label="Reason (optional)"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          rows={3}
          maxLength={10_000}
          autosize={false}
        />
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Keep visit
          </Button>
          <Button color="red.9" loading={busy} onClick={() => onConfirm(reason)}>
            Cancel visit
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
