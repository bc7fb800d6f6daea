import { describe, expect, it } from 'vitest';
import { admissionChangeTask } from './admission-tasks';

describe('admissionChangeTask', () => {
  it('leaves the case managers a task for a hold (naming its reason), a readmit and a cancel', () => {
    expect(admissionChangeTask('hold', 'hospitalized')).toEqual({
      title: 'Admission on hold (Hospitalized): follow up with the patient',
      priority: 'urgent',
      dueInDays: 2,
    });
    expect(admissionChangeTask('hold', null)?.title).toBe('Admission on hold: follow up with the patient');
    expect(admissionChangeTask('readmit', null)?.priority).toBe('urgent');
    expect(admissionChangeTask('cancel', null)?.title).toBe('Admission cancelled: close the open orders and visits');
  });

  it('leaves none when a hold ends', () => {
    expect(admissionChangeTask('resume', null)).toBeNull();
    expect(admissionChangeTask('remove-hold', null)).toBeNull();
  });
});
