// The arguments of the schedule's visit operations (SPEC §3 Appointment, §4 scheduling): ids,
// the version the user saw, ISO times (end after start), SPEC §3's visit types, an optional
// 'asap', the reason a booking outside availability is made anyway, and the reasons of a
// reschedule and a cancel. The first problem is BAD_USER_INPUT on its field.
import * as v from 'valibot';
import { MESSAGES } from '../../../src/domain/messages.ts';
import { VISIT_TYPES } from '../../../src/domain/resources.ts';
import { BOOKING_MESSAGES, CANCEL_REASONS, DEFAULT_CANCEL_REASON } from '../../../src/domain/scheduling/booking-rules.ts';
import { IdInput } from '../shared/ids.ts';
import { DateTimeInput, parseInput, VersionIdInput } from '../shared/input.ts';

const Reason = v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.required), v.maxLength(255, 'must be at most 255 characters'));
const optional = <S extends v.GenericSchema>(schema: S) => v.optional(v.nullable(schema));

const Times = v.pipe(
  v.object({ start: DateTimeInput, end: DateTimeInput }),
  v.forward(
    v.check((t) => Date.parse(t.end) > Date.parse(t.start), BOOKING_MESSAGES.endBeforeStart),
    ['end'],
  ),
);

export const BookInput = v.intersect([
  Times,
  v.object({
    patientId: IdInput,
    clinicianId: IdInput,
    appointmentType: v.picklist(VISIT_TYPES, 'must be soc-patient, soc-evaluation, re-admit or follow-up'),
    asap: optional(v.boolean()),
    overrideReason: optional(Reason),
  }),
]);
export type Booking = v.InferOutput<typeof BookInput>;

export const RescheduleInput = v.intersect([
  Times,
  v.object({ appointmentId: IdInput, versionId: VersionIdInput, reason: Reason, overrideReason: optional(Reason) }),
]);
export type Rescheduling = v.InferOutput<typeof RescheduleInput>;

export const CancelInput = v.object({
  appointmentId: IdInput,
  versionId: VersionIdInput,
  reasonCode: optional(
    v.picklist(
      CANCEL_REASONS.map((r) => r.code),
      'must be a cancel reason',
    ),
  ),
});

export const MissedInput = v.object({ appointmentId: IdInput, versionId: VersionIdInput });

export const parseBooking = (input: unknown): Booking => parseInput(BookInput, input);
export const parseRescheduling = (input: unknown): Rescheduling => parseInput(RescheduleInput, input);
export function parseCancel(input: unknown) {
  const parsed = parseInput(CancelInput, input);
  const code = parsed.reasonCode ?? DEFAULT_CANCEL_REASON;
  const reason = CANCEL_REASONS.find((r) => r.code === code) ?? CANCEL_REASONS[0];
  return { appointmentId: parsed.appointmentId, versionId: parsed.versionId, reason: { code: reason.code, display: reason.display } };
}
export const parseMissed = (input: unknown) => parseInput(MissedInput, input);
