import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  accessChangeRefusal,
  EMPTY_USER_FORM,
  GRANT_MESSAGE,
  SELF_ACCESS_MESSAGE,
  SELF_LOCKOUT_MESSAGE,
  selfLockout,
  UserInput,
} from './user-input';

const valid = {
  email: ' nora.reyes@demo.test ',
  givenName: '  Mary-Ann ',
  familyName: "O'Neil Jr.",
  userType: 'internal',
  phone: '(555) 123-4567',
  state: 'FL',
  roles: ['staff', 'staff'],
  permissions: ['patient', 'security'],
  jobFunctions: ['clin'],
  legalEntityIds: ['7f1d7a9e-3c2b-4a41-9a55-0c3f6f1c2d11'],
  payerIds: [],
  markets: ['FL', 'TX'],
  practitionerId: '',
  createPractitioner: true,
};

/** The first issue as [path, message]. */
function firstIssue(input: unknown): [string | null, string] | null {
  const result = v.safeParse(UserInput, input);
  if (result.success) return null;
  const issue = result.issues[0];
  return [v.getDotPath(issue), issue.message];
}

describe('UserInput', () => {
  it('trims, keeps the digits of the phone and drops repeated codes', () => {
    const out = v.parse(UserInput, valid);
    expect(out.email).toBe('nora.reyes@demo.test');
    expect(out.givenName).toBe('Mary-Ann');
    expect(out.phone).toBe('5551234567');
    expect(out.roles).toEqual(['staff']);
    expect(out.createPractitioner).toBe(true);
  });

  it('reads absent optional fields as empty', () => {
    const { phone, state, legalEntityIds, payerIds, markets, practitionerId, createPractitioner, ...required } = valid;
    const out = v.parse(UserInput, required);
    expect(out).toMatchObject({
      phone: '',
      state: '',
      legalEntityIds: [],
      payerIds: [],
      markets: [],
      practitionerId: '',
      createPractitioner: false,
    });
  });

  it.each([
    [{ email: '' }, 'email', 'This field is required'],
    [{ email: 'not-an-email' }, 'email', 'This field has incorrect value'],
    [{ givenName: '' }, 'givenName', 'This field is required'],
    [{ givenName: 'R2D2' }, 'givenName', 'This field has incorrect value'],
    [{ familyName: 'x'.repeat(37) }, 'familyName', 'This field has incorrect value'],
    [{ userType: 'robot' }, 'userType', 'This field has incorrect value'],
    [{ userType: '' }, 'userType', 'This field is required'],
    [{ phone: '12345' }, 'phone', 'This field has incorrect value'],
    [{ state: 'ZZ' }, 'state', 'This field has incorrect value'],
    [{ roles: [] }, 'roles', 'This field is required'],
    [{ roles: ['wizard'] }, 'roles.0', 'This field has incorrect value'],
    [{ permissions: ['root'] }, 'permissions.0', 'This field has incorrect value'],
    [{ jobFunctions: [] }, 'jobFunctions', 'This field is required'],
    [{ legalEntityIds: ['nope'] }, 'legalEntityIds.0', 'This field has incorrect value'],
    [{ markets: ['XX'] }, 'markets.0', 'This field has incorrect value'],
    [{ practitionerId: 'nope' }, 'practitionerId', 'This field has incorrect value'],
  ])('refuses %o on its field', (change, path, message) => {
    expect(firstIssue({ ...valid, ...change })).toEqual([path, message]);
  });

  it('accepts a 36-character name and refuses the empty form on the required fields', () => {
    expect(firstIssue({ ...valid, familyName: 'x'.repeat(36) })).toBeNull();
    const result = v.safeParse(UserInput, EMPTY_USER_FORM);
    expect(result.success).toBe(false);
    const paths = (result.issues ?? []).map((i) => v.getDotPath(i));
    expect(paths).toEqual(expect.arrayContaining(['email', 'givenName', 'familyName', 'roles', 'jobFunctions']));
  });
});

describe('selfLockout', () => {
  const withSecurity = { permissions: ['patient', 'security'] };
  const without = { permissions: ['patient'] };

  it('refuses an administrator removing their own security permission', () => {
    expect(selfLockout('u1', 'u1', withSecurity, without)).toBe(SELF_LOCKOUT_MESSAGE);
  });

  it('allows removing it from someone else, keeping it, or a user who never had it', () => {
    expect(selfLockout('u1', 'u2', withSecurity, without)).toBeNull();
    expect(selfLockout('u1', 'u1', withSecurity, withSecurity)).toBeNull();
    expect(selfLockout('u1', 'u1', without, without)).toBeNull();
  });
});

describe('accessChangeRefusal', () => {
  const admin = { id: 'a', roles: ['administrator', 'security-admin'], permissions: ['security', 'settings'] };
  const secAdmin = { id: 's', roles: ['security-admin'], permissions: ['security', 'patient'] };
  const access = (roles: string[], permissions: string[], markets: string[] = []) => ({ roles, permissions, markets });

  it('refuses any change of one’s own roles, permissions or markets, and names the field', () => {
    const mine = access(['security-admin'], ['security', 'patient'], ['FL']);
    expect(
      accessChangeRefusal(secAdmin, 's', mine, access(['security-admin', 'reviewer-readonly'], ['security', 'patient'], ['FL'])),
    ).toEqual({
      message: SELF_ACCESS_MESSAGE,
      field: 'user.roles',
    });
    expect(accessChangeRefusal(secAdmin, 's', mine, access(['security-admin'], ['security', 'patient', 'settings'], ['FL']))?.field).toBe(
      'user.permissions',
    );
    expect(accessChangeRefusal(secAdmin, 's', mine, access(['security-admin'], ['security', 'patient'], ['FL', 'TX']))?.field).toBe(
      'user.markets',
    );
    expect(accessChangeRefusal(secAdmin, 's', mine, access(['security-admin'], ['patient'], ['FL']))?.message).toBe(SELF_LOCKOUT_MESSAGE);
    expect(accessChangeRefusal(secAdmin, 's', mine, access(['security-admin'], ['patient', 'security'], ['FL']))).toBeNull();
  });

  it('lets only an administrator grant a privileged role or a permission they do not hold', () => {
    const before = access(['staff'], ['patient']);
    expect(accessChangeRefusal(secAdmin, 'x', before, access(['staff', 'administrator'], ['patient']))).toEqual({
      message: GRANT_MESSAGE,
      field: 'user.roles',
    });
    expect(accessChangeRefusal(secAdmin, 'x', before, access(['staff'], ['patient', 'financial']))?.field).toBe('user.permissions');
    expect(accessChangeRefusal(secAdmin, null, null, access(['staff'], ['settings']))?.field).toBe('user.permissions');
    // Roles without privileges of their own, and what the actor holds, may be given.
    expect(
      accessChangeRefusal(secAdmin, 'x', before, access(['staff', 'reviewer-readonly', 'security-admin'], ['patient', 'security'])),
    ).toBeNull();
    expect(accessChangeRefusal(admin, 'x', before, access(['administrator'], ['financial', 'clinical-admin']))).toBeNull();
  });
});
