// Encounters of past visits, following each appointment's status: signed and fulfilled visits
// are finished and e-signed, checked-out ones finished and checked out, the open specials of
// plans.ts in progress (checked in, in progress, amendment) or planned, and the first cancelled
// visit of each practitioner has a cancelled encounter (reason 'Error'). Today's and future
// visits have none, so the clinician's day starts fresh.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { Encounter, EncounterStatus, EncounterWorkflowState } from '../../src/domain/resources.ts';
import { ref, type WithId } from './address.ts';
import { patientName } from './patients.ts';
import { Rng } from './random.ts';
import { displayPractitioner, type Visit } from './schedule.ts';

dayjs.extend(utc);

type Outcome = { status: EncounterStatus; stateText?: EncounterWorkflowState; started: boolean; ended: boolean };

const FINISHED_SIGNED: Outcome = { status: 'finished', stateText: 'eSigned', started: true, ended: true };

export function buildEncounters(visits: readonly Visit[]): WithId<Encounter>[] {
  const rng = new Rng('encounters');
  const out: WithId<Encounter>[] = [];
  const cancelledFor = new Set<string>();
  let checkedIn = 0;
  for (const visit of visits) {
    if (visit.offset >= 0) continue;
    const { appointment, plan } = visit;
    let outcome: Outcome | null = null;
    switch (appointment.status) {
      case 'signed':
      case 'fulfilled':
        outcome = FINISHED_SIGNED;
        break;
      case 'checked-out':
        outcome = { status: 'finished', stateText: 'checkedOut', started: true, ended: true };
        break;
      case 'checked-in':
        outcome = { status: 'in-progress', stateText: checkedIn++ % 2 === 0 ? 'Checked-in' : 'inProgress', started: true, ended: false };
        break;
      case 'amendRequested':
        // An amendment is paperwork on a finished, signed visit (src/domain/encounter-workflow.ts).
        outcome = { status: 'finished', stateText: 'amendmentInprogress', started: true, ended: true };
        break;
      case 'booked':
        outcome = { status: 'planned', started: false, ended: false };
        break;
      case 'cancelled':
        if (!cancelledFor.has(plan.staff.practitioner.id)) outcome = { status: 'cancelled', started: false, ended: false };
        cancelledFor.add(plan.staff.practitioner.id);
        break;
      default:
        outcome = null;
    }
    if (!outcome) continue;
    const checkIn = dayjs.utc(appointment.start).add(rng.int(-5, 12), 'minute');
    const checkOut = checkIn.add(rng.int(30, 55), 'minute');
    const encounter: WithId<Encounter> = {
      id: rng.uuid(),
      status: outcome.status,
      class: plan.telehealth ? 'virtual' : 'home',
      deliveryType: plan.telehealth ? 'telehealth' : 'in-person',
      type: appointment.appointmentType,
      period: outcome.started ? { start: checkIn.toISOString(), ...(outcome.ended ? { end: checkOut.toISOString() } : {}) } : {},
      subject: ref('Patient', visit.patient.patient.id, patientName(visit.patient)),
      practitioner: ref('Practitioner', plan.staff.practitioner.id, displayPractitioner(plan.staff)),
      appointment: ref('Appointment', appointment.id, appointment.appointmentType),
    };
    if (appointment.episodeOfCare) encounter.episodeOfCare = appointment.episodeOfCare;
    if (outcome.stateText) encounter.stateText = outcome.stateText;
    if (outcome.started) encounter.checkedInAt = checkIn.toISOString();
    if (outcome.ended && outcome.status === 'finished') encounter.checkedOutAt = checkOut.toISOString();
    if (outcome.stateText === 'eSigned' || outcome.stateText === 'amendmentInprogress') {
      // Most are signed the same day; one in nine of the older ones a day and more later, so the
      // admin dashboard's 'signed within 24 h' (SPEC §2) is not always 100 %.
      const late = visit.offset <= -3 && out.length % 9 === 4 ? 30 * 60 : 0;
      encounter.signedAt = checkOut.add(rng.int(5, 90) + late, 'minute').toISOString();
    }
    if (outcome.stateText === 'amendmentInprogress') encounter.amendReason = 'Wound measurements corrected';
    if (outcome.status === 'cancelled') encounter.cancelReason = 'Error';
    out.push(encounter);
  }
  return out;
}
