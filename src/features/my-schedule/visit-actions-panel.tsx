import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { displayError } from '../../domain/errors';
import type { MissingAnswer } from '../../domain/forms/missing';
import { ROUTE_REQUIRED, routeRequiredMessage } from '../../domain/scheduling/enforced-route';
import type { Visit } from '../../offline/schedule-store';
import { LinkAnchor } from '../../ui/link-anchor';
import { AmendVisitDialog, CancelVisitDialog } from './reason-dialog';
import { useDay } from './use-schedule';
import { useVisitCommands, type VisitCommand } from './use-visit-commands';
import { allowedActions, type VisitActionId } from './visit-actions';

const ACTION_COLOR: Partial<Record<VisitActionId, string>> = { cancel: 'red.9' };

type PlainAction = Exclude<VisitActionId, 'cancel' | 'amend'>;

/** ONLY the actions the encounter's flags allow; a refused command shows the spec's words. */
export function VisitActionsPanel({
  userId,
  visit,
  day,
  enforceRoute = false,
}: {
  userId: string;
  visit: Visit;
  /** The visit's day (its zone's date). */
  day: string;
  enforceRoute?: boolean;
}) {
  const command = useVisitCommands(userId, visit);
  const { day: dayView } = useDay(userId, day);
  // Not answered yet: wait (a check-in a moment early would skip the rule).
  const routeMissing =
    enforceRoute && !dayView ? ROUTE_REQUIRED : routeRequiredMessage(enforceRoute, dayView?.visits.map((v) => v.appointment) ?? []);
  const [cancelOpened, cancelDialog] = useDisclosure(false);
  const [amendOpened, amendDialog] = useDisclosure(false);
  const actions = allowedActions(visit.state);
  const running = command.isPending ? command.variables?.action : null;
  const missing = command.data?.missingAnswers ?? [];

  const run = (c: VisitCommand) =>
    command.mutate(c, {
      onSuccess: () => {
        if (c.action === 'cancel') cancelDialog.close();
        if (c.action === 'amend') amendDialog.close();
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
              disabled={(command.isPending && running !== action.id) || (action.id === 'checkIn' && routeMissing !== null)}
              onClick={() => {
                if (action.id === 'cancel' || action.id === 'amend') {
                  command.reset();
                  (action.id === 'cancel' ? cancelDialog : amendDialog).open();
                } else run({ action: action.id as PlainAction });
              }}
            >
              {action.label}
            </Button>
          ))}
        </Group>
      ) : null}
      {routeMissing && actions.some((a) => a.id === 'checkIn') ? (
        <Text size="sm" role="status">
          {routeMissing}
        </Text>
      ) : null}
      {running === 'checkIn' ? (
        <Text size="sm" c="dimmed" role="status">
          Checking in… (asking for your location)
        </Text>
      ) : null}
      {command.error && !cancelOpened && !amendOpened ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
          {displayError(command.error.message)}
        </Alert>
      ) : null}
      {missing.length > 0 ? <MissingAnswersAlert appointmentId={visit.appointment.id} missing={missing} /> : null}
      <CancelVisitDialog
        key={cancelOpened ? 'open' : 'closed'}
        opened={cancelOpened}
        busy={running === 'cancel'}
        onClose={cancelDialog.close}
        onConfirm={(reason) => run({ action: 'cancel', reason })}
        error={cancelOpened && command.error ? displayError(command.error.message) : null}
      />
      <AmendVisitDialog
        key={amendOpened ? 'amend-open' : 'amend-closed'}
        opened={amendOpened}
        busy={running === 'amend'}
        onClose={amendDialog.close}
        onConfirm={(reason) => run({ action: 'amend', reason })}
        error={amendOpened && command.error ? displayError(command.error.message) : null}
      />
    </Stack>
  );
}

/** SPEC §4: e-sign lists the missing answers, by form and question, each a way to it. */
function MissingAnswersAlert({ appointmentId, missing }: { appointmentId: string; missing: readonly MissingAnswer[] }) {
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title="The visit cannot be signed yet" role="alert">
      <Text size="sm">Answer these first:</Text>
      <List size="sm" spacing={4} mt={4}>
        {missing.map((form) => (
          <List.Item key={form.id}>
            <Text size="sm" fw={600}>
              {form.title}
            </Text>
            <List size="sm" withPadding listStyleType="disc">
              {form.conditions.map((c) => (
                <List.Item key={c.id}>
                  <LinkAnchor
                    to="/my-schedule/view/$id/forms/$code"
                    params={{ id: appointmentId, code: form.id }}
                    search={c.linkIds[0] ? { field: c.linkIds[0] } : {}}
                    size="sm"
                  >
                    {c.name}
                  </LinkAnchor>
                </List.Item>
              ))}
            </List>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
