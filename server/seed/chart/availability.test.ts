import { describe, expect, it } from 'vitest';
import { availabilityIssues } from '../../../src/domain/patients/availability.ts';
import type { Patient } from '../../../src/domain/resources.ts';
import type { SeedPatient } from '../patients.ts';
import { assignDemoAvailability } from './availability.ts';

const patients = (n: number): SeedPatient[] =>
  Array.from({ length: n }, (_, i) => ({
    patient: { id: `p-${i}`, active: true, name: [], gender: 'female', birthDate: '1950-01-01', telecom: [], address: [] } as Patient & {
      id: string;
    },
    place: {} as SeedPatient['place'],
  }));

describe('demo availability', () => {
  it('every kind appears, each one follows the rules, the dates are after today; the same every run', () => {
    const today = new Date('2026-03-10T12:00:00Z');
    const a = patients(400);
    const b = patients(400);
    assignDemoAvailability({ patients: a, today });
    assignDemoAvailability({ patients: b, today });
    expect(a.map((p) => p.patient.availability)).toEqual(b.map((p) => p.patient.availability));
    const types = new Set(a.map((p) => p.patient.availability?.type ?? 'unset'));
    expect([...types].sort()).toEqual(['GENERAL_AVAILABLE', 'PATIENT_ALWAYS_AVAILABLE', 'SPECIFIC_AVAILABLE', 'unset']);
    for (const { patient } of a) {
      if (!patient.availability) continue;
      expect(availabilityIssues(patient.availability)).toEqual([]);
      for (const d of patient.availability.dates) expect(d.date > '2026-03-10').toBe(true);
    }
  });
});
