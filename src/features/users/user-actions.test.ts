import { describe, expect, it } from 'vitest';
import { CASEY } from './testing/user-fixtures';
import { userActions } from './user-actions';

describe('the actions of a user page', () => {
  it('an active user: re-invite, reset password, reset PIN (when set) and deactivate (confirmed)', () => {
    expect(userActions(CASEY).map((a) => a.label)).toEqual(['Re-send invitation', 'Reset password', 'Reset PIN', 'Deactivate']);
    expect(userActions({ ...CASEY, hasPin: false }).map((a) => a.action)).not.toContain('reset-pin');
    const deactivate = userActions(CASEY).find((a) => a.action === 'deactivate');
    expect(deactivate?.confirm?.(CASEY)).toMatch(/^Deactivate Casey Clinician\?/);
    expect(userActions(CASEY).find((a) => a.action === 'reinvite')?.confirm).toBeUndefined();
  });

  it('an inactive user can only be reactivated, after a confirmation', () => {
    const actions = userActions({ ...CASEY, status: 'inactive' });
    expect(actions.map((a) => a.action)).toEqual(['reactivate']);
    expect(actions[0]?.confirm?.(CASEY)).toBe('Reactivate Casey Clinician? They can sign in again.');
  });
});
