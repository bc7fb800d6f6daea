import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import * as v from 'valibot';
import { isApiError } from '../../api/http';
import { MESSAGES } from '../../domain/messages';
import { PASSWORD_MESSAGES } from '../../domain/security/password';
import { NewPasswordFields, newPasswordIssues } from '../../ui/form/new-password-fields';
import { SecretInput } from '../../ui/secret-input';
import { changePassword } from './account-api';

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

function changePasswordSchema(email: string) {
  return v.pipe(
    v.object({ currentPassword: v.string(), newPassword: v.string(), confirmPassword: v.string() }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const values = dataset.value;
      const issue = (key: keyof ChangePasswordValues, message: string) =>
        addIssue({ message, path: [{ type: 'object', origin: 'value', input: values, key, value: values[key] }] });
      if (values.currentPassword.length === 0) issue('currentPassword', MESSAGES.required);
      for (const [key, message] of newPasswordIssues(values, { email, currentPassword: values.currentPassword })) issue(key, message);
    }),
  );
}

/**
 * /account/password: current, new and confirmation, the policy stated and ticked as it is met.
 * The server's refusals land on their field ('Wrong password! …' on the current password).
 */
export function ChangePasswordForm({ email, onChanged }: { email: string; onChanged: () => void }) {
  const form = useForm<ChangePasswordValues>({
    resolver: valibotResolver(changePasswordSchema(email)),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const {
    register,
    handleSubmit,
    control,
    setError,
    reset,
    formState: { errors },
  } = form;
  const currentPassword = useWatch({ control, name: 'currentPassword' });
  const mutation = useMutation({
    mutationFn: async (values: ChangePasswordValues) => {
      if (!navigator.onLine) throw new Error(MESSAGES.offline);
      await changePassword(values.currentPassword, values.newPassword);
    },
    onSuccess: () => {
      reset(EMPTY);
      onChanged();
    },
    onError: (error) => {
      if (isApiError(error) && (error.field === 'currentPassword' || error.message === PASSWORD_MESSAGES.wrongPassword))
        setError('currentPassword', { message: error.message }, { shouldFocus: true });
      else if (isApiError(error) && error.field === 'newPassword')
        setError('newPassword', { message: error.message }, { shouldFocus: true });
    },
  });
  const onField =
    isApiError(mutation.error) &&
    (mutation.error.field === 'currentPassword' ||
      mutation.error.field === 'newPassword' ||
      mutation.error.message === PASSWORD_MESSAGES.wrongPassword);

  return (
    <form noValidate aria-label="Change password" onSubmit={handleSubmit((values) => mutation.mutate(values))}>
      <Stack gap="md">
        <SecretInput
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <NewPasswordFields form={form} email={email} currentPassword={currentPassword} />
        {mutation.error && !onField ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {mutation.error.message}
          </Alert>
        ) : null}
        <Button type="submit" loading={mutation.isPending}>
          Change Password
        </Button>
      </Stack>
    </form>
  );
}
