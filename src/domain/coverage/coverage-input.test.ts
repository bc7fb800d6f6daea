import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { AuthorizationInput, CoverageInput, INVALID_DATE_RANGE } from './coverage-input';

const INSURER = '6f1d7a52-3c0e-4d8b-9a0f-2b9a1c3d4e5f';

const coverage = (over: Record<string, unknown> = {}) => ({
  insurerId: INSURER,
  memberId: 'ABC123456',
  order: '1',
  status: 'active',
  approval: 'approved',
  effectiveDate: '01/15/2026',
  ...over,
});

/** The first issue's message and dotted path. */
const issue = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : { message: result.issues[0].message, path: v.getDotPath(result.issues[0]) };
};

describe('CoverageInput (SPEC §3 fields, §5 words)', () => {
  it('parses a form: numbers from text, dates to calendar dates, empty optional fields to empty or null', () => {
    expect(v.parse(CoverageInput, coverage({ copay: '25.50', deductible: 1500, coinsurance: '' }))).toEqual({
      insurerId: INSURER,
      memberId: 'ABC123456',
      order: 1,
      status: 'active',
      approval: 'approved',
      type: '',
      planType: '',
      groupNumber: '',
      groupName: '',
      planName: '',
      copay: 25.5,
      deductible: 1500,
      coinsurance: null,
      effectiveDate: '2026-01-15',
      terminationDate: '',
      subscriberName: '',
      subscriberRelationship: '',
    });
  });

  it('takes the priority as a number too (GraphQL Int), and only Primary(1) or Secondary(2)', () => {
    expect(v.parse(CoverageInput, coverage({ order: 2 })).order).toBe(2);
    expect(issue(CoverageInput, coverage({ order: 3 }))).toEqual({ message: MESSAGES.incorrectValue, path: 'order' });
    expect(issue(CoverageInput, coverage({ order: '' }))).toEqual({ message: MESSAGES.required, path: 'order' });
  });

  it('names each required field', () => {
    for (const field of ['insurerId', 'memberId', 'status', 'approval', 'effectiveDate']) {
      expect(issue(CoverageInput, coverage({ [field]: '' })), field).toEqual({ message: MESSAGES.required, path: field });
    }
  });

  it("DESIGN §5: names and plan fields of only blanks are empty (never stored), dates stay in a clinic's range", () => {
    const blanks = v.parse(
      CoverageInput,
      coverage({ groupName: '   ', planName: '\u200b\u200b', subscriberName: '\u3164', terminationDate: '' }),
    );
    expect([blanks.groupName, blanks.planName, blanks.subscriberName]).toEqual(['', '', '']);
    expect(issue(CoverageInput, coverage({ memberId: '\u200b' }))).toEqual({ message: MESSAGES.required, path: 'memberId' });
    expect(issue(CoverageInput, coverage({ subscriberName: 'Ann\ud800' }))).toEqual({
      message: MESSAGES.incorrectValue,
      path: 'subscriberName',
    });
    expect(issue(CoverageInput, coverage({ effectiveDate: '9999-12-31' }))?.path).toBe('effectiveDate');
    expect(issue(CoverageInput, coverage({ terminationDate: '3000-01-01' }))?.path).toBe('terminationDate');
  });

  it('refuses values outside their lists and malformed numbers', () => {
    expect(issue(CoverageInput, coverage({ status: 'deleted' }))?.path).toBe('status');
    expect(issue(CoverageInput, coverage({ type: 'lottery' }))?.path).toBe('type');
    expect(issue(CoverageInput, coverage({ memberId: 'AB 12' }))).toEqual({ message: MESSAGES.incorrectValue, path: 'memberId' });
    expect(issue(CoverageInput, coverage({ memberId: 'A'.repeat(31) }))?.path).toBe('memberId');
    expect(issue(CoverageInput, coverage({ insurerId: 'not-an-id' }))?.path).toBe('insurerId');
    expect(issue(CoverageInput, coverage({ copay: -1 }))?.path).toBe('copay');
    expect(issue(CoverageInput, coverage({ copay: '12.345' }))?.path).toBe('copay');
    expect(issue(CoverageInput, coverage({ coinsurance: 101 }))?.path).toBe('coinsurance');
    expect(issue(CoverageInput, coverage({ deductible: 'lots' }))?.path).toBe('deductible');
  });

  it("a termination date before the effective date is 'Invalid date range' on the termination date", () => {
    expect(issue(CoverageInput, coverage({ terminationDate: '01/14/2026' }))).toEqual({
      message: INVALID_DATE_RANGE,
      path: 'terminationDate',
    });
    expect(v.parse(CoverageInput, coverage({ terminationDate: '2026-01-15' })).terminationDate).toBe('2026-01-15');
  });
});

describe('AuthorizationInput', () => {
  const auth = (over: Record<string, unknown> = {}) => ({
    number: 'AUTH-1001',
    coverageId: INSURER,
    status: 'active',
    periodStart: '2026-03-01',
    ...over,
  });

  it('parses whole visit counts and an open end', () => {
    expect(v.parse(AuthorizationInput, auth({ visitsAllowed: '12', visitsUsed: 0 }))).toMatchObject({
      number: 'AUTH-1001',
      status: 'active',
      periodStart: '2026-03-01',
      periodEnd: '',
      visitsAllowed: 12,
      visitsUsed: 0,
      unitsAllowed: null,
    });
  });

  it('refuses a fractional visit count, an unknown status and an end before the start', () => {
    expect(issue(AuthorizationInput, auth({ visitsAllowed: 1.5 }))?.path).toBe('visitsAllowed');
    expect(issue(AuthorizationInput, auth({ status: 'approved' }))?.path).toBe('status');
    expect(issue(AuthorizationInput, auth({ periodEnd: '2026-02-01' }))).toEqual({ message: INVALID_DATE_RANGE, path: 'periodEnd' });
    expect(issue(AuthorizationInput, auth({ number: '' }))).toEqual({ message: MESSAGES.required, path: 'number' });
  });
});
