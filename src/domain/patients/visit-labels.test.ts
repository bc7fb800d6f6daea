import { describe, expect, it } from 'vitest';
import { appointmentStatusStyle } from '../appointment-status';
import { deliveryTypeLabel, encounterStateStyle, visitTypeName } from './visit-labels';

describe('visit words of the chart (SPEC §3 Encounter, Appointment)', () => {
  it('names visit types with their short code', () => {
    expect(visitTypeName('soc-patient')).toBe('Start of Care (SOC)');
    expect(visitTypeName('follow-up')).toBe('Follow-up (FU)');
    expect(visitTypeName('re-admit')).toBe('Re-admit (RE/RA)');
    expect(visitTypeName('mystery')).toBe('mystery');
  });

  it('words the delivery types', () => {
    expect(deliveryTypeLabel('in-person')).toBe('In person');
    expect(deliveryTypeLabel('telehealth')).toBe('Telehealth');
  });

  it('labels and colours encounter states: the workflow state first, cancelled whatever it was', () => {
    expect(encounterStateStyle({ status: 'planned' })).toEqual({ label: 'Not started', color: 'blue' });
    expect(encounterStateStyle({ status: 'in-progress', stateText: 'Checked-in' })).toEqual({ label: 'Checked in', color: 'teal' });
    expect(encounterStateStyle({ status: 'finished', stateText: 'eSigned' })).toEqual({ label: 'Signed', color: 'green' });
    expect(encounterStateStyle({ status: 'finished', stateText: 'amendmentInprogress' })).toEqual({
      label: 'Amendment in progress',
      color: 'grape',
    });
    expect(encounterStateStyle({ status: 'cancelled', stateText: 'Checked-in' })).toEqual({ label: 'Canceled', color: 'gray' });
  });

  it("uses SPEC §3's appointment labels (booked is Confirmed, noshow Missed, waitlist Rescheduled, loading Pending)", () => {
    expect(appointmentStatusStyle('booked').label).toBe('Confirmed');
    expect(appointmentStatusStyle('noshow').label).toBe('Missed');
    expect(appointmentStatusStyle('waitlist').label).toBe('Rescheduled');
    expect(appointmentStatusStyle('loading').label).toBe('Pending');
    expect(appointmentStatusStyle('cancelled').label).toBe('Canceled');
    expect(appointmentStatusStyle('error').label).toBe('Attention');
  });
});
