import { describe, expect, it } from 'vitest';
import { initials, titleFromCode } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last names, at most 2', () => {
    expect(initials('Casey Clinician')).toBe('CC');
    expect(initials('  mary ann  van der berg ')).toBe('MB');
    expect(initials('Cher')).toBe('C');
    expect(initials('')).toBe('');
  });
  it('turns codes into words', () => {
    expect(titleFromCode('security-admin')).toBe('Security Admin');
    expect(titleFromCode('reviewer-readonly')).toBe('Reviewer Readonly');
  });
});
