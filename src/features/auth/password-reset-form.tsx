import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import * as v from 'valibot';
import { MESSAGES } from '../../domain/messages';
import { PASSWORD_MAX_LENGTH } from '../../domain/security/password';
import { newPasswordProblem, PASSWORDS_DIFFER, PasswordPolicy } from '../../ui/password-policy';
import { SecretInput } from '../../ui/secret-input';
import { confirmPasswordChange } from './password-reset-api';

interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

function newPasswordSchema(email: string) {
  return v.pipe(
    v.object({ newPassword: v.string(), confirmPassword: v.string() }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const values = dataset.value;
      const issue = (key: keyof NewPasswordValues, message: string) =>
        addIssue({ message, path: [{ type: 'object', origin: 'value', input: values, key, value: values[key] }] });
      const policy = newPasswordProblem(values.newPassword, email);
      if (policy) issue('newPassword', policy);
      if (values.confirmPassword.length === 0) issue('confirmPassword', MESSAGES.required);
      else if (values.confirmPassword !== values.newPassword) issue('confirmPassword', PASSWORDS_DIFFER);
    }),
  );
}

/** The new password after the e-mailed code was accepted (confirmPasswordChange). */
export function PasswordResetForm({ email, code, onDone }: { email: string; code: string; onDone: () => void }) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<NewPasswordValues>({
    resolver: valibotResolver(newPasswordSchema(email)),
    defaultValues: { newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const save = useMutation({
    mutationFn: async ({ newPassword: password }: NewPasswordValues) => {
      if (!navigator.onLine) throw new Error(MESSAGES.offline);
      await confirmPasswordChange(email, code, password);
    },
    onSuccess: onDone,
  });
  return (
    <form noValidate aria-label="Choose a new password" onSubmit={handleSubmit((values) => save.mutate(values))}>
      <Stack gap="md">
        <SecretInput
          label="New password"
          autoComplete="new-password"
          size="md"
          maxLength={PASSWORD_MAX_LENGTH}
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordPolicy password={newPassword} email={email} />
        <SecretInput
          label="Confirm new password"
          autoComplete="new-password"
          size="md"
          maxLength={PASSWORD_MAX_LENGTH}
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
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
