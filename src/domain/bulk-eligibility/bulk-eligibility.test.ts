import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BulkEligibilityFilters,
  describeFilters,
  emptyCounts,
  itemOutcome,
  needsPccTask,
  progressPercent,
  runStatusOf,
  staleBefore,
} from './bulk-eligibility';

describe('bulk eligibility filters', () => {
  it('defaults to every insurer and market, any admission status, only coverages due (SPEC §9 60 days)', () => {
    expect(v.parse(BulkEligibilityFilters, {})).toEqual({ payerId: null, marketId: null, admissionStatuses: [], staleOnly: true });
    expect(v.parse(BulkEligibilityFilters, { payerId: '', marketId: null }).payerId).toBeNull();
  });
  it('refuses what is not an id or one of SPEC §3 admission filters, in words', () => {
    const payer = v.safeParse(BulkEligibilityFilters, { payerId: 'Aetna' });
    expect(payer.success).toBe(false);
    expect(payer.issues?.[0]?.message).toBe('Choose an insurer from the list.');
    expect(v.safeParse(BulkEligibilityFilters, { admissionStatuses: ['discharged'] }).success).toBe(false);
    expect(v.parse(BulkEligibilityFilters, { admissionStatuses: ['active'], staleOnly: false }).admissionStatuses).toEqual(['active']);
  });
  it('reads under the run', () => {
    expect(describeFilters({ payerId: null, marketId: null, admissionStatuses: [], staleOnly: true }, {})).toBe(
      'Every insurer · Every market · Any admission status · Not checked in the last 60 days',
    );
    expect(
      describeFilters(
        { payerId: null, marketId: null, admissionStatuses: ['active'], staleOnly: false },
        { payer: 'Aetna', market: 'FL', admissionLabels: ['Active'] },
      ),
    ).toBe('Insurer Aetna · Market FL · Active');
  });
  it('puts the cut-off 60 days back', () => {
    expect(staleBefore(new Date('2026-03-02T12:00:00Z')).toISOString()).toBe('2026-01-01T12:00:00.000Z');
  });
});

describe('an item outcome', () => {
  it('reads errors as SPEC §8 says: prefix removed, capitalised, joined by commas', () => {
    const outcome = itemOutcome({
      outcome: 'error',
      inforce: null,
      errors: [{ display: 'Error: invalid/missing subscriber/insured ID' }, { display: 'Error: invalid/missing subscriber/insured name' }],
    });
    expect(outcome).toEqual({ status: 'error', message: 'Invalid/missing subscriber/insured ID, Invalid/missing subscriber/insured name' });
  });
  it('tells an inactive coverage from an active one', () => {
    expect(itemOutcome({ outcome: 'complete', inforce: false, errors: [] }).status).toBe('inactive');
    expect(itemOutcome({ outcome: 'complete', inforce: true, errors: [] })).toEqual({ status: 'active', message: null });
    expect(itemOutcome({ outcome: 'complete', inforce: null, errors: [] }).status).toBe('active');
  });
  it('leaves PCC a task for an answer that is a problem, not for an active coverage or a check never answered', () => {
    expect(needsPccTask('active')).toBe(false);
    expect(needsPccTask('pending')).toBe(false);
    expect(needsPccTask('failed')).toBe(false);
    expect(needsPccTask('inactive') && needsPccTask('error')).toBe(true);
  });
});

describe('a run progress', () => {
  it('is queued, running, then completed', () => {
    const counts = { ...emptyCounts(), total: 4, pending: 4 };
    expect(runStatusOf(counts)).toBe('queued');
    expect(progressPercent(counts)).toBe(0);
    const half = { ...counts, pending: 2, active: 1, error: 1 };
    expect(runStatusOf(half)).toBe('running');
    expect(progressPercent(half)).toBe(50);
    expect(runStatusOf({ ...counts, pending: 0, failed: 4 })).toBe('completed');
    expect(progressPercent(emptyCounts())).toBe(100);
  });
});
