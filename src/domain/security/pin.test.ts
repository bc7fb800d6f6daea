import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  longestSequence,
  mostRepeats,
  PIN_MAX_LENGTH,
  PIN_MAX_REPEATS,
  PIN_MAX_SEQUENCE,
  PIN_MESSAGES,
  PIN_MIN_LENGTH,
  PinPairSchema,
  PinSchema,
  pinError,
  pinScore,
  pinStrength,
  VerificationCodeSchema,
} from './pin';

const REQUIRED = 'This field is required';
const DEMO_PIN = '135792';

describe('PIN words (SPEC §5)', () => {
  it('are the spec words, word for word', () => {
    expect(PIN_MESSAGES).toEqual({
      hint: 'Numeric 6-10 digits',
      mismatch: 'PIN does not match.',
      digitsOnly: 'PIN validation failed: Only numbers are allowed.',
      length: 'PIN validation failed: PIN should have min 6 digits and max 10 digits.',
      repeats: 'PIN validation failed: Each PIN digit can only appear 3 times.',
      sequence: 'PIN validation failed: PIN should not have sequences of more than 3 digits long.',
    });
  });

  it('uses the limits of SPEC §9', () => {
    expect([PIN_MIN_LENGTH, PIN_MAX_LENGTH, PIN_MAX_REPEATS, PIN_MAX_SEQUENCE]).toEqual([6, 10, 3, 3]);
  });
});

describe('longestSequence', () => {
  it('measures runs going up or down by one', () => {
    expect(longestSequence('')).toBe(0);
    expect(longestSequence('5')).toBe(1);
    expect(longestSequence('13579')).toBe(1);
    expect(longestSequence('1212')).toBe(2);
    expect(longestSequence('123')).toBe(3);
    expect(longestSequence('1234')).toBe(4);
    expect(longestSequence('4321')).toBe(4);
    expect(longestSequence('0123456789')).toBe(10);
    expect(longestSequence('9123458')).toBe(5);
  });

  it('does not wrap from 9 to 0, and a repeated digit breaks a run', () => {
    expect(longestSequence('8901')).toBe(2);
    expect(longestSequence('1223')).toBe(2);
  });
});

describe('mostRepeats', () => {
  it('counts the most frequent digit, wherever it appears', () => {
    expect(mostRepeats('')).toBe(0);
    expect(mostRepeats('135792')).toBe(1);
    expect(mostRepeats('121314')).toBe(3);
    expect(mostRepeats('1213141')).toBe(4);
  });
});

describe('pinError', () => {
  it('accepts PINs that keep every rule, the demo PIN included', () => {
    for (const pin of [DEMO_PIN, '123579', '987024', '1357924680', '111222', '121314']) expect(pinError(pin), pin).toBeNull();
  });

  it('requires a PIN', () => {
    expect(pinError('')).toBe(REQUIRED);
  });

  it('allows digits only', () => {
    for (const pin of ['12345a', '123 456', '12-34-56', '١٢٣٤٥٦', '+123456']) expect(pinError(pin), pin).toBe(PIN_MESSAGES.digitsOnly);
  });

  it('wants 6 to 10 digits', () => {
    expect(pinError('13579')).toBe(PIN_MESSAGES.length);
    expect(pinError('135792')).toBeNull();
    expect(pinError('1357924680')).toBeNull();
    expect(pinError('13579246801')).toBe(PIN_MESSAGES.length);
  });

  it('allows each digit at most 3 times', () => {
    expect(pinError('151515')).toBeNull();
    expect(pinError('1515151')).toBe(PIN_MESSAGES.repeats);
    expect(pinError('111192')).toBe(PIN_MESSAGES.repeats);
  });

  it('allows no run up or down longer than 3 digits', () => {
    expect(pinError('123904')).toBeNull();
    expect(pinError('123490')).toBe(PIN_MESSAGES.sequence);
    expect(pinError('987036')).toBeNull();
    expect(pinError('598760')).toBe(PIN_MESSAGES.sequence);
  });

  it('reports the first broken rule, in the order required, digits, length, repeats, sequence', () => {
    // Each PIN below also breaks every rule after the one reported.
    expect(pinError('')).toBe(REQUIRED);
    expect(pinError('1234a')).toBe(PIN_MESSAGES.digitsOnly);
    expect(pinError('11112')).toBe(PIN_MESSAGES.length);
    expect(pinError('123456789012')).toBe(PIN_MESSAGES.length);
    expect(pinError('1111234')).toBe(PIN_MESSAGES.repeats);
  });

  it('accepts exactly the digit strings that keep all four rules (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,12}$/), (pin) => {
        const keepsRules =
          pin.length >= PIN_MIN_LENGTH &&
          pin.length <= PIN_MAX_LENGTH &&
          mostRepeats(pin) <= PIN_MAX_REPEATS &&
          longestSequence(pin) <= PIN_MAX_SEQUENCE;
        expect(pinError(pin) === null).toBe(keepsRules);
      }),
    );
  });
});

describe('PinSchema', () => {
  it('gives the same words as pinError, one issue at a time', () => {
    expect(v.safeParse(PinSchema, DEMO_PIN).success).toBe(true);
    for (const pin of ['', '12a456', '12345', '1515151', '123490']) {
      const result = v.safeParse(PinSchema, pin);
      expect(result.success).toBe(false);
      expect(result.issues?.map((issue) => issue.message)).toEqual([pinError(pin)]);
    }
  });

  it('says a missing PIN is required', () => {
    expect(v.safeParse(PinSchema, undefined).issues?.[0]?.message).toBe(REQUIRED);
    expect(v.safeParse(PinSchema, 135792).issues?.[0]?.message).toBe(REQUIRED);
  });

  it('agrees with pinError on any input (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 12 }), fc.stringMatching(/^\d{0,12}$/)), (pin) => {
        const result = v.safeParse(PinSchema, pin);
        expect(result.success ? null : result.issues[0].message).toBe(pinError(pin));
      }),
    );
  });
});

describe('PinPairSchema', () => {
  const issuesOf = (input: unknown) => {
    const result = v.safeParse(PinPairSchema, input);
    return result.success ? [] : result.issues.map((issue) => ({ path: v.getDotPath(issue), message: issue.message }));
  };

  it('accepts a valid PIN confirmed', () => {
    expect(issuesOf({ pin: DEMO_PIN, confirmPin: DEMO_PIN })).toEqual([]);
  });

  it("says 'PIN does not match.' on confirmPin when the confirmation differs", () => {
    expect(issuesOf({ pin: DEMO_PIN, confirmPin: '135793' })).toEqual([{ path: 'confirmPin', message: 'PIN does not match.' }]);
  });

  it('requires the confirmation', () => {
    expect(issuesOf({ pin: DEMO_PIN, confirmPin: '' })).toEqual([{ path: 'confirmPin', message: REQUIRED }]);
  });

  it("puts the PIN's first broken rule on pin", () => {
    expect(issuesOf({ pin: '123490', confirmPin: '123490' })).toEqual([{ path: 'pin', message: PIN_MESSAGES.sequence }]);
    expect(issuesOf({ pin: '12a', confirmPin: '12a' })).toEqual([{ path: 'pin', message: PIN_MESSAGES.digitsOnly }]);
  });

  it('reports both fields at once, so a form can show both', () => {
    expect(issuesOf({ pin: '', confirmPin: '' })).toEqual([
      { path: 'pin', message: REQUIRED },
      { path: 'confirmPin', message: REQUIRED },
    ]);
    expect(issuesOf({ pin: '12345', confirmPin: '123456' })).toEqual([
      { path: 'pin', message: PIN_MESSAGES.length },
      { path: 'confirmPin', message: PIN_MESSAGES.mismatch },
    ]);
  });

  it('flattens to field errors for a form', () => {
    const result = v.safeParse(PinPairSchema, { pin: DEMO_PIN, confirmPin: '1' });
    expect(result.success).toBe(false);
    if (!result.success) expect(v.flatten<typeof PinPairSchema>(result.issues).nested).toEqual({ confirmPin: ['PIN does not match.'] });
  });

  it('says a missing field is required', () => {
    expect(issuesOf({ pin: DEMO_PIN })).toEqual([{ path: 'confirmPin', message: REQUIRED }]);
    expect(issuesOf({ confirmPin: DEMO_PIN })).toEqual([{ path: 'pin', message: REQUIRED }]);
  });
});

describe('PIN strength (SPEC §5: Strong above 80, Moderate 60-80, Weak otherwise)', () => {
  it('scores length first, then distinct digits, less repeated neighbours', () => {
    expect(pinScore(DEMO_PIN)).toBe(76); // 6 digits 40 + 6 distinct × 6
    expect(pinScore('1357913')).toBe(80); // 7 digits 50 + 5 distinct × 6
    expect(pinScore('13571357')).toBe(84); // 8 digits 60 + 4 distinct × 6
    expect(pinScore('113579')).toBe(60); // 40 + 5 distinct × 6 − 1 repeated neighbour × 10
    expect(pinScore('135135')).toBe(58); // 40 + 3 distinct × 6
  });

  it('keeps the score within 0-100, and 0 for anything but digits', () => {
    expect(pinScore('1357924680')).toBe(100);
    expect(pinScore('111111')).toBe(0);
    expect(pinScore('')).toBe(0);
    expect(pinScore('13579a')).toBe(0);
  });

  it('rates the demo PIN Moderate', () => {
    expect(pinStrength(DEMO_PIN)).toBe('Moderate');
  });

  it('is Strong only above 80', () => {
    expect(pinStrength('1357913')).toBe('Moderate'); // 80
    expect(pinStrength('121212121')).toBe('Strong'); // 82: strength alone, the PIN itself breaks the repeat rule
    expect(pinStrength('13571357')).toBe('Strong'); // 84
    expect(pinStrength('1357924680')).toBe('Strong'); // 100
  });

  it('is Moderate from 60 to 80, Weak below', () => {
    expect(pinStrength('113579')).toBe('Moderate'); // 60
    expect(pinStrength('135135')).toBe('Weak'); // 58
    expect(pinStrength('')).toBe('Weak');
    expect(pinStrength('abcdef')).toBe('Weak');
  });

  it('never gets weaker when a new digit is added (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,9}$/), fc.integer({ min: 0, max: 9 }), (pin, digit) => {
        const longer = `${pin}${digit}`;
        const neighbour = pin.endsWith(String(digit));
        if (!neighbour) expect(pinScore(longer)).toBeGreaterThanOrEqual(pinScore(pin));
      }),
    );
  });
});

describe('VerificationCodeSchema (SPEC §9 code 6)', () => {
  it('takes 6 letters or digits, trimmed', () => {
    expect(v.parse(VerificationCodeSchema, ' A1b2C3 ')).toBe('A1b2C3');
  });

  it("says 'Invalid Code' for anything else, and required when empty", () => {
    expect(v.safeParse(VerificationCodeSchema, '12345').issues?.[0]?.message).toBe('Invalid Code');
    expect(v.safeParse(VerificationCodeSchema, '1234567').issues?.[0]?.message).toBe('Invalid Code');
    expect(v.safeParse(VerificationCodeSchema, '12-456').issues?.[0]?.message).toBe('Invalid Code');
    expect(v.safeParse(VerificationCodeSchema, '   ').issues?.[0]?.message).toBe(REQUIRED);
  });
});
