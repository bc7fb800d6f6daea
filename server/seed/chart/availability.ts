// Demo availability (SPEC §2 'Appointment Available Time', SPEC §3 availability types). It lives on
// the Patient resource, so it is set on the demo patients before they are written (the seed
// builds everything in memory first): about a third keep weekdays with time ranges, one in ten is
// always available, one in ten has dates in the next two weeks, the rest were never set. Its own
// random stream, relative to `today`.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { PatientAvailability, TimeRange } from '../../../src/domain/patients/availability.ts';
import { Rng } from '../random.ts';
import type { ChartSeedInput } from './input.ts';

dayjs.extend(utc);

const WEEK_PATTERNS: readonly number[][] = [
  [1, 3, 5],
  [1, 2, 3, 4, 5],
  [2, 4],
  [1, 2, 3, 4, 5, 6],
];
const DAY_PATTERNS: readonly TimeRange[][] = [
  [{ start: '08:00', end: '12:00' }],
  [{ start: '09:00', end: '17:00' }],
  [
    { start: '08:30', end: '11:30' },
    { start: '13:00', end: '16:00' },
  ],
  [{ start: '10:00', end: '14:00' }],
];

function availabilityFor(rng: Rng, today: dayjs.Dayjs): PatientAvailability | null {
  const kind = rng.weighted([
    ['general', 35],
    ['always', 10],
    ['specific', 10],
    ['unset', 45],
  ] as const);
  switch (kind) {
    case 'unset':
      return null;
    case 'always':
      return { type: 'PATIENT_ALWAYS_AVAILABLE', weekdays: [], dates: [] };
    case 'general': {
      const ranges = rng.pick(DAY_PATTERNS);
      return { type: 'GENERAL_AVAILABLE', weekdays: rng.pick(WEEK_PATTERNS).map((day) => ({ day, ranges })), dates: [] };
    }
    case 'specific': {
      const offsets = [...new Set([rng.int(1, 4), rng.int(5, 9), rng.int(10, 14)])];
      return {
        type: 'SPECIFIC_AVAILABLE',
        weekdays: [],
        dates: offsets.map((n) => ({ date: today.add(n, 'day').format('YYYY-MM-DD'), ranges: rng.pick(DAY_PATTERNS) })),
      };
    }
  }
}

/** Sets the demo availability on the patients (their content is written after every builder ran). */
export function assignDemoAvailability({ patients, today }: Pick<ChartSeedInput, 'patients' | 'today'>): void {
  const rng = new Rng('availability');
  const day = dayjs.utc(today).startOf('day');
  for (const { patient } of patients) {
    const availability = availabilityFor(rng, day);
    if (availability) patient.availability = availability;
  }
}
