import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { displayError } from '../../domain/errors';
import type { Visit } from '../../offline/schedule-store';
import { CancelVisitDialog } from './cancel-visit-dialog';
import { useVisitCommands, type VisitCommand } from './use-visit-commands';
import { allowedActions, type VisitActionId } from './visit-actions';

const ACTION_COLOR: Partial<Record<VisitActionId, string>> = { cancel: 'red.9' };

/** ONLY the actions the encounter's flags allow; a refused command shows the spec's words. */
export function VisitActionsPanel({ userId, visit }: { userId: string; visit: Visit }) {
  const command = useVisitCommands(userId, visit);
  const [cancelOpened, cancelDialog] = useDisclosure(false);
  const actions = allowedActions(visit.state);
  const running = command.isPending ? command.variables?.action : null;
  const missing = command.data?.missingAnswers ?? [];

  const run = (c: VisitCommand) =>
    command.mutate(c, {
      onSuccess: () => {
        if (c.action === 'cancel') cancelDialog.close();
      },
    });

  if (actions.length === 0 && !command.error && missing.length === 0) return null;

  return (
    <Stack gap="sm">
      {actions.length > 0 ? (
        <Group gap="sm">
          {actions.map((action) => (
            <Button
              key={action.id}
              size="md"
              variant={action.primary ? 'filled' : 'default'}
              {...(ACTION_COLOR[action.id] && !action.primary ? { c: ACTION_COLOR[action.id] } : {})}
              loading={running === action.id}
              disabled={command.isPending && running !== action.id}
              onClick={() => {
                if (action.id === 'cancel') {
                  command.reset();
                  cancelDialog.open();
                } else run({ action: action.id });
              }}
            >
              {action.label}
            </Button>
          ))}
        </Group>
      ) : null}
      {running === 'checkIn' ? (
        <Text size="sm" c="dimmed" role="status">
          Checking in… (asking for your location)
        </Text>
      ) : null}
      {command.error && !cancelOpened ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
          {displayError(command.error.message)}
        </Alert>
      ) : null}
      {missing.length > 0 ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title="The visit cannot be signed yet">
          <Text size="sm">Answer these first:</Text>
          <List size="sm">
            {missing.map((m) => (
              <List.Item key={m.id}>{m.title}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <CancelVisitDialog
        key={cancelOpened ? 'open' : 'closed'}
        opened={cancelOpened}
        busy={running === 'cancel'}
        onClose={cancelDialog.close}
        onConfirm={(reason) => run({ action: 'cancel', reason })}
        error={cancelOpened && command.error ? displayError(command.error.message) : null}
      />
    </Stack>
  );
}
