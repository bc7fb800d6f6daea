import { describe, expect, it } from 'vitest';
import { mayEditDemographics } from './demographics-access';

describe('mayEditDemographics (SPEC §6)', () => {
  it('lets a user with patient permission edit', () => {
    expect(mayEditDemographics({ roles: ['staff'], permissions: ['patient'] })).toBe(true);
  });

  it('refuses no patient permission, reviewer-readonly, external users and nobody', () => {
    expect(mayEditDemographics({ roles: ['staff'], permissions: ['settings'] })).toBe(false);
    expect(mayEditDemographics({ roles: ['reviewer-readonly'], permissions: ['patient'] })).toBe(false);
    expect(mayEditDemographics({ roles: ['external'], permissions: ['patient'] })).toBe(false);
    expect(mayEditDemographics(null)).toBe(false);
  });
});
