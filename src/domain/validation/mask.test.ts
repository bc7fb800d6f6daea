import { describe, expect, it } from 'vitest';
import { applyMask, caretAfterDigits, maskCapacity, maskDigits, PHONE_MASK, ZIP_MASK } from './mask';

describe('input masks (SPEC §5)', () => {
  it('holds 10 digits for a phone and 9 for a zip', () => {
    expect(maskCapacity(PHONE_MASK)).toBe(10);
    expect(maskCapacity(ZIP_MASK)).toBe(9);
  });

  it('writes a phone as (###) ###-#### as it is typed', () => {
    expect(applyMask('', PHONE_MASK)).toBe('');
    expect(applyMask('5', PHONE_MASK)).toBe('(5');
    expect(applyMask('555', PHONE_MASK)).toBe('(555');
    expect(applyMask('5551', PHONE_MASK)).toBe('(555) 1');
    expect(applyMask('555123', PHONE_MASK)).toBe('(555) 123');
    expect(applyMask('5551234', PHONE_MASK)).toBe('(555) 123-4');
    expect(applyMask('5551234567', PHONE_MASK)).toBe('(555) 123-4567');
  });

  it('writes a zip as #####-#### (the dash only with a 6th digit)', () => {
    expect(applyMask('12345', ZIP_MASK)).toBe('12345');
    expect(applyMask('123456', ZIP_MASK)).toBe('12345-6');
    expect(applyMask('123456789', ZIP_MASK)).toBe('12345-6789');
  });

  it('keeps only digits, up to the mask', () => {
    expect(maskDigits('(555) 123-4567 ext', PHONE_MASK)).toBe('5551234567');
    expect(maskDigits('555-123-45678', PHONE_MASK)).toBe('5551234567');
    expect(maskDigits('abc', ZIP_MASK)).toBe('');
    expect(maskDigits('12345-67890', ZIP_MASK)).toBe('123456789');
  });

  it('puts the caret after the same number of digits', () => {
    expect(caretAfterDigits('(555) 123-4567', 0)).toBe(0);
    expect(caretAfterDigits('(555) 123-4567', 3)).toBe(4);
    expect(caretAfterDigits('(555) 123-4567', 4)).toBe(7);
    expect(caretAfterDigits('(555) 123-4567', 10)).toBe(14);
    expect(caretAfterDigits('(555', 9)).toBe(4);
  });
});
