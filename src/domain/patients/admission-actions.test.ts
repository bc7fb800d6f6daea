import { describe, expect, it } from 'vitest';
import { ADMISSION_STATUSES } from '../resources';
import {
  ADMISSION_ACTION_LABELS,
  ADMISSION_ACTIONS,
  admissionActions,
  admissionTransition,
  HOLD_REASONS,
  READMIT_REASONS,
  readmitReasonLabel,
} from './admission-actions';
import { holdReasonLabel } from './admission-status';

describe('admission holds (SPEC §3/§4)', () => {
  it('offers a hold to planned and active admissions, Resume Admission and Remove hold to held ones, nothing to the rest', () => {
    expect(admissionActions('planned')).toEqual(['hold', 'cancel']);
    expect(admissionActions('planned-scheduled')).toEqual(['hold', 'cancel']);
    expect(admissionActions('active')).toEqual(['hold']);
    expect(admissionActions('onhold-active')).toEqual(['resume']);
    expect(admissionActions('onhold-hospitalized')).toEqual(['resume']);
    expect(admissionActions('onhold-planned')).toEqual(['remove-hold', 'cancel']);
    expect(admissionActions('waitlist')).toEqual(['remove-hold', 'cancel']);
    for (const closed of ['discharge-ordered', 'cancelled'] as const) expect(admissionActions(closed)).toEqual([]);
  });

  it('offers Readmit to a discharged or finished admission, and SPEC §4 names the actions', () => {
    expect(admissionActions('discharged')).toEqual(['readmit']);
    expect(admissionActions('finished')).toEqual(['readmit']);
    expect(ADMISSION_ACTION_LABELS).toEqual({
      hold: 'Put on hold',
      resume: 'Resume Admission',
      'remove-hold': 'Remove hold',
      readmit: 'Readmit',
      cancel: 'Cancel admission',
    });
  });

  it('cancels an admission not yet started with a cancellation reason; a started one cannot be', () => {
    expect(admissionTransition('planned', 'cancel', { cancellationReason: 'patient-declined' })).toEqual({ ok: true, status: 'cancelled' });
    expect(admissionTransition('waitlist', 'cancel', { cancellationReason: 'other' })).toEqual({ ok: true, status: 'cancelled' });
    expect(admissionTransition('planned', 'cancel', { cancellationReason: ' ' })).toEqual({
      ok: false,
      field: 'cancellationReason',
      message: 'This field is required',
    });
    expect(admissionTransition('active', 'cancel', { cancellationReason: 'other' })).toMatchObject({ ok: false, field: 'action' });
    expect(admissionTransition('cancelled', 'cancel', { cancellationReason: 'other' })).toMatchObject({ ok: false, field: 'action' });
  });

  it('readmits as planned with a readmit reason; Other needs its text (SPEC §3 readmit with other-text)', () => {
    expect(admissionTransition('discharged', 'readmit', { readmitReason: 'new-wound' })).toEqual({ ok: true, status: 'planned' });
    expect(admissionTransition('discharged', 'readmit', {})).toEqual({
      ok: false,
      field: 'readmitReason',
      message: 'This field is required',
    });
    expect(admissionTransition('discharged', 'readmit', { readmitReason: 'other', readmitText: '  ' })).toEqual({
      ok: false,
      field: 'readmitText',
      message: 'This field is required',
    });
    expect(admissionTransition('finished', 'readmit', { readmitReason: 'other', readmitText: 'Fell at home' })).toEqual({
      ok: true,
      status: 'planned',
    });
    expect(admissionTransition('active', 'readmit', { readmitReason: 'new-wound' }).ok).toBe(false);
  });

  it('words a readmit reason, Other by its text', () => {
    for (const r of READMIT_REASONS) expect(readmitReasonLabel(r.code)).toBe(r.label);
    expect(readmitReasonLabel('other', 'Fell at home')).toBe('Fell at home');
    expect(readmitReasonLabel(null)).toBeNull();
  });

  it('holds a planned admission as Planned - on hold, an active one as Active - on hold (hospitalized apart)', () => {
    expect(admissionTransition('planned', 'hold', { reason: 'not-eligible' })).toEqual({ ok: true, status: 'onhold-planned' });
    expect(admissionTransition('active', 'hold', { reason: 'patient-unavailable' })).toEqual({ ok: true, status: 'onhold-active' });
    expect(admissionTransition('active', 'hold', { reason: 'hospitalized' })).toEqual({ ok: true, status: 'onhold-hospitalized' });
  });

  it('resumes to active and removes a planned hold to planned', () => {
    expect(admissionTransition('onhold-active', 'resume')).toEqual({ ok: true, status: 'active' });
    expect(admissionTransition('waitlist', 'remove-hold')).toEqual({ ok: true, status: 'planned' });
  });

  it('needs a reason to hold, and refuses what the status does not allow', () => {
    expect(admissionTransition('active', 'hold', { reason: null })).toEqual({
      ok: false,
      field: 'reason',
      message: 'This field is required',
    });
    for (const status of ADMISSION_STATUSES) {
      for (const action of ADMISSION_ACTIONS) {
        const result = admissionTransition(status, action, { reason: 'other', readmitReason: 'new-wound', cancellationReason: 'other' });
        expect(result.ok, `${status} ${action}`).toBe(admissionActions(status).includes(action));
      }
    }
  });

  it('labels every reason as the admission list shows it', () => {
    for (const r of HOLD_REASONS) expect(holdReasonLabel(r.code)).toBe(r.label);
  });
});
