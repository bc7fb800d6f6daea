import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EMPTY_USER_FORM, UserInput } from './user-input';

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
