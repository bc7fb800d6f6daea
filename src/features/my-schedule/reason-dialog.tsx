import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { MESSAGES } from '../../domain/messages';

export interface ReasonDialogProps {
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
  /** The refusal, in the spec's words. */
  error: string | null;
}

interface ReasonDialogText {
  title: string;
  intro: string;
  label: string;
  /** A reason must be given (SPEC §5 'This field is required' otherwise). */
  required: boolean;
  keepLabel: string;
  confirmLabel: string;
  confirmColor?: string;
}

/** A visit step that asks why (cancel: optional reason; amend: a reason), then confirms. */
export function ReasonDialog({ opened, busy, onClose, onConfirm, error, text }: ReasonDialogProps & { text: ReasonDialogText }) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = text.required && tried && reason.trim() === '';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={text.title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        <Text>{text.intro}</Text>
        <Textarea
          label={text.label}
          withAsterisk={text.required}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={missing ? MESSAGES.required : undefined}
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
            {text.keepLabel}
          </Button>
          <Button
            {...(text.confirmColor ? { color: text.confirmColor } : {})}
            loading={busy}
            onClick={() => {
              setTried(true);
              if (!text.required || reason.trim() !== '') onConfirm(reason);
            }}
          >
            {text.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** SPEC §4 cancel: an optional reason, then the visit is canceled. */
export const CancelVisitDialog = (props: ReasonDialogProps) => (
  <ReasonDialog
    {...props}
    text={{
      title: 'Cancel visit',
      intro: 'The visit will be canceled. This cannot be undone from this screen.',
      label: 'Reason (optional)',
      required: false,
      keepLabel: 'Keep visit',
      confirmLabel: 'Cancel visit',
      confirmColor: 'red.9',
    }}
  />
);

/** SPEC §4 amend: signed documentation changes only through an amendment, with its reason. */
export const AmendVisitDialog = (props: ReasonDialogProps) => (
  <ReasonDialog
    {...props}
    text={{
      title: 'Amend visit',
      intro: 'The signed visit opens for changes. Sign it again when you are done; both versions are kept.',
      label: 'Reason for the amendment',
      required: true,
      keepLabel: 'Keep signed',
      confirmLabel: 'Amend visit',
    }}
  />
);
