// A clinician's availability as the server answers it (server/modules/scheduling/availability-views.ts):
// never saved (the default week, weekdays 1–5 at 08:00–17:00 with temporary ids), or saved.
import type { ClinicianAvailability } from '../availability-api';

export const CLINICIAN_ID = '5d6a2b1c-7e8f-4a9b-8c0d-1e2f3a4b5c6d';

type Slot = ClinicianAvailability['slots'][number];

const slot = (id: string, dayIndex: number, startTime: string, endTime: string, order = 0): Slot => ({
  id,
  dayIndex,
  order,
  enabled: true,
  startTime,
  endTime,
  durationMinutes:
    (Number(endTime.slice(0, 2)) - Number(startTime.slice(0, 2))) * 60 + Number(endTime.slice(3)) - Number(startTime.slice(3)),
  status: 'free',
});

export const unsavedAvailability = (): ClinicianAvailability => ({
  clinicianId: CLINICIAN_ID,
  versionId: 3,
  lastUpdated: '2026-05-01T14:00:00.000Z',
  timeZone: 'America/New_York',
  saved: false,
  alwaysAvailable: false,
  slots: [1, 2, 3, 4, 5].map((day) => slot(`new:default-${day}`, day, '08:00', '17:00')),
  exceptions: [],
});

/** Monday 08:00–12:00 and 13:00–17:00, Wednesday 09:00–17:00. */
export const savedAvailability = (over: Partial<ClinicianAvailability> = {}): ClinicianAvailability => ({
  clinicianId: CLINICIAN_ID,
  versionId: 7,
  lastUpdated: '2026-05-02T14:00:00.000Z',
  timeZone: 'America/New_York',
  saved: true,
  alwaysAvailable: false,
  slots: [slot('s-mon-1', 1, '08:00', '12:00'), slot('s-mon-2', 1, '13:00', '17:00', 1), slot('s-wed-1', 3, '09:00', '17:00')],
  exceptions: [],
  ...over,
});
