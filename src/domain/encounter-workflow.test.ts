import { describe, expect, it } from 'vitest';
import {
  applyWorkflow,
  appointmentStatusFor,
  type EncounterSnapshot,
  encounterState,
  WORKFLOW_MESSAGES,
  WorkflowError,
} from './encounter-workflow';

const planned: EncounterSnapshot = { status: 'planned' };
const at = (h: number) => `2026-11-21T${String(h).padStart(2, '0')}:00:00.000Z`;

describe('encounter workflow (SPEC §4)', () => {
  it('a visit without an encounter allows only check-in', () => {
    expect(encounterState(null)).toMatchObject({ allowCheckIn: true, allowCheckout: false, allowESign: false, allowCancel: false });
  });

  it('runs check-in → check-out → e-sign → amend → e-sign', () => {
    const checkedIn = applyWorkflow(planned, { type: 'checkIn', at: at(9) });
    expect(checkedIn).toMatchObject({ status: 'in-progress', stateText: 'Checked-in', checkedInAt: at(9) });
    expect(encounterState(checkedIn)).toMatchObject({
      allowCheckIn: false,
      allowCheckout: true,
      allowUndoCheckIn: true,
      allowESign: false,
    });
    const out = applyWorkflow(checkedIn, { type: 'checkOut', at: at(10) });
    expect(out).toMatchObject({ status: 'finished', stateText: 'checkedOut', checkedOutAt: at(10) });
    expect(encounterState(out)).toMatchObject({ allowESign: true, allowCheckout: false, allowCancel: false, allowAmend: false });
    const signed = applyWorkflow(out, { type: 'esign', at: at(11) });
    expect(signed).toMatchObject({ stateText: 'eSigned', signedAt: at(11) });
    expect(encounterState(signed)).toMatchObject({ allowESign: false, allowAmend: true });
    const amending = applyWorkflow(signed, { type: 'amend', reason: 'typo' });
    expect(amending).toMatchObject({ stateText: 'amendmentInprogress', amendReason: 'typo' });
    expect(applyWorkflow(amending, { type: 'esign', at: at(12) }).stateText).toBe('eSigned');
  });

  it('refuses a check-out before the check-in time with the spec message', () => {
    const checkedIn = applyWorkflow(planned, { type: 'checkIn', at: at(9) });
    expect(() => applyWorkflow(checkedIn, { type: 'checkOut', at: at(8) })).toThrow(WORKFLOW_MESSAGES.checkoutBeforeCheckin);
  });

  it('refuses check-out before check-in and e-sign of a cancelled encounter', () => {
    expect(() => applyWorkflow(planned, { type: 'checkOut', at: at(9) })).toThrow(WorkflowError);
    const cancelled = applyWorkflow(planned, { type: 'cancel', reason: 'Error' });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'Error' });
    expect(() => applyWorkflow(cancelled, { type: 'esign', at: at(9) })).toThrow(WorkflowError);
    expect(encounterState(cancelled)).toMatchObject({ allowCheckIn: false, allowESign: false, allowCancel: false, allowAmend: false });
  });

  it('undo check-in returns to planned; amend only once signed', () => {
    const checkedIn = applyWorkflow(planned, { type: 'checkIn', at: at(9) });
    expect(applyWorkflow(checkedIn, { type: 'undoCheckIn' })).toMatchObject({ status: 'planned', stateText: null, checkedInAt: null });
    expect(() => applyWorkflow(checkedIn, { type: 'amend' })).toThrow(WorkflowError);
  });

  it('maps the encounter to the appointment status', () => {
    expect(appointmentStatusFor(planned, 'booked')).toBe('booked');
    expect(appointmentStatusFor({ status: 'in-progress', stateText: 'Checked-in' }, 'booked')).toBe('checked-in');
    expect(appointmentStatusFor({ status: 'finished', stateText: 'checkedOut' }, 'checked-in')).toBe('checked-out');
    expect(appointmentStatusFor({ status: 'finished', stateText: 'eSigned' }, 'checked-out')).toBe('signed');
    expect(appointmentStatusFor({ status: 'finished', stateText: 'amendmentInprogress' }, 'signed')).toBe('amendRequested');
    expect(appointmentStatusFor({ status: 'cancelled' }, 'booked')).toBe('cancelled');
    expect(appointmentStatusFor(planned, 'checked-in')).toBe('booked');
  });

  it("keeps the appointment amendRequested from a reviewer's request until the clinician signs again", () => {
    const requested = { status: 'finished', stateText: 'eSigned', signedAt: '2026-11-01T15:00:00Z', amendRequested: true } as const;
    expect(appointmentStatusFor(requested, 'signed')).toBe('amendRequested');
    const amending = applyWorkflow(requested, { type: 'amend', reason: 'Location corrected' });
    expect(appointmentStatusFor(amending, 'amendRequested')).toBe('amendRequested');
    const signedAgain = applyWorkflow(amending, { type: 'esign', at: '2026-11-03T09:00:00Z' });
    expect(signedAgain.amendRequested).toBe(false);
    expect(appointmentStatusFor(signedAgain, 'amendRequested')).toBe('signed');
  });
});
