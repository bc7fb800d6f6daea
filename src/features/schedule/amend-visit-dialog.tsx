import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { MESSAGES } from '../../domain/messages';

/** SPEC §4 amend: signed documentation changes only through an amendment, with its reason. */
export function AmendVisitDialog({
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
  error: string | null;
}) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = tried && reason.trim() === '';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Amend visit"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        <Text>The signed visit opens for changes. Sign it again when you are done; both versions are kept.</Text>
        <Textarea
          label="Reason for the amendment"
          withAsterisk
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={missing ? MESSAGES.required : undefined}
          rows={3}
          maxLength={10_000}
          autosize={false}
          data-autofocus
        />
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Keep signed
          </Button>
          <Button
            loading={busy}
            onClick={() => {
              setTried(true);
              if (reason.trim() !== '') onConfirm(reason);
            }}
          >
            Amend visit
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
