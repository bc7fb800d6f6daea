import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useSessionUser } from '../../api/use-session';
import { PinSetupForm } from './pin-setup-form';

/** /account/pin: 'Create PIN' for a user without one, 'Edit PIN' otherwise (SPEC §2). */
export function PinPage({ onPinSaved }: { onPinSaved?: (pin: string) => void }) {
  const user = useSessionUser();
  const mode = user.hasPin ? 'edit' : 'create';
  const [saved, setSaved] = useState(false);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={560}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {mode === 'edit' ? 'Edit PIN' : 'Create PIN'}
          </Title>
          <Text size="sm" c="dimmed">
            Your security PIN unlocks the EMR on this device after it locks.
          </Text>
        </Stack>
        {saved ? (
          <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
            Your PIN has been saved.
          </Alert>
        ) : null}
        <PinSetupForm
          key={mode}
          mode={mode}
          onSaved={(pin) => {
            setSaved(true);
            onPinSaved?.(pin);
          }}
        />
      </Stack>
    </Paper>
  );
}
