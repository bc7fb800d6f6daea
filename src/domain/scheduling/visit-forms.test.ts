import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BookVisitForm, RescheduleVisitForm, toInstants } from './visit-forms';

const book = {
  patientId: 'p1',
  appointmentType: 'soc-patient',
  date: '2026-11-30',
  start: '09:00',
  end: '10:00',
  asap: false,
  overrideReason: '',
};

describe('visit forms (SPEC §4, §5)', () => {
  it('books a visit whose end is after its start', () => {
    expect(v.safeParse(BookVisitForm, book).success).toBe(true);
  });

  it("says 'Invalid time range.' on the end when it is not after the start", () => {
    const result = v.safeParse(BookVisitForm, { ...book, end: '09:00' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('Invalid time range.');
    expect(v.getDotPath(result.issues?.[0] as never)).toBe('end');
  });

  it('needs a patient and a reason to reschedule', () => {
    expect(v.safeParse(BookVisitForm, { ...book, patientId: '' }).issues?.[0]?.message).toBe('This field is required');
    const noReason = v.safeParse(RescheduleVisitForm, {
      date: '2026-11-30',
      start: '09:00',
      end: '10:00',
      reason: '  ',
      overrideReason: '',
    });
    expect(noReason.issues?.[0]?.message).toBe('This field is required');
  });

  it('turns the clinician’s local times into instants across a daylight-saving change', () => {
    expect(toInstants({ date: '2026-10-30', start: '08:00', end: '09:00' }, 'America/New_York').start).toBe('2026-10-30T12:00:00.000Z');
    expect(toInstants({ date: '2026-11-02', start: '08:00', end: '09:00' }, 'America/New_York').start).toBe('2026-11-02T13:00:00.000Z');
  });
});
