// The coordinator's schedule board (SPEC §2 /schedule, §3 Scheduling state, §4): the clinicians
// a caller may plan for, one clinician's board and one visit of it, each a declaration
// (scheduling-queries.ts) run by the one reader (DESIGN §5); and the board's subscription, whose
// topic is a clinician the caller may read (their own, a covering colleague's, or one of the
// caller's markets), checked again for each event.
import type { SessionUser } from '../../../src/domain/access.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { topics } from '../../realtime/emitter.ts';
import { assertCanReadPractitionerRecords } from '../shared/encounter-access.ts';
import { parseId } from '../shared/ids.ts';
import { createReader } from '../shared/write-pipeline.ts';
import type { ClinicianScheduleView, SchedulableClinicianView, ScheduleVisitView } from './clinician-schedule-views.ts';
import { schedulingQueries as queries } from './scheduling-queries.ts';

export { NOT_AVAILABLE } from './schedule-board.ts';

type User = SessionUser | null;

export function createClinicianScheduleService(db: Database) {
  const reader = createReader(db);
  /** The caller may read the clinician's schedule (FORBIDDEN / NOT_FOUND otherwise). */
  const assertMayWatch = (me: SessionUser, clinicianId: string) => assertCanReadPractitionerRecords(db, me, clinicianId);

  return {
    /** onScheduleChanged: the topic of a clinician the caller may read; refused when subscribing otherwise. */
    async subscribeTopic(user: User, clinicianId: string): Promise<string> {
      const me = authorize(user, 'Subscription.onScheduleChanged');
      const id = parseId(clinicianId, 'clinicianId');
      await assertMayWatch(me, id);
      return topics.scheduleChanged(id);
    },

    /** Each event again, so a user who lost the market stops hearing at once (DESIGN §8 'Realtime'). */
    mayReceive: (user: User, clinicianId: string): Promise<boolean> =>
      user
        ? assertMayWatch(user, clinicianId).then(
            () => true,
            () => false,
          )
        : Promise.resolve(false),

    /** The clinicians the caller may plan: a scheduler's markets (all for 'all'); a clinician themself. */
    clinicians: (user: User): Promise<SchedulableClinicianView[]> => reader.run(queries.clinicians, user, null),

    /** One visit with its clinician: the caller reads its patient and its clinician's records. */
    visit: (user: User, appointmentId: string): Promise<{ clinician: SchedulableClinicianView; visit: ScheduleVisitView }> =>
      reader.run(queries.visit, user, appointmentId),

    schedule: (user: User, args: { clinicianId: string; from: string; to: string }): Promise<ClinicianScheduleView> =>
      reader.run(queries.schedule, user, args),
  };
}

export type ClinicianScheduleService = ReturnType<typeof createClinicianScheduleService>;
