import { Alert, Stack, Title } from '@mantine/core';
import { IconUserExclamation } from '@tabler/icons-react';
import { MESSAGES } from '../../domain/messages';

/** SPEC §2/§6: My Schedule needs a linked clinician; without one, this message and nothing else. */
export function NotLinkedPage() {
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>My Schedule</Title>
      <Alert color="orange" variant="light" icon={<IconUserExclamation aria-hidden />}>
        {MESSAGES.notLinkedToClinician}
      </Alert>
    </Stack>
  );
}
