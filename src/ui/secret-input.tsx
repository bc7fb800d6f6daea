import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { forwardRef } from 'react';

/**
 * A password or PIN field with a keyboard-reachable show/hide toggle that says what it does
 * ('Show password' / 'Hide password').
 */
export const SecretInput = forwardRef<HTMLInputElement, PasswordInputProps & { secretName?: string }>(function SecretInput(
  { secretName = 'password', ...props },
  ref,
) {
  const [visible, { toggle }] = useDisclosure(false);
  return (
    <PasswordInput
      ref={ref}
      visible={visible}
      onVisibilityChange={toggle}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': `${visible ? 'Hide' : 'Show'} ${secretName}` }}
      {...props}
    />
  );
});
