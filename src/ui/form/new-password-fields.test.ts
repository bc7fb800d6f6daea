import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { OUTER_SPACES, PASSWORDS_DIFFER } from '../password-policy';
import { newPasswordIssues, newPasswordSchema, SAME_PASSWORD } from './new-password-fields';

const GOOD = 'Fresh!2026password';

describe('newPasswordIssues', () => {
  it('finds nothing wrong with a good password confirmed', () => {
    expect(newPasswordIssues({ newPassword: GOOD, confirmPassword: GOOD })).toEqual([]);
  });

  it('puts the policy on the new password and a missing or different confirmation on the confirmation', () => {
    expect(newPasswordIssues({ newPassword: 'short', confirmPassword: '' })).toEqual([
      ['newPassword', expect.any(String)],
      ['confirmPassword', MESSAGES.required],
    ]);
    expect(newPasswordIssues({ newPassword: ` ${GOOD}`, confirmPassword: GOOD })).toEqual([
      ['newPassword', OUTER_SPACES],
      ['confirmPassword', PASSWORDS_DIFFER],
    ]);
  });

  it("refuses the user's e-mail when it is known, and the current password when it is given", () => {
    expect(newPasswordIssues({ newPassword: 'Casey!2026pass', confirmPassword: 'Casey!2026pass' }, { email: 'casey@demo.test' })).toEqual([
      ['newPassword', 'Password must not contain your e-mail address.'],
    ]);
    expect(newPasswordIssues({ newPassword: GOOD, confirmPassword: GOOD }, { currentPassword: GOOD })).toEqual([
      ['newPassword', SAME_PASSWORD],
    ]);
    expect(newPasswordIssues({ newPassword: GOOD, confirmPassword: GOOD }, { currentPassword: 'Old!2025password' })).toEqual([]);
  });
});

describe('newPasswordSchema', () => {
  it("lands each issue on its field's path", () => {
    const result = v.safeParse(newPasswordSchema(), { newPassword: GOOD, confirmPassword: 'other' });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([['confirmPassword', PASSWORDS_DIFFER]]);
  });
});
