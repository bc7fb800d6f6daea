import { describe, expect, it } from 'vitest';
import { SETTING_KEYS } from '../settings';
import { isAdminSettingKey, NUMERIC_SETTING_KEYS, parseSettingValue, SWITCH_DESCRIPTIONS } from './admin-settings';

describe('the administrator’s settings (SPEC §6 switches, §9 idle delays)', () => {
  it('are the switches and the four numbers', () => {
    expect(NUMERIC_SETTING_KEYS).toEqual(['IdleLogoutDelay', 'IdleLockDelay', 'PasswordExpiresDays', 'MileageThreshold']);
    expect(Object.keys(SWITCH_DESCRIPTIONS)).toEqual([...SETTING_KEYS]);
    expect(isAdminSettingKey('EnableUserPin')).toBe(true);
    expect(isAdminSettingKey('MileageThreshold')).toBe(true);
    expect(isAdminSettingKey('SomethingElse')).toBe(false);
  });

  it('takes true or false for a switch', () => {
    expect(parseSettingValue('EnableUserPin', 'true')).toEqual({ ok: true, value: 'true' });
    expect(parseSettingValue('HideOrders', ' false ')).toEqual({ ok: true, value: 'false' });
    expect(parseSettingValue('HideOrders', 'yes')).toEqual({ ok: false, field: 'value', message: 'This field has incorrect value' });
  });

  it('takes whole numbers within range for a number', () => {
    expect(parseSettingValue('IdleLogoutDelay', '5400000')).toEqual({ ok: true, value: '5400000' });
    expect(parseSettingValue('PasswordExpiresDays', '090')).toEqual({ ok: true, value: '90' });
    expect(parseSettingValue('MileageThreshold', '1')).toEqual({ ok: true, value: '1' });
    for (const [key, bad] of [
      ['IdleLockDelay', '59999'],
      ['IdleLockDelay', '86400001'],
      ['PasswordExpiresDays', '0'],
      ['PasswordExpiresDays', '1.5'],
      ['MileageThreshold', '-3'],
      ['MileageThreshold', 'ten'],
    ] as const) {
      expect(parseSettingValue(key, bad), `${key}=${bad}`).toEqual({
        ok: false,
        field: 'value',
        message: 'This field has incorrect value',
      });
    }
  });

  it('requires a value and a known key', () => {
    expect(parseSettingValue('IdleLockDelay', '  ')).toEqual({ ok: false, field: 'value', message: 'This field is required' });
    expect(parseSettingValue('Nope', 'true')).toEqual({ ok: false, field: 'key', message: 'This field has incorrect value' });
  });
});
