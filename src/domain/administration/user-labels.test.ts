import { describe, expect, it } from 'vitest';
import { permissionLabel, roleLabel, roleList, userTypeLabel } from './user-labels';

describe('user words', () => {
  it('names roles, permissions and user types; a code newer than this build as it is', () => {
    expect(roleLabel('finadmin')).toBe('Financial Administrator');
    expect(roleLabel('future-role')).toBe('future-role');
    expect(permissionLabel('security')).toBe('Security');
    expect(userTypeLabel('external')).toBe('External');
  });

  it("lists roles in the order given ('' for none)", () => {
    expect(roleList(['administrator', 'staff'])).toBe('Administrator, Staff');
    expect(roleList([])).toBe('');
  });
});
