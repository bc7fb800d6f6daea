// A new password and its confirmation, the policy stated and ticked between them
// (password-policy.tsx), for every form that sets a password: the invitation, the reset and
// /account/password. `newPasswordIssues` is what those forms' schemas check of the pair.
import type { MantineSize } from '@mantine/core';
import { type Control, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import * as v from 'valibot';
import { MESSAGES } from '../../domain/messages';
import { PASSWORD_MAX_LENGTH } from '../../domain/security/password';
import { newPasswordProblem, PASSWORDS_DIFFER, PasswordPolicy } from '../password-policy';
import { SecretInput } from '../secret-input';

export const SAME_PASSWORD = 'Your new password must differ from your current password.';

export interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/**
 * What is wrong with the pair, field by field: the policy (with the user's e-mail when known), a
 * new password equal to `currentPassword` when one is given, a missing or different confirmation.
 */
export function newPasswordIssues(
  { newPassword, confirmPassword }: NewPasswordValues,
  { email, currentPassword }: { email?: string; currentPassword?: string } = {},
): [keyof NewPasswordValues, string][] {
  const issues: [keyof NewPasswordValues, string][] = [];
  const policy = newPasswordProblem(newPassword, email);
  if (policy) issues.push(['newPassword', policy]);
  else if (currentPassword !== undefined && newPassword === currentPassword) issues.push(['newPassword', SAME_PASSWORD]);
  if (confirmPassword.length === 0) issues.push(['confirmPassword', MESSAGES.required]);
  else if (confirmPassword !== newPassword) issues.push(['confirmPassword', PASSWORDS_DIFFER]);
  return issues;
}

/** The schema of a form that is only the pair (the invitation, the reset). */
export function newPasswordSchema(email?: string) {
  return v.pipe(
    v.object({ newPassword: v.string(), confirmPassword: v.string() }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const values = dataset.value;
      for (const [key, message] of newPasswordIssues(values, email === undefined ? {} : { email }))
        addIssue({ message, path: [{ type: 'object', origin: 'value', input: values, key, value: values[key] }] });
    }),
  );
}

export function NewPasswordFields<T extends NewPasswordValues>({
  form,
  email,
  currentPassword,
  confirmLabel = 'Confirm new password',
  size,
}: {
  form: { register: UseFormRegister<T>; control: Control<T>; formState: { errors: FieldErrors<T> } };
  /** The user's e-mail, when the form knows it (the policy's 'not your e-mail address'). */
  email?: string;
  currentPassword?: string;
  confirmLabel?: string;
  size?: MantineSize;
}) {
  // The fields' names are the same in every form that uses this piece.
  const register = form.register as unknown as UseFormRegister<NewPasswordValues>;
  const control = form.control as unknown as Control<NewPasswordValues>;
  const errors = form.formState.errors as FieldErrors<NewPasswordValues>;
  const newPassword = useWatch({ control, name: 'newPassword' });
  const sized = size === undefined ? {} : { size };
  return (
    <>
      <SecretInput
        label="New password"
        autoComplete="new-password"
        {...sized}
        maxLength={PASSWORD_MAX_LENGTH}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordPolicy
        password={newPassword}
        {...(email !== undefined ? { email } : {})}
        {...(currentPassword !== undefined ? { currentPassword } : {})}
      />
      <SecretInput
        label={confirmLabel}
        autoComplete="new-password"
        {...sized}
        maxLength={PASSWORD_MAX_LENGTH}
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </>
  );
}
