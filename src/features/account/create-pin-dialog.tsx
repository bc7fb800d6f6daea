import { Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';

// The form loads only for the few users who need it (keeps the shell's JavaScript small).
const PinSetupForm = lazy(() => import('./pin-setup-form').then((m) => ({ default: m.PinSetupForm })));

export const CREATE_PIN_TITLE = 'Create Security PIN';

const ignore = () => {};

interface CreatePinDialogProps {
  /** Setting EnableUserPin is 'true' and the signed-in user has no PIN. */
  required: boolean;
  /** After the PIN is saved (e.g. to derive this device's encryption key from it). */
  onPinCreated?: (pin: string) => void;
}

/**
 * SPEC §2 mandatory 'Create Security PIN' dialog: it cannot be closed; once the PIN is saved
 * the session says the user has one, `required` turns false and the app goes on.
 */
export function CreatePinDialog({ required, onPinCreated = ignore }: CreatePinDialogProps) {
  return (
    <Modal
      opened={required}
      onClose={ignore}
      title={CREATE_PIN_TITLE}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      trapFocus
      centered
      size="md"
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text size="sm">
          A security PIN is required to use Wound Care EMR. You will use it to unlock the app on this device when it locks.
        </Text>
        <Suspense
          fallback={
            <Center py="lg">
              <Loader size="sm" role="progressbar" aria-label="Loading" />
            </Center>
          }
        >
          <PinSetupForm mode="create" submitLabel="Create PIN" onSaved={onPinCreated} />
        </Suspense>
      </Stack>
    </Modal>
  );
}
