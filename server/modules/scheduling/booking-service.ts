// The schedule's visit operations (SPEC §3 Appointment, §4 scheduling) as the resolvers call them:
// book, reschedule, cancel and mark missed, each its declaration (scheduling-operations.ts) run by
// the write pipeline (DESIGN §5: rule → role limit → input → in one transaction: the clinician's
// row, then the visit (one lock order) and their access rules → version → apply → commit → the
// boards' event).
import type { SessionUser } from '../../../src/domain/access.ts';
import type { AppointmentView } from '../shared/encounter-views.ts';
import type { WritePipeline } from '../shared/write-pipeline.ts';
import { schedulingWrites } from './scheduling-operations.ts';

export function createBookingService(pipeline: WritePipeline) {
  return {
    book: (user: SessionUser | null, input: unknown): Promise<AppointmentView> =>
      pipeline.run(schedulingWrites.bookAppointment, user, input),

    reschedule: (user: SessionUser | null, input: unknown): Promise<AppointmentView> =>
      pipeline.run(schedulingWrites.rescheduleAppointment, user, input),

    cancel: (user: SessionUser | null, input: unknown): Promise<AppointmentView> =>
      pipeline.run(schedulingWrites.cancelAppointment, user, input),

    markMissed: (user: SessionUser | null, input: unknown): Promise<AppointmentView> =>
      pipeline.run(schedulingWrites.markAppointmentMissed, user, input),
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
