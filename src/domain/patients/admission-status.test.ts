import { describe, expect, it } from 'vitest';
import { ADMISSION_STATUSES } from '../resources';
import { ADMISSION_FILTERS, admissionColor, admissionLabel, admissionStatusesOf } from './admission-status';

describe('admission labels and colours (SPEC §4)', () => {
  it('labels each status', () => {
    expect(admissionLabel('onhold-planned')).toBe('Planned - on hold');
    expect(admissionLabel('planned-scheduled')).toBe('Planned (Scheduled)');
    expect(admissionLabel('onhold-active')).toBe('Active - on hold');
    expect(admissionLabel('discharge-ordered')).toBe('Discharge pending');
    expect(admissionLabel('discharged')).toBe('Discharged');
    for (const status of ADMISSION_STATUSES) expect(admissionLabel(status)).toBeTruthy();
  });

  it('colours active teal, discharge pending orange, discharged grey, planned blue, other orange', () => {
    expect(admissionColor('active')).toBe('teal');
    expect(admissionColor('discharge-ordered')).toBe('orange');
    expect(admissionColor('discharged')).toBe('gray');
    expect(admissionColor('planned')).toBe('blue');
    expect(admissionColor('planned-scheduled')).toBe('blue');
    expect(admissionColor('onhold-active')).toBe('orange');
    expect(admissionColor('cancelled')).toBe('orange');
  });
});

describe('admission filters of the patient list (SPEC §3)', () => {
  it("keeps SPEC's labels and order", () => {
    expect(ADMISSION_FILTERS.map((f) => f.label)).toEqual([
      'Planned',
      'Active (includes Discharge Pending)',
      'Active - on hold',
      'Planned - on hold',
    ]);
  });

  it('reads every patient when none is chosen, and the union of the chosen ones', () => {
    expect(admissionStatusesOf([])).toBeNull();
    expect(admissionStatusesOf(['active'])).toEqual(['active', 'discharge-ordered']);
    expect(admissionStatusesOf(['planned', 'planned-on-hold'])).toEqual(['planned', 'planned-scheduled', 'onhold-planned', 'waitlist']);
  });

  it('puts no status under two filters, and never a finished admission', () => {
    const all = ADMISSION_FILTERS.flatMap((f) => [...f.statuses]);
    expect(new Set(all).size).toBe(all.length);
    for (const ended of ['discharged', 'finished', 'cancelled'] as const) expect(all).not.toContain(ended);
  });
});

describe('hold reasons (SPEC §3)', () => {
  it('labels each reason, every hospitalized-* as Hospitalized', async () => {
    const { holdReasonLabel } = await import('./admission-status');
    expect(holdReasonLabel('not-eligible')).toBe('Eligibility');
    expect(holdReasonLabel('awaiting-authorization-financial')).toBe('Authorization');
    expect(holdReasonLabel('hospitalized-er')).toBe('Hospitalized');
    expect(holdReasonLabel('patient-unavailable')).toBe('Unavailable');
    expect(holdReasonLabel('lack-of-clinician-capacity')).toBe('Capacity');
    expect(holdReasonLabel('pending-disposition')).toBe('Pending');
    expect(holdReasonLabel('other')).toBe('Other');
    expect(holdReasonLabel(null)).toBeNull();
  });
});
