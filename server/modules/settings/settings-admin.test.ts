import { describe, expect, it } from 'vitest';
import { toSettingView } from './settings-views.ts';

describe('the administrator’s view of a setting', () => {
  it('reads a switch as on only when stored true', () => {
    expect(toSettingView('EnableUserPin', 'true')).toMatchObject({ kind: 'switch', value: 'true', label: 'EnableUserPin' });
    expect(toSettingView('EnableUserPin', 'yes').value).toBe('false');
    expect(toSettingView('HideOrders', undefined).value).toBe('false');
  });

  it('reads a number within its range, else its default', () => {
    expect(toSettingView('IdleLogoutDelay', '120000')).toMatchObject({ kind: 'number', value: '120000', unit: 'ms', min: 60000 });
    expect(toSettingView('IdleLogoutDelay', 'soon').value).toBe('5400000');
    expect(toSettingView('PasswordExpiresDays', undefined).value).toBe('90');
    expect(toSettingView('MileageThreshold', '0').value).toBe('100');
  });
});
