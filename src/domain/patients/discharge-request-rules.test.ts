import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ADMISSION_STATUSES } from '../resources';
import { DISCHARGE_OPTION_CODES, DISCHARGE_REQUEST_STATUSES, DISPOSITION_CODES } from './discharge-request';
import { DischargeRequestEditInput, DischargeRequestInput } from './discharge-request-input';
import {
  admissionAfterRequest,
  DISCHARGE_OPTIONS,
  DISPOSITIONS,
  dischargeOptionLabel,
  dischargeRequestStatusStyle,
  dispositionLabel,
  isOpenRequest,
  mayFileDischargeRequest,
  nextRequestStatuses,
} from './discharge-request-rules';

describe('discharge request words (SPEC §3)', () => {
  it('labels every status, disposition and discharge option, in SPEC order', () => {
    expect(DISCHARGE_REQUEST_STATUSES.map((s) => dischargeRequestStatusStyle(s).label)).toEqual([
      'Requested',
      'Confirmed',
      'Cancelled',
      'Pending',
    ]);
    expect(DISPOSITIONS.map((d) => d.code)).toEqual([...DISPOSITION_CODES]);
    expect(DISCHARGE_OPTIONS.map((d) => d.code)).toEqual([...DISCHARGE_OPTION_CODES]);
    expect(dispositionLabel('snf')).toBe('Skilled nursing facility (SNF)');
    expect(dispositionLabel('home-health')).toBe('Home health');
    expect(dischargeOptionLabel('end-hh-service')).toBe('End home health service');
    expect(dischargeOptionLabel(null)).toBeNull();
    // No raw code reads as a label.
    for (const d of [...DISPOSITIONS, ...DISCHARGE_OPTIONS]) expect(d.label).not.toBe(d.code);
    expect(dischargeRequestStatusStyle('nope')).toEqual({ label: 'nope', color: 'gray' });
  });
});

describe('discharge request transitions (SPEC §4)', () => {
  it('files a request only on an active admission', () => {
    expect(ADMISSION_STATUSES.filter(mayFileDischargeRequest)).toEqual(['active']);
  });

  it('an open request (requested, Pending) may become any status; a confirmed or cancelled one nothing', () => {
    expect(isOpenRequest('requested')).toBe(true);
    expect(isOpenRequest('Pending')).toBe(true);
    expect(nextRequestStatuses('requested')).toEqual(['requested', 'Pending', 'confirmed', 'cancelled']);
    expect(nextRequestStatuses('confirmed')).toEqual([]);
    expect(nextRequestStatuses('cancelled')).toEqual([]);
  });

  it('confirming discharges the admission, cancelling makes it active again, Pending changes nothing', () => {
    expect(admissionAfterRequest('discharge-ordered', 'requested', 'confirmed')).toBe('discharged');
    expect(admissionAfterRequest('discharge-ordered', 'Pending', 'cancelled')).toBe('active');
    expect(admissionAfterRequest('discharge-ordered', 'requested', 'Pending')).toBeNull();
    expect(admissionAfterRequest('discharge-ordered', 'requested', 'requested')).toBeNull();
    // An admission that is no longer discharge-ordered is left as it is.
    expect(admissionAfterRequest('active', 'requested', 'confirmed')).toBeNull();
  });
});

describe('discharge request fields (SPEC §5)', () => {
  const good = { requestedDate: '06/30/2026', disposition: 'pcp', dischargeOption: '', reason: '  Wound   healed ', notes: '' };
  const messages = (schema: v.GenericSchema, input: unknown) =>
    Object.fromEntries((v.safeParse(schema, input).issues ?? []).map((i) => [v.getDotPath(i), i.message]));

  it('parses the form: the date as YYYY-MM-DD, text trimmed and collapsed, nothing chosen as empty', () => {
    expect(v.parse(DischargeRequestInput, good)).toEqual({
      requestedDate: '2026-06-30',
      disposition: 'pcp',
      dischargeOption: '',
      reason: 'Wound healed',
      notes: '',
    });
  });

  it("says 'This field is required' for the date, disposition and reason, 'This field has incorrect value' for unknown codes", () => {
    expect(messages(DischargeRequestInput, {})).toEqual({
      requestedDate: 'This field is required',
      disposition: 'This field is required',
      reason: 'This field is required',
    });
    expect(messages(DischargeRequestInput, { ...good, disposition: 'moon', dischargeOption: 'x' })).toEqual({
      disposition: 'This field has incorrect value',
      dischargeOption: 'This field has incorrect value',
    });
    expect(messages(DischargeRequestInput, { ...good, requestedDate: '02/30/2026' })).toEqual({ requestedDate: 'Invalid date' });
    expect(messages(DischargeRequestInput, { ...good, notes: 'x'.repeat(10_001) })).toEqual({ notes: 'This field has incorrect value' });
  });

  it('an edit also needs a known status', () => {
    expect(messages(DischargeRequestEditInput, { ...good, status: '' })).toEqual({ status: 'This field is required' });
    expect(messages(DischargeRequestEditInput, { ...good, status: 'approved' })).toEqual({ status: 'This field has incorrect value' });
    expect(v.parse(DischargeRequestEditInput, { ...good, status: 'Pending' }).status).toBe('Pending');
  });
});
