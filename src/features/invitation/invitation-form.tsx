// The password an invitation (or reset) link sets: New password and Confirm password, with the
// same policy stated and ticked as the change-password form (src/ui/form/new-password-fields.tsx).
// The e-mail is masked here, so the rule 'not your e-mail address' is the server's to check; its
// refusal lands on the New password field.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../api/http';
import { MESSAGES } from '../../domain/messages';
import { NewPasswordFields, type NewPasswordValues, newPasswordSchema } from '../../ui/form/new-password-fields';
import { acceptInvitation } from './invitation-api';

const InvitationSchema = newPasswordSchema();

export function InvitationForm({ token, onDone }: { token: string; onDone: () => void }) {
  const form = useForm<NewPasswordValues>({
    resolver: valibotResolver(InvitationSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const { handleSubmit, setError } = form;
  const save = useMutation({
    mutationFn: async ({ newPassword: password }: NewPasswordValues) => {
      if (!navigator.onLine) throw new Error(MESSAGES.offline);
      await acceptInvitation(token, password);
    },
    onSuccess: onDone,
    onError: (error) => {
      if (isApiError(error) && error.field === 'password') setError('newPassword', { message: error.message }, { shouldFocus: true });
    },
  });
  const onField = isApiError(save.error) && save.error.field === 'password';

  return (
    <form noValidate aria-label="Set your password" onSubmit={handleSubmit((values) => save.mutate(values))}>
      <Stack gap="md">
        <NewPasswordFields form={form} confirmLabel="Confirm password" size="md" />
        {save.error && !onField ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {save.error.message}
          </Alert>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={save.isPending}>
          Set password
        </Button>
      </Stack>
    </form>
  );
}
