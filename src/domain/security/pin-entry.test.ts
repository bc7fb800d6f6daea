import { describe, expect, it } from 'vitest';
import { PIN_MESSAGES } from './pin';
import {
  changePinEntry,
  checkPinEntry,
  DEFAULT_PIN_ENTRY_LIMITS,
  deletePinDigit,
  PIN_ENTRY_MESSAGES,
  pressPinDigit,
  startPinEntry,
} from './pin-entry';

const limits = DEFAULT_PIN_ENTRY_LIMITS;

describe('keypad words (SPEC §5)', () => {
  it('are the spec words', () => {
    expect(PIN_ENTRY_MESSAGES.maxDigits(10)).toBe('Max digits length reached (10)');
    expect(PIN_ENTRY_MESSAGES.maxDigits(6)).toBe('Max digits length reached (6)');
    expect(PIN_ENTRY_MESSAGES.badInitialValue).toBe('Bad initial value');
  });

  it('default to 6-10 digits', () => {
    expect(limits).toEqual({ minLength: 6, maxLength: 10 });
  });
});

describe('startPinEntry', () => {
  it('starts empty, or with an initial value of digits within the maximum', () => {
    expect(startPinEntry(undefined, limits)).toEqual({ value: '', notice: null });
    expect(startPinEntry('', limits)).toEqual({ value: '', notice: null });
    expect(startPinEntry('135', limits)).toEqual({ value: '135', notice: null });
    expect(startPinEntry('1357924680', limits)).toEqual({ value: '1357924680', notice: null });
  });

  it("starts empty with 'Bad initial value' when the initial value is not digits or too long", () => {
    const bad = { value: '', notice: 'Bad initial value' };
    expect(startPinEntry('12a', limits)).toEqual(bad);
    expect(startPinEntry(' 123', limits)).toEqual(bad);
    expect(startPinEntry('13579246801', limits)).toEqual(bad);
    expect(startPinEntry('1234567', { minLength: 4, maxLength: 6 })).toEqual(bad);
  });
});

describe('entering digits', () => {
  it('adds a digit and clears any notice', () => {
    expect(pressPinDigit({ value: '13', notice: 'Bad initial value' }, '5', limits)).toEqual({ value: '135', notice: null });
  });

  it("refuses a digit past the maximum with 'Max digits length reached (n)'", () => {
    const full = { value: '1357924680', notice: null };
    expect(pressPinDigit(full, '1', limits)).toEqual({ value: '1357924680', notice: 'Max digits length reached (10)' });
    expect(pressPinDigit({ value: '1357', notice: null }, '9', { minLength: 4, maxLength: 4 })).toEqual({
      value: '1357',
      notice: 'Max digits length reached (4)',
    });
  });

  it('refuses a typed or pasted value past the maximum as a whole', () => {
    expect(changePinEntry({ value: '13', notice: null }, '13579246801', limits)).toEqual({
      value: '13',
      notice: 'Max digits length reached (10)',
    });
  });

  it('refuses anything but digits', () => {
    expect(changePinEntry({ value: '13', notice: null }, '13a', limits)).toEqual({ value: '13', notice: PIN_MESSAGES.digitsOnly });
    expect(changePinEntry({ value: '', notice: null }, '12 34', limits)).toEqual({ value: '', notice: PIN_MESSAGES.digitsOnly });
  });

  it('takes any shorter value, including none', () => {
    expect(changePinEntry({ value: '135', notice: 'x' }, '', limits)).toEqual({ value: '', notice: null });
  });

  it('deletes the last digit and the notice', () => {
    expect(deletePinDigit({ value: '1357924680', notice: 'Max digits length reached (10)' })).toEqual({ value: '135792468', notice: null });
    expect(deletePinDigit({ value: '', notice: null })).toEqual({ value: '', notice: null });
  });
});

describe('checkPinEntry (Enter disabled until valid)', () => {
  it('is ready with digits only and a length within the limits', () => {
    expect(checkPinEntry('', limits)).toEqual({ ready: false, message: null });
    expect(checkPinEntry('13579', limits)).toEqual({ ready: false, message: null });
    expect(checkPinEntry('135792', limits)).toEqual({ ready: true, message: null });
    expect(checkPinEntry('1357924680', limits)).toEqual({ ready: true, message: null });
    expect(checkPinEntry('13579246801', limits)).toEqual({ ready: false, message: null });
    expect(checkPinEntry('13579a', limits)).toEqual({ ready: false, message: null });
    expect(checkPinEntry('1357', { minLength: 4, maxLength: 4 })).toEqual({ ready: true, message: null });
  });

  it('asks validate only once the length is right, and is ready only when it passes', () => {
    const validate = (pin: string) => (pin.startsWith('1') ? 'Starts with 1' : null);
    expect(checkPinEntry('13579', limits, validate)).toEqual({ ready: false, message: null });
    expect(checkPinEntry('135792', limits, validate)).toEqual({ ready: false, message: 'Starts with 1' });
    expect(checkPinEntry('235791', limits, validate)).toEqual({ ready: true, message: null });
  });
});
