// Encounter duration (SPEC §2 /clinical-config/encounter-duration; SPEC §3 Slot 'duration'): the
// clinical admin's length of a visit per visit type, in minutes, which becomes the default end of
// a visit a coordinator books (start + duration). A visit type without one keeps the free slot's
// end. One schema for the form and the server; the stored text is the setting's.
import * as v from 'valibot';
import { MESSAGES } from '../messages';
import { VISIT_TYPES, type VisitType } from '../resources';
import { VISIT_TYPE_OPTIONS } from './visit-forms';

export const ENCOUNTER_DURATION_SETTING = 'EncounterDuration';
export const DURATION_MIN = 15;
export const DURATION_MAX = 480;
export const DURATION_STEP = 5;

export type EncounterDurations = Partial<Record<VisitType, number>>;

const Minutes = v.nullable(
  v.pipe(
    v.number(MESSAGES.incorrectValue),
    v.integer(MESSAGES.incorrectValue),
    v.minValue(DURATION_MIN, `The duration is at least ${DURATION_MIN} minutes`),
    v.maxValue(DURATION_MAX, `The duration is at most ${DURATION_MAX} minutes`),
    v.check((n) => n % DURATION_STEP === 0, `The duration is in steps of ${DURATION_STEP} minutes`),
  ),
);

/** The form: one row per visit type, in SPEC §3's order; an empty duration keeps the slot's end. */
export const EncounterDurationsInput = v.object({
  durations: v.pipe(
    v.array(v.object({ visitType: v.picklist(VISIT_TYPES, MESSAGES.incorrectValue), minutes: Minutes }), MESSAGES.incorrectValue),
    v.check((rows) => new Set(rows.map((r) => r.visitType)).size === rows.length, MESSAGES.incorrectValue),
  ),
});
export type EncounterDurationsFormValues = v.InferInput<typeof EncounterDurationsInput>;
export type EncounterDurationsValues = v.InferOutput<typeof EncounterDurationsInput>;

export const visitTypeLabel = (type: string): string => VISIT_TYPE_OPTIONS.find((o) => o.value === type)?.label ?? type;

/** The stored setting read back; anything unreadable is no duration. */
export function parseStoredDurations(text: string | null | undefined): EncounterDurations {
  if (!text) return {};
  try {
    const raw = JSON.parse(text) as Record<string, unknown>;
    const out: EncounterDurations = {};
    for (const type of VISIT_TYPES) {
      const minutes = raw[type];
      if (typeof minutes === 'number' && v.is(Minutes, minutes) && minutes !== null) out[type] = minutes;
    }
    return out;
  } catch {
    return {};
  }
}

/** The form's rows as the stored setting (visit types without a duration left out). */
export const storedDurations = (values: EncounterDurationsValues): string =>
  JSON.stringify(Object.fromEntries(values.durations.flatMap((r) => (r.minutes === null ? [] : [[r.visitType, r.minutes]]))));

/** Every visit type with its duration (null: none), in SPEC §3's order. */
export const durationRows = (durations: EncounterDurations) =>
  VISIT_TYPES.map((visitType) => ({ visitType, label: visitTypeLabel(visitType), minutes: durations[visitType] ?? null }));

const toMinutes = (hhmm: string): number => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};
const toHhmm = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The default end of a visit booked at `start` ('HH:mm'): start + the visit type's duration, kept
 * within the day; the free slot's end without a duration.
 */
export function defaultVisitEnd(start: string, slotEnd: string, minutes: number | null | undefined): string {
  if (!minutes) return slotEnd;
  return toHhmm(Math.min(toMinutes(start) + minutes, 23 * 60 + 59));
}
