import { describe, expect, it } from 'vitest';
import { APP_ENVS, environmentBadge, versionMismatch } from './environment';

describe('environmentBadge (SPEC §2)', () => {
  it.each([
    ['dev', 'Dev'],
    ['qa', 'QA'],
    ['staging', 'Staging'],
    ['uat', 'UAT'],
    ['loadtest', 'Load Test'],
    ['production', null],
  ] as const)('%s → %j', (env, badge) => {
    expect(environmentBadge(env)).toBe(badge);
  });

  it('every environment has a rule', () => {
    expect(APP_ENVS.map(environmentBadge).filter((b) => b === null)).toEqual([null]);
  });
});

describe('versionMismatch (SPEC §2)', () => {
  it('warns when the build differs from the server web version', () => {
    expect(versionMismatch('41', '42')).toBe(true);
  });

  it('is quiet when they match', () => {
    expect(versionMismatch('42', '42')).toBe(false);
  });

  it("ignores build '1' (a development build)", () => {
    expect(versionMismatch('1', '42')).toBe(false);
  });

  it('is quiet while the server version is unknown', () => {
    expect(versionMismatch('41', null)).toBe(false);
    expect(versionMismatch('41', undefined)).toBe(false);
    expect(versionMismatch('41', '')).toBe(false);
  });

  it("a server at '1' with a real build is a mismatch", () => {
    expect(versionMismatch('42', '1')).toBe(true);
  });
});
