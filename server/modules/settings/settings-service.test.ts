import { describe, expect, it } from 'vitest';
import { parseExpiresDays } from './settings-service.ts';

describe('PasswordExpiresDays', () => {
  it('reads whole days and falls back to 90 for anything else', () => {
    expect(parseExpiresDays('90')).toBe(90);
    expect(parseExpiresDays(' 120 ')).toBe(120);
    for (const bad of [undefined, '', 'ninety', '0', '-5', '1.5', '99999']) expect(parseExpiresDays(bad), String(bad)).toBe(90);
  });
});
