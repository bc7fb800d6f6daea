import { describe, expect, it } from 'vitest';
import type { SessionUser } from './access';
import { MENU } from './menu';
import { areaTitle, backLinkFor, isActiveItem, menuItemForPath, postSignInPath } from './navigation';
import { DEFAULT_SETTINGS } from './settings';

const user = (over: Partial<SessionUser>): SessionUser => ({
  id: 'u1',
  email: 'a@b.test',
  givenName: 'A',
  familyName: 'B',
  userType: 'internal',
  roles: ['staff'],
  jobFunctions: ['clin'],
  permissions: ['patient'],
  practitionerId: 'p1',
  hasPin: true,
  ...over,
});
const clinician = { user: user({}), settings: DEFAULT_SETTINGS, flags: {} };
const admin = {
  user: user({
    roles: ['administrator'],
    jobFunctions: ['other'],
    permissions: ['settings', 'financial', 'security', 'create', 'patient', 'tasking'],
  }),
  settings: DEFAULT_SETTINGS,
  flags: {},
};

describe('menuItemForPath / areaTitle', () => {
  it('finds the item of a page and of its nested pages', () => {
    expect(menuItemForPath('/users')?.label).toBe('Users');
    expect(menuItemForPath('/users/42/edit')?.label).toBe('Users');
    expect(menuItemForPath('/nowhere')).toBeNull();
  });
  it('titles account pages and menu pages', () => {
    expect(areaTitle('/account/pin')).toBe('Security PIN');
    expect(areaTitle('/tasks')).toBe('Tasks');
    expect(areaTitle('/nowhere')).toBeNull();
  });
});

describe('backLinkFor', () => {
  it('links a nested page back to its list', () => {
    expect(backLinkFor('/users/42')).toEqual({ label: 'Users', path: '/users' });
    expect(backLinkFor('/account/password')).toEqual({ label: 'Profile', path: '/account' });
  });
  it('gives no back link on a menu page or an unknown path', () => {
    expect(backLinkFor('/users')).toBeNull();
    expect(backLinkFor('/account')).toBeNull();
    expect(backLinkFor('/nowhere/1')).toBeNull();
  });
});

describe('postSignInPath', () => {
  it('returns a permitted redirect', () => {
    expect(postSignInPath('/patients/7', clinician)).toBe('/patients/7');
  });
  it('refuses other origins, unknown and forbidden paths', () => {
    expect(postSignInPath('//evil.test/x', clinician)).toBe('/my-schedule');
    expect(postSignInPath('https://evil.test', clinician)).toBe('/my-schedule');
    expect(postSignInPath('/users', clinician)).toBe('/my-schedule');
    expect(postSignInPath('/nowhere', clinician)).toBe('/my-schedule');
    expect(postSignInPath(undefined, admin)).toBe('/schedule');
  });
});

describe('isActiveItem', () => {
  it('marks a group active when a child page is open', () => {
    const userConfig = MENU.find((m) => m.id === 'user-config');
    expect(userConfig && isActiveItem(userConfig, '/users/3/edit')).toBe(true);
    expect(userConfig && isActiveItem(userConfig, '/tasks')).toBe(false);
  });
});
