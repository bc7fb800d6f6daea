// SPEC §3 'Inactive (draft)': a coverage is taken out of force, never deleted; the dialog asks
// first and shows the server's refusal (a stale version: SPEC §8's conflict words) in place.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { displayError } from '../../../domain/errors';
import { type CoverageItem, inactivateCoverage } from '../coverage-api';

export function InactivateDialog({
  coverage,
  onClose,
  afterSave,
}: {
  coverage: CoverageItem | null;
  onClose: () => void;
  afterSave: () => Promise<unknown>;
}) {
  const change = useMutation({
    mutationFn: (c: CoverageItem) => inactivateCoverage(c.id, c.versionId),
    onSuccess: async () => {
      await afterSave();
      onClose();
    },
  });
  const close = () => {
    change.reset();
    onClose();
  };
  return (
    <Modal opened={coverage !== null} onClose={close} title="Inactivate coverage" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text>{coverage?.insurerName ?? 'This coverage'} stays on the chart as Inactive and no longer counts as primary or secondary.</Text>
        {change.error ? (
          <Alert color="red" variant="light" role="alert">
            {displayError(change.error.message)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" loading={change.isPending} onClick={() => coverage && change.mutate(coverage)}>
            Inactivate
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
