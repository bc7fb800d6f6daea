import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPointFilled } from '@tabler/icons-react';
import { useId } from 'react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_POLICY, passwordPolicyError } from '../domain/security/password';

/**
 * Which rule of PASSWORD_POLICY a new password meets, in the list's order, for the live
 * checklist. passwordPolicyError (the same rules) stays the one that decides on submit.
 */
export function passwordPolicyChecks(password: string, { email, currentPassword }: { email?: string; currentPassword?: string } = {}) {
  const local = email?.split('@')[0]?.toLowerCase() ?? '';
  return [
    password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
    /[A-Z]/.test(password) && /[a-z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
    password.length > 0 &&
      !(local.length >= 3 && password.toLowerCase().includes(local)) &&
      !(currentPassword !== undefined && currentPassword.length > 0 && password === currentPassword),
  ] as const;
}

export const OUTER_SPACES = 'Password must not begin or end with a space.';
export const PASSWORDS_DIFFER = 'Passwords do not match.';

/**
 * What is wrong with a new password, or null: the policy (passwordPolicyError), and no outer
 * spaces — GraphQL variables are trimmed (SPEC §7), so such a password would not be the one typed.
 */
export function newPasswordProblem(password: string, email?: string): string | null {
  const policy = passwordPolicyError(password, email);
  if (policy) return policy;
  return password.trim() === password ? null : OUTER_SPACES;
}

/** The password policy stated beside a new-password field, each rule ticked once met. */
export function PasswordPolicy({ password, email, currentPassword }: { password: string; email?: string; currentPassword?: string }) {
  const checks = passwordPolicyChecks(password, {
    ...(email !== undefined ? { email } : {}),
    ...(currentPassword !== undefined ? { currentPassword } : {}),
  });
  const titleId = useId();
  return (
    <div>
      <Text size="sm" fw={600} id={titleId} mb={6}>
        Your new password needs
      </Text>
      <List spacing={4} size="sm" center aria-labelledby={titleId}>
        {PASSWORD_POLICY.map((rule, i) => {
          const met = checks[i] ?? false;
          return (
            <List.Item
              key={rule}
              icon={
                <ThemeIcon size={20} radius="xl" color={met ? 'teal.8' : 'gray.3'} c={met ? 'white' : 'gray.7'} aria-hidden>
                  {met ? <IconCheck size={14} stroke={3} /> : <IconPointFilled size={12} />}
                </ThemeIcon>
              }
            >
              <Text span size="sm" c={met ? 'var(--mantine-color-text)' : 'dimmed'}>
                {rule}
              </Text>
              <VisuallyHidden>{met ? ' (met)' : ' (not met yet)'}</VisuallyHidden>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
