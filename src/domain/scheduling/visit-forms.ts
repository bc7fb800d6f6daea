// The schedule board's visit forms (SPEC §4 scheduling, §5 messages): book a visit in a free
// slot, reschedule one (a reason is required), cancel one (SPEC §3 not-available reasons,
// default NA). Times are 'HH:mm' on a date of the clinician's zone; the server gets ISO
// instants (toInstants) and checks again with the same words (booking-input.ts).
import * as v from 'valibot';
import { localToUtc } from '../availability/local-time';
import { minutesOf } from '../availability/slot';
import { MESSAGES } from '../messages';
import { VISIT_TYPES } from '../resources';
import { CANCEL_REASONS, DEFAULT_CANCEL_REASON } from './booking-rules';

const Time = v.pipe(v.string(), v.nonEmpty(MESSAGES.required), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, MESSAGES.incorrectValue));
const Day = v.pipe(v.string(), v.nonEmpty(MESSAGES.required), v.regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.incorrectValue));
const Reason = v.pipe(v.string(), v.trim(), v.maxLength(255, 'Reason can be at most 255 characters'));

/** SPEC §5 'Invalid time range.' when the end is not after the start. */
const endsAfterStart = (t: { start: string; end: string }): boolean => minutesOf(t.end) > minutesOf(t.start);

export const VISIT_TYPE_OPTIONS = [
  { value: 'soc-patient', label: 'Start of Care' },
  { value: 'soc-evaluation', label: 'Evaluation' },
  { value: 're-admit', label: 'Re-admit' },
  { value: 'follow-up', label: 'Follow-up' },
] as const satisfies readonly { value: (typeof VISIT_TYPES)[number]; label: string }[];

export const BookVisitForm = v.pipe(
  v.object({
    patientId: v.pipe(v.string(), v.nonEmpty(MESSAGES.required)),
    appointmentType: v.picklist(VISIT_TYPES, MESSAGES.required),
    date: Day,
    start: Time,
    end: Time,
    asap: v.boolean(),
    overrideReason: Reason,
  }),
  v.forward(
    v.check((t) => endsAfterStart(t), MESSAGES.invalidTimeRange),
    ['end'],
  ),
);
export type BookVisitValues = v.InferInput<typeof BookVisitForm>;

export const RescheduleVisitForm = v.pipe(
  v.object({
    date: Day,
    start: Time,
    end: Time,
    reason: v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.required), v.maxLength(255, 'Reason can be at most 255 characters')),
    overrideReason: Reason,
  }),
  v.forward(
    v.check((t) => endsAfterStart(t), MESSAGES.invalidTimeRange),
    ['end'],
  ),
);
export type RescheduleVisitValues = v.InferInput<typeof RescheduleVisitForm>;

export const CANCEL_REASON_OPTIONS = CANCEL_REASONS.filter((r) => r.code !== 'patient-not-available').map((r) => ({
  value: r.code,
  label: r.display,
}));

export const CancelVisitForm = v.object({
  reasonCode: v.picklist(
    CANCEL_REASONS.map((r) => r.code),
    MESSAGES.required,
  ),
});
export type CancelVisitValues = v.InferInput<typeof CancelVisitForm>;
export const DEFAULT_CANCEL_VALUES: CancelVisitValues = { reasonCode: DEFAULT_CANCEL_REASON };

/** A date and 'HH:mm' times in the clinician's zone as the ISO instants the server books. */
export const toInstants = (values: { date: string; start: string; end: string }, timeZone: string) => ({
  start: localToUtc(values.date, values.start, timeZone),
  end: localToUtc(values.date, values.end, timeZone),
});

/** An empty reason is no reason. */
export const optionalReason = (reason: string): string | null => (reason.trim() === '' ? null : reason.trim());
