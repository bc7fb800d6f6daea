// The buttons that move a record on (complete a task, revoke an order, deactivate an alert): only
// the changes its status allows (src/domain/chart/chart-record-status.ts), a confirmation for the
// ones that end it, the server's refusal shown beside them (SPEC §8 words, e.g. the conflict
// message when someone changed the record first). Not offered to users the server would refuse;
// off while offline.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { displayError } from '../../../domain/errors';
import type { OperationName } from '../../../domain/operation-permissions';
import { OfflineNote, useChartEditing } from './chart-editing';

export interface StatusAction {
  status: string;
  label: string;
  /** Asked before the change is sent (for changes that end the record). */
  confirm?: string;
}

export interface StatusActionsProps {
  actions: readonly StatusAction[];
  operation: OperationName;
  /** What the record is called, for the buttons' accessible names ('Complete: Call the PCP'). */
  itemLabel: string;
  run: (status: string) => Promise<unknown>;
}

export function StatusActions({ actions, operation, itemLabel, run }: StatusActionsProps) {
  const { mayChange, online } = useChartEditing(operation);
  const [confirming, setConfirming] = useState<StatusAction | null>(null);
  const change = useMutation({
    mutationFn: (action: StatusAction) => run(action.status),
    onSuccess: () => setConfirming(null),
  });
  if (!mayChange || actions.length === 0) return null;
  const start = (action: StatusAction) => {
    change.reset();
    if (action.confirm) setConfirming(action);
    else change.mutate(action);
  };
  const error = change.error ? (
    <Alert color="red" variant="light" role="alert" p="xs">
      {displayError(change.error.message)}
    </Alert>
  ) : null;

  return (
    <Stack gap={6}>
      <Group gap="xs">
        {actions.map((action) => (
          <Button
            key={action.status}
            size="xs"
            variant="default"
            disabled={!online || change.isPending}
            loading={change.isPending && change.variables?.status === action.status && !confirming}
            aria-label={`${action.label}: ${itemLabel}`}
            onClick={() => start(action)}
          >
            {action.label}
          </Button>
        ))}
        <OfflineNote online={online} />
      </Group>
      {confirming ? null : error}
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming?.label ?? ''}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text>{confirming?.confirm}</Text>
          <Text size="sm" c="dimmed">
            {itemLabel}
          </Text>
          {error}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={change.isPending}
              disabled={!online}
              onClick={() => {
                if (confirming) change.mutate(confirming);
              }}
            >
              {confirming?.label}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
