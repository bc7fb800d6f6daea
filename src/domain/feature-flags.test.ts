import { describe, expect, it } from 'vitest';
import {
  evaluateFlag,
  FEATURE_FLAGS,
  type FlagOverride,
  flagLabel,
  isFeatureFlag,
  isFlagScope,
  pickableScopes,
  scopeValueChoices,
} from './feature-flags';

const who = { userId: 'u1', roles: ['staff', 'administrator'], jobFunctions: ['clin'], markets: ['FL', 'TX'] };
const o = (scope: FlagOverride['scope'], scopeValue: string, value: boolean): FlagOverride => ({ flag: 'f', scope, scopeValue, value });

describe('evaluateFlag: user > market > job function > role > default', () => {
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

  it('a market override (one of the user’s markets) beats job function and role overrides', () => {
    expect(evaluateFlag(false, [o('jobFunction', 'clin', false), o('role', 'staff', false), o('market', 'TX', true)], who)).toBe(true);
    expect(evaluateFlag(true, [o('jobFunction', 'clin', true), o('market', 'FL', false)], who)).toBe(false);
  });

  it('a user override beats a market override', () => {
    expect(evaluateFlag(false, [o('market', 'FL', true), o('user', 'u1', false)], who)).toBe(false);
  });

  it('a user without markets is not matched by a market override', () => {
    expect(evaluateFlag(false, [o('market', 'FL', true)], { ...who, markets: [] })).toBe(false);
  });

  it('overrides for other users, markets, roles and job functions do not apply', () => {
    const others = [o('user', 'u2', true), o('market', 'CA', true), o('role', 'external', true), o('jobFunction', 'pons', true)];
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
  it('knows its flags and scopes', () => {
    expect(isFeatureFlag('nlm-search')).toBe(true);
    expect(isFeatureFlag('nope')).toBe(false);
    expect(isFlagScope('market')).toBe(true);
    expect(isFlagScope('team')).toBe(false);
  });

  it('names a flag by its description, else its key in words', () => {
    expect(flagLabel('release-home-health', 'Home health fields')).toBe('Home health fields');
    expect(flagLabel('release-home-health', ' ')).toBe('Release home health');
    expect(flagLabel('nlm-search')).toBe('Nlm search');
  });

  it('lists each flag once', () => {
    expect(new Set(FEATURE_FLAGS).size).toBe(FEATURE_FLAGS.length);
    expect(FEATURE_FLAGS.length).toBe(21);
  });
});

describe('override choices', () => {
  it('offers the supported states, titled job functions and roles', () => {
    expect(scopeValueChoices('market').map((c) => c.value)).toContain('FL');
    expect(scopeValueChoices('jobFunction')).toContainEqual({ value: 'pons', label: 'PCC' });
    expect(scopeValueChoices('role')).toContainEqual({ value: 'reviewer-readonly', label: 'reviewer-readonly' });
  });

  it('offers the user scope only to those who may search users', () => {
    expect(pickableScopes(['settings'])).toEqual(['market', 'jobFunction', 'role']);
    expect(pickableScopes(['settings', 'security'])).toEqual(['user', 'market', 'jobFunction', 'role']);
  });
});
