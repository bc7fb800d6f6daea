// My Encounters' 'Close session' (SPEC §4 telemedicine auto-checkout; §7 PerformTMAutoCheckout):
// ends a session under way, then the list is read again. The server's refusal is shown in its
// own words under the button (SPEC §8, e.g. 'No Session data found for requested').
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { displayError } from '../../domain/errors';
import { closeSession, type TelehealthListItem, telehealthKeys } from './telehealth-api';

export function CloseSessionButton({ row }: { row: TelehealthListItem }) {
  const queryClient = useQueryClient();
  const close = useMutation({
    mutationFn: () => closeSession(row.encounter),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: telehealthKeys.lists() }),
  });
  return (
    <Stack gap={4}>
      <Button
        size="xs"
        variant="default"
        loading={close.isPending}
        onClick={() => close.mutate()}
        aria-label={`Close session with ${row.patientName}`}
      >
        Close session
      </Button>
      {close.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert" p="xs">
          {displayError(close.error.message)}
        </Alert>
      ) : null}
    </Stack>
  );
}
