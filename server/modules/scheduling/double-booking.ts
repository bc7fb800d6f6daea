// SPEC §3: a clinician's open visits (checked-in, booked, pending) hold their time, so a clinician
// is never booked twice at once. Every write that puts a visit on a schedule refuses an overlap
// with these words: booking and rescheduling (scheduling-operations.ts) and the waiting room's check-in,
// which books the visit it starts (telehealth-operations.ts). The caller holds the clinician's row
// locked (shared/lock-order.ts), so two writes cannot both find the time free.
import { BOOKING_MESSAGES } from '../../../src/domain/scheduling/booking-rules.ts';
import type { Executor } from '../../db/client.ts';
import { badInput } from '../../errors.ts';
import { bookingRepository } from './booking-repository.ts';

/** BAD_USER_INPUT on `field` when an open visit of the clinician (other than `exceptId`) overlaps start–end. */
export async function assertNotDoubleBooked(
  tx: Executor,
  clinicianId: string,
  time: { start: string; end: string },
  { exceptId, field = 'start' }: { exceptId?: string; field?: string } = {},
): Promise<void> {
  const taken = await bookingRepository.openVisitsOverlapping(tx, clinicianId, new Date(time.start), new Date(time.end));
  if (taken.some((v) => v.id !== exceptId)) throw badInput(BOOKING_MESSAGES.doubleBooked, field);
}
