import { describe, expect, it } from 'vitest';
import { firstOfSystem, maskedSsn, phoneDisplay, shownContactPoints, ssnLast4, ssnOf } from './contact-display';

describe('phoneDisplay (SPEC §3)', () => {
  it('labels work with its extension, temp as Other, fax after the number', () => {
    expect(phoneDisplay({ system: 'phone', value: '8135550100', use: 'work', extension: '12' })).toBe('(Work) (813) 555-0100 ext.12');
    expect(phoneDisplay({ system: 'phone', value: '8135550100', use: 'work' })).toBe('(Work) (813) 555-0100');
    expect(phoneDisplay({ system: 'phone', value: '8135550100', use: 'temp' })).toBe('(Other) (813) 555-0100');
    expect(phoneDisplay({ system: 'fax', value: '8135550199' })).toBe('(813) 555-0199 (Fax)');
    expect(phoneDisplay({ system: 'phone', value: '8135550100', use: 'mobile' })).toBe('(813) 555-0100');
  });
});

describe('firstOfSystem', () => {
  it('is the first of a system by rank, or null', () => {
    const points = [
      { system: 'phone' as const, value: 'b', rank: 2 },
      { system: 'fax' as const, value: 'f' },
      { system: 'phone' as const, value: 'a', rank: 1 },
    ];
    expect(firstOfSystem(points, 'phone')?.value).toBe('a');
    expect(firstOfSystem(points, 'fax')?.value).toBe('f');
    expect(firstOfSystem(points, 'email')).toBeNull();
  });
});

describe('shownContactPoints (SPEC §3 only the first of each system unless all phones are requested)', () => {
  const points = [
    { system: 'email' as const, value: 'a@x.example' },
    { system: 'phone' as const, value: 'home', rank: 2 },
    { system: 'phone' as const, value: 'mobile', rank: 1 },
    { system: 'email' as const, value: 'b@x.example' },
    { system: 'fax' as const, value: 'fax' },
  ];

  it('shows the first phone, email and fax', () => {
    expect(shownContactPoints(points).map((p) => p.value)).toEqual(['mobile', 'a@x.example', 'fax']);
  });

  it('shows every phone, in rank order, when all phones are requested', () => {
    expect(shownContactPoints(points, { allPhones: true }).map((p) => p.value)).toEqual(['mobile', 'home', 'a@x.example', 'fax']);
  });
});

describe('SSN (SPEC §3 type SB, §5 XXX-XX-####)', () => {
  it('finds the SSN identifier and shows only its last 4 digits', () => {
    const ssn = ssnOf([
      { value: 'MRN1', use: 'usual' },
      { value: '123-45-6789', type: { coding: [{ code: 'SB' }] } },
    ]);
    expect(ssn?.value).toBe('123-45-6789');
    expect(ssnLast4(ssn?.value)).toBe('6789');
    expect(maskedSsn('6789')).toBe('XXX-XX-6789');
  });

  it('shows nothing for a missing or short SSN', () => {
    expect(ssnOf([{ value: 'MRN1' }])).toBeNull();
    expect(ssnLast4('12')).toBeNull();
    expect(maskedSsn(null)).toBeNull();
    expect(maskedSsn('12a4')).toBeNull();
  });
});
