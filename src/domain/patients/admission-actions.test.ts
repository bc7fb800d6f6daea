import { describe, expect, it } from 'vitest';
import { ADMISSION_STATUSES } from '../resources';
import { admissionActions, admissionTransition, HOLD_REASONS } from './admission-actions';
import { holdReasonLabel } from './admission-status';

describe('admission holds (SPEC §3/§4)', () => {
  it('offers a hold to planned and active admissions, Resume Admission and Remove hold to held ones, nothing to the rest', () => {
    expect(admissionActions('planned')).toEqual(['hold']);
    expect(admissionActions('planned-scheduled')).toEqual(['hold']);
    expect(admissionActions('active')).toEqual(['hold']);
    expect(admissionActions('onhold-active')).toEqual(['resume']);
    expect(admissionActions('onhold-hospitalized')).toEqual(['resume']);
    expect(admissionActions('onhold-planned')).toEqual(['remove-hold']);
    expect(admissionActions('waitlist')).toEqual(['remove-hold']);
    for (const ended of ['discharge-ordered', 'discharged', 'cancelled', 'finished'] as const) expect(admissionActions(ended)).toEqual([]);
  });

  it('holds a planned admission as Planned - on hold, an active one as Active - on hold (hospitalized apart)', () => {
    expect(admissionTransition('planned', 'hold', 'not-eligible')).toEqual({ ok: true, status: 'onhold-planned' });
    expect(admissionTransition('active', 'hold', 'patient-unavailable')).toEqual({ ok: true, status: 'onhold-active' });
    expect(admissionTransition('active', 'hold', 'hospitalized')).toEqual({ ok: true, status: 'onhold-hospitalized' });
  });

  it('resumes to active and removes a planned hold to planned', () => {
    expect(admissionTransition('onhold-active', 'resume', null)).toEqual({ ok: true, status: 'active' });
    expect(admissionTransition('waitlist', 'remove-hold', null)).toEqual({ ok: true, status: 'planned' });
  });

  it('needs a reason to hold, and refuses what the status does not allow', () => {
    expect(admissionTransition('active', 'hold', null)).toEqual({ ok: false, field: 'reason', message: 'This field is required' });
    for (const status of ADMISSION_STATUSES) {
      for (const action of ['hold', 'resume', 'remove-hold'] as const) {
        const result = admissionTransition(status, action, 'other');
        expect(result.ok, `${status} ${action}`).toBe(admissionActions(status).includes(action));
      }
    }
  });

  it('labels every reason as the admission list shows it', () => {
    for (const r of HOLD_REASONS) expect(holdReasonLabel(r.code)).toBe(r.label);
  });
});
