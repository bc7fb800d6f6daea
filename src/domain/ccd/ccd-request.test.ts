import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CCD_RANGE_MESSAGES, CCD_REFUSALS, CcdRequestFormSchema, ccdRangeLabel, ccdRefusal, inCcdRange } from './ccd-request';

describe('canGenenerateCCD (ccdRefusal)', () => {
  const base = { admissionStatus: 'active', signedEncounters: 1, pendingRequests: 0 };
  it('allows an admission with a signed encounter and nothing being generated', () => {
    expect(ccdRefusal(base)).toBeNull();
  });
  it('says why not, in order: no admission, cancelled, no signed encounter, one being generated', () => {
    expect(ccdRefusal({ ...base, admissionStatus: null })).toBe(CCD_REFUSALS.noAdmission);
    expect(ccdRefusal({ ...base, admissionStatus: 'cancelled', signedEncounters: 0 })).toBe(CCD_REFUSALS.cancelled);
    expect(ccdRefusal({ ...base, signedEncounters: 0, pendingRequests: 1 })).toBe(CCD_REFUSALS.noEncounter);
    expect(ccdRefusal({ ...base, pendingRequests: 1 })).toBe(CCD_REFUSALS.pending);
  });
  it('allows a discharged admission (its record is whole)', () => {
    expect(ccdRefusal({ ...base, admissionStatus: 'discharged' })).toBeNull();
  });
});

describe('the request form', () => {
  const parse = (start: string, end: string) => v.safeParse(CcdRequestFormSchema, { start, end });
  it('takes no dates (the whole admission), one end, or both in order, in either date format', () => {
    expect(parse('', '').output).toEqual({ start: '', end: '' });
    expect(parse('10/01/2026', '').output).toEqual({ start: '2026-10-01', end: '' });
    expect(parse('2026-10-01', '2026-10-01').success).toBe(true);
  });
  it('refuses an end before the start on the end field, and a date that is none', () => {
    const backwards = parse('2026-10-20', '2026-10-01');
    expect(backwards.success).toBe(false);
    expect(backwards.issues?.[0]?.message).toBe(CCD_RANGE_MESSAGES.order);
    expect(v.getDotPath(backwards.issues?.[0] ?? ({} as never))).toBe('end');
    expect(parse('2026-02-30', '').success).toBe(false);
  });
});

describe('the range', () => {
  it('keeps the moments of its days, both ends inclusive; no range keeps everything', () => {
    const range = { start: '2026-10-10', end: '2026-10-31' };
    expect(inCcdRange('2026-10-10T00:00:00Z', range)).toBe(true);
    expect(inCcdRange('2026-10-31T23:59:00Z', range)).toBe(true);
    expect(inCcdRange('2026-11-01T00:00:00Z', range)).toBe(false);
    expect(inCcdRange(undefined, range)).toBe(false);
    expect(inCcdRange(undefined, { start: null, end: null })).toBe(true);
  });
  it('reads as the list shows it', () => {
    const f = (d: string) => d;
    expect(ccdRangeLabel({ start: null, end: null }, f)).toBe('All dates');
    expect(ccdRangeLabel({ start: '2026-10-01', end: null }, f)).toBe('From 2026-10-01');
    expect(ccdRangeLabel({ start: null, end: '2026-10-31' }, f)).toBe('Up to 2026-10-31');
    expect(ccdRangeLabel({ start: '2026-10-01', end: '2026-10-31' }, f)).toBe('2026-10-01 – 2026-10-31');
  });
});
