import { describe, expect, it } from 'vitest';
import { codeIn, parseMail } from '../../../tests/mail-box.ts';
import { codeMailText, generateCode, resendsLeft } from './verification-codes.ts';

describe('verification codes', () => {
  it('are 6 digits, zero-padded, and vary', () => {
    const codes = Array.from({ length: 200 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('allow 3 resends after the first code in 24 hours', () => {
    expect([1, 2, 3, 4, 5].map(resendsLeft)).toEqual([3, 2, 1, 0, 0]);
    expect(resendsLeft(0)).toBe(3);
  });

  it('say the code in a sentence a person and a test can find', () => {
    const text = codeMailText('042137', 'pin');
    expect(text.split('\n')[0]).toBe('Your verification code is 042137.');
    expect(text).toContain('valid for 10 minutes');
    expect(codeIn(parseMail(`To: a@b.test\nSubject: s\n\n${text}`))).toBe('042137');
  });
});
