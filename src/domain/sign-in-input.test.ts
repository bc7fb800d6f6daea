import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SignInInput, UnlockPinInput } from './sign-in-input';

const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input);
  return r.success ? null : r.issues[0]?.message;
};

describe('SignInInput', () => {
  it('asks for the email first', () => {
    expect(firstMessage(SignInInput, { email: '   ', password: 'x' })).toBe('Please enter email id to continue');
  });
  it('trims the email', () => {
    expect(v.parse(SignInInput, { email: ' a@b.test ', password: 'x' }).email).toBe('a@b.test');
  });
});

describe('UnlockPinInput', () => {
  it('accepts 6-10 digits only', () => {
    expect(firstMessage(UnlockPinInput, { pin: '135792' })).toBeNull();
    expect(firstMessage(UnlockPinInput, { pin: '12a456' })).toBe('PIN validation failed: Only numbers are allowed.');
    expect(firstMessage(UnlockPinInput, { pin: '12345' })).toBe('PIN validation failed: PIN should have min 6 digits and max 10 digits.');
  });
});
