import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** SPEC §8 route prompt: leaving a route with unsaved changes asks whether to save it first. */
export function UnsavedRouteDialog({
  opened,
  saving,
  message,
  onSave,
  onDiscard,
  onStay,
}: {
  opened: boolean;
  saving: boolean;
  message: string;
  onSave: () => void;
  onDiscard: () => void;
  onStay: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onStay} title="Unsaved route" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text>{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onStay} disabled={saving}>
            Stay
          </Button>
          <Button variant="default" onClick={onDiscard} disabled={saving}>
            Discard changes
          </Button>
          <Button onClick={onSave} loading={saving}>
            Save and recalculate
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
