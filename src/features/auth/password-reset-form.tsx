import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '../../domain/messages';
import { NewPasswordFields, type NewPasswordValues, newPasswordSchema } from '../../ui/form/new-password-fields';
import { confirmPasswordChange } from './password-reset-api';

/** The new password after the e-mailed code was accepted (confirmPasswordChange). */
export function PasswordResetForm({ email, code, onDone }: { email: string; code: string; onDone: () => void }) {
  const form = useForm<NewPasswordValues>({
    resolver: valibotResolver(newPasswordSchema(email)),
    defaultValues: { newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const save = useMutation({
    mutationFn: async ({ newPassword: password }: NewPasswordValues) => {
      if (!navigator.onLine) throw new Error(MESSAGES.offline);
      await confirmPasswordChange(email, code, password);
    },
    onSuccess: onDone,
  });
  return (
    <form noValidate aria-label="Choose a new password" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <Stack gap="md">
        <NewPasswordFields form={form} email={email} size="md" />
        {save.error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {save.error.message}
          </Alert>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={save.isPending}>
          Save Password
        </Button>
      </Stack>
    </form>
  );
}
