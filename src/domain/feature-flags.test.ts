import { describe, expect, it } from 'vitest';
import { evaluateFlag, FEATURE_FLAGS, type FlagOverride } from './feature-flags';

const who = { userId: 'u1', roles: ['staff', 'administrator'], jobFunctions: ['clin'] };
const o = (scope: FlagOverride['scope'], scopeValue: string, value: boolean): FlagOverride => ({ flag: 'f', scope, scopeValue, value });

describe('evaluateFlag: user > job function > role > default', () => {
  it('without overrides the default decides', () => {
    expect(evaluateFlag(true, [], who)).toBe(true);
    expect(evaluateFlag(false, [], who)).toBe(false);
  });

  it('a role override beats the default', () => {
    expect(evaluateFlag(false, [o('role', 'administrator', true)], who)).toBe(true);
    expect(evaluateFlag(true, [o('role', 'staff', false)], who)).toBe(false);
  });

  it('a job function override beats a role override', () => {
    expect(evaluateFlag(false, [o('role', 'staff', true), o('jobFunction', 'clin', false)], who)).toBe(false);
    expect(evaluateFlag(false, [o('jobFunction', 'clin', true), o('role', 'staff', false)], who)).toBe(true);
  });

  it('a user override beats everything', () => {
    const overrides = [o('role', 'staff', true), o('jobFunction', 'clin', true), o('user', 'u1', false)];
    expect(evaluateFlag(true, overrides, who)).toBe(false);
    expect(evaluateFlag(false, [o('jobFunction', 'clin', false), o('user', 'u1', true)], who)).toBe(true);
  });

  it('overrides for other users, roles and job functions do not apply', () => {
    const others = [o('user', 'u2', true), o('role', 'external', true), o('jobFunction', 'pons', true)];
    expect(evaluateFlag(false, others, who)).toBe(false);
  });

  it('within one scope, on wins when the user matches two disagreeing overrides', () => {
    expect(evaluateFlag(false, [o('role', 'staff', false), o('role', 'administrator', true)], who)).toBe(true);
    expect(evaluateFlag(true, [o('role', 'staff', false), o('role', 'administrator', false)], who)).toBe(false);
  });

  it('scope values are matched exactly', () => {
    expect(evaluateFlag(false, [o('role', 'Administrator', true), o('user', 'U1', true)], who)).toBe(false);
  });
});

describe('FEATURE_FLAGS (SPEC §6)', () => {
  it('lists each flag once', () => {
    expect(new Set(FEATURE_FLAGS).size).toBe(FEATURE_FLAGS.length);
    expect(FEATURE_FLAGS.length).toBe(21);
  });
});
