import { describe, expect, it } from 'vitest';
import { parseFlagKey, parseFlagTarget } from './feature-flag-input.ts';
import { flagKeys, scopeLabel } from './feature-flag-views.ts';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    const e = error as { message: string; details: { field?: string } };
    return [e.details.field, e.message];
  }
  return null;
};

describe('the flag arguments (SPEC §6)', () => {
  it('knows SPEC §6’s keys and the stored ones', () => {
    expect(parseFlagKey(' nlm-search ', [])).toBe('nlm-search');
    expect(parseFlagKey('later-flag', ['later-flag'])).toBe('later-flag');
    expect(refusal(() => parseFlagKey('nope', []))).toEqual(['key', 'This field has incorrect value']);
    expect(refusal(() => parseFlagKey('', []))).toEqual(['key', 'This field is required']);
  });

  it('checks the value against its scope', () => {
    expect(parseFlagTarget({ scope: 'market', scopeValue: 'FL' })).toEqual({ scope: 'market', scopeValue: 'FL' });
    expect(parseFlagTarget({ scope: 'user', scopeValue: '0B0F8A4E-1C2D-4E5F-8A9B-0C1D2E3F4A5B' }).scopeValue).toBe(
      '0b0f8a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
    );
    expect(refusal(() => parseFlagTarget({ scope: 'team', scopeValue: 'x' }))).toEqual(['scope', 'This field has incorrect value']);
    expect(refusal(() => parseFlagTarget({ scope: 'market', scopeValue: 'fl' }))).toEqual(['scopeValue', 'This field has incorrect value']);
    expect(refusal(() => parseFlagTarget({ scope: 'jobFunction', scopeValue: 'chef' }))).toEqual([
      'scopeValue',
      'This field has incorrect value',
    ]);
    expect(refusal(() => parseFlagTarget({ scope: 'role', scopeValue: ' ' }))).toEqual(['scopeValue', 'This field is required']);
  });
});

describe('the flag views', () => {
  it('lists SPEC §6’s flags first in their order, then other stored ones', () => {
    const keys = flagKeys(['zeta-flag', 'nlm-search']);
    expect(keys[0]).toBe('nlm-search');
    expect(keys.at(-1)).toBe('zeta-flag');
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names a scope value for people', () => {
    const users = new Map([['u1', { id: 'u1', email: 'a@b.test', givenName: 'Ann', familyName: 'Bee' }]]);
    expect(scopeLabel('user', 'u1', users)).toBe('Ann Bee (a@b.test)');
    expect(scopeLabel('user', 'u2', users)).toBe('Unknown user (u2)');
    expect(scopeLabel('jobFunction', 'pons', users)).toBe('PCC');
    expect(scopeLabel('market', 'TX', users)).toBe('TX');
  });
});
