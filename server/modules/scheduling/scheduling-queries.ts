// The schedule's reads (SPEC §2 /schedule, §3 Slot and Scheduling state, §4), declared in the
// write pipeline's shape (DESIGN §5): the operation's rule, the input, the clinician or the visit
// with its record access rule (scheduling-read-targets.ts), then the read. The clinicians a
// caller may plan name no record: the read keeps to the caller's own markets.
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Executor } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import { readsAnyPractitioner } from '../shared/encounter-access.ts';
import { parseId } from '../shared/ids.ts';
import { loadPatientScope } from '../shared/patient-access.ts';
import { defineQuery } from '../shared/write-pipeline.ts';
import { noTarget } from '../shared/write-targets.ts';
import { parseClinicianId } from './availability-input.ts';
import { toClinicianAvailabilityView } from './availability-views.ts';
import { parseBoardRange } from './clinician-schedule-input.ts';
import { type SchedulableClinicianView, toSchedulableClinicianView } from './clinician-schedule-views.ts';
import { schedulableClinicianRepository } from './schedulable-clinician-repository.ts';
import { readBoard, readVisit } from './schedule-board.ts';
import { readableClinicianTarget, readableVisitTarget } from './scheduling-read-targets.ts';

const ofClinician = readableClinicianTarget((i: { clinicianId: string }) => i.clinicianId);

/** The clinicians the caller may plan: a scheduler's markets (all for 'all'); a clinician themself and the colleagues they cover. */
async function schedulableClinicians(db: Executor, me: SessionUser): Promise<SchedulableClinicianView[]> {
  if (!readsAnyPractitioner(me)) {
    // A clinician: themself and the colleagues who share a market with them (who they cover).
    const own = me.practitionerId ? await stores.practitioner.read(db, me.practitionerId) : null;
    if (!own?.content.active) return [];
    const colleagues = (await schedulableClinicianRepository.list(db, { states: null, markets: own.content.markets })).filter(
      (row) => row.id !== own.id,
    );
    return [own, ...colleagues].map(toSchedulableClinicianView);
  }
  const scope = await loadPatientScope(db, me);
  const rows = await schedulableClinicianRepository.list(db, { states: scope.kind === 'all' ? null : scope.states });
  return rows.map(toSchedulableClinicianView);
}

export const schedulingQueries = {
  /** A clinician's availability: their own, a covering colleague's, or a clinician of a scheduler's markets. */
  availability: defineQuery({
    operation: 'Query.ClinicianAvailability',
    input: (raw: unknown) => ({ clinicianId: parseClinicianId(raw as string) }),
    target: ofClinician,
    read: async ({ target }) => toClinicianAvailabilityView(target),
  }),

  clinicians: defineQuery({
    operation: 'Query.SchedulableClinicians',
    input: () => null,
    target: noTarget,
    read: ({ db, me }) => schedulableClinicians(db, me),
  }),

  /** One clinician's board from one local date to another. */
  schedule: defineQuery({
    operation: 'Query.ClinicianSchedule',
    input: (raw: unknown) => parseBoardRange(raw as { clinicianId: string; from: string; to: string }),
    target: ofClinician,
    read: ({ db, me, input, target }) => readBoard(db, me, target, input, new Date()),
  }),

  /** One visit of the board with its clinician. */
  visit: defineQuery({
    operation: 'Query.ScheduleVisit',
    input: (raw: unknown) => ({ appointmentId: parseId(raw as string, 'appointmentId') }),
    target: readableVisitTarget,
    read: ({ db, target }) => readVisit(db, target),
  }),
};
