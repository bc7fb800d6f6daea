import { Button, Group, Modal, Text } from '@mantine/core';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/** SPEC §2 logout confirmation: title 'Sign Out', Cancel / Sign Out; `warning` (unsynced changes) below the question. */
export function LogoutDialog({
  opened,
  onCancel,
  onConfirm,
  warning,
}: {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
  warning?: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  // Signing out unmounts this dialog (the page goes to sign-in) before onConfirm settles.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Sign Out"
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Text>Are you sure you want to sign out?</Text>
      {warning ? <Suspense fallback={null}>{warning}</Suspense> : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          color="red.9"
          loading={busy}
          onClick={() => {
            setBusy(true);
            void onConfirm().finally(() => {
              if (mounted.current) setBusy(false);
            });
          }}
        >
          Sign Out
        </Button>
      </Group>
    </Modal>
  );
}
