// The user page's actions: Edit, then the account actions of user-actions.ts; deactivation and
// reactivation are confirmed in a dialog first. The outcome is said under the buttons: a notice
// when done, the server's words when refused (e.g. 'You cannot deactivate your own account.').
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { displayError } from '../../../domain/errors';
import { LinkButton } from '../../../ui/link-button';
import { type UserActionSpec, userActions } from '../user-actions';
import { type UserDetail, useUserAction } from '../users-api';

export function UserActionsBar({ user }: { user: UserDetail }) {
  const mutation = useUserAction(user);
  const [confirming, setConfirming] = useState<UserActionSpec | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const perform = (spec: UserActionSpec) =>
    mutation.mutate(spec.action, {
      onSuccess: () => {
        setConfirming(null);
        setDone(spec.done(user));
      },
    });
  const start = (spec: UserActionSpec) => {
    mutation.reset();
    setDone(null);
    if (spec.confirm) setConfirming(spec);
    else perform(spec);
  };
  const error = mutation.error ? (
    <Alert color="red" variant="light" role="alert">
      {displayError(mutation.error.message)}
    </Alert>
  ) : null;

  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <LinkButton to="/users/$userId/edit" params={{ userId: user.id }} leftSection={<IconPencil size={16} aria-hidden />}>
          Edit
        </LinkButton>
        {userActions(user).map((spec) => (
          <Button
            key={spec.action}
            variant="default"
            {...(spec.action === 'deactivate' ? { color: 'red' } : {})}
            disabled={mutation.isPending}
            loading={mutation.isPending && mutation.variables === spec.action && !confirming}
            onClick={() => start(spec)}
          >
            {spec.label}
          </Button>
        ))}
      </Group>
      {done ? (
        <Alert color="teal" variant="light" role="status">
          {done}
        </Alert>
      ) : null}
      {confirming ? null : error}
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? `${confirming.label} user` : ''}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text>{confirming?.confirm?.(user)}</Text>
          {error}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button
              color={confirming?.action === 'deactivate' ? 'red' : 'teal'}
              loading={mutation.isPending}
              onClick={() => {
                if (confirming) perform(confirming);
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
