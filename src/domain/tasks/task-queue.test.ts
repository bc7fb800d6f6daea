import { describe, expect, it } from 'vitest';
import { taskAgeBand, taskOriginOf } from './task-queue';

describe('taskAgeBand', () => {
  it('puts a task in the band of its whole days', () => {
    expect([0, 2, 3, 7, 8, 14, 15, 30, 31, 400].map(taskAgeBand)).toEqual([
      '0-2',
      '0-2',
      '3-7',
      '3-7',
      '8-14',
      '8-14',
      '15-30',
      '15-30',
      '31+',
      '31+',
    ]);
  });
});

describe('taskOriginOf', () => {
  it('reads the recorded origin, else an eligibility check from what the task is about, else by hand', () => {
    expect(taskOriginOf({ origin: 'admission' })).toBe('admission');
    expect(taskOriginOf({ focus: { reference: 'CoverageEligibilityResponse/1' } })).toBe('eligibility');
    expect(taskOriginOf({ origin: 'nonsense' })).toBe('manual');
    expect(taskOriginOf({})).toBe('manual');
  });
});
