import { describe, expect, it } from 'vitest';
import { USER_STATUS_STYLE, userStatusStyle } from './user-status';

describe('userStatusStyle', () => {
  it('labels and colours active and inactive; another status as it is, in grey', () => {
    expect(userStatusStyle('active')).toEqual(USER_STATUS_STYLE.active);
    expect(userStatusStyle('active')).toEqual({ label: 'Active', color: 'teal' });
    expect(userStatusStyle('inactive')).toEqual({ label: 'Inactive', color: 'gray' });
    expect(userStatusStyle('invited')).toEqual({ label: 'invited', color: 'gray' });
  });
});
