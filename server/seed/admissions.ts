// Admissions (EpisodeOfCare) for most patients, in every status of ADMISSION_STATUSES, each with
// the status history that leads to it. Patients on a schedule are always admitted and active.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { ADMISSION_STATUSES, type AdmissionStatus, type EpisodeOfCare } from '../../src/domain/resources.ts';
import { ref, type WithId } from './address.ts';
import { type Org, orgsOf } from './organizations.ts';
import { patientName, type SeedPatient } from './patients.ts';
import { Rng } from './random.ts';

dayjs.extend(utc);

export type Admission = WithId<EpisodeOfCare>;

const BEFORE_ACTIVE: AdmissionStatus[] = ['planned', 'planned-scheduled', 'active'];

/** The statuses an admission went through to reach `status`, oldest first. */
export const PATHS: Readonly<Record<AdmissionStatus, readonly AdmissionStatus[]>> = {
  planned: ['planned'],
  'planned-scheduled': ['planned', 'planned-scheduled'],
  'onhold-planned': ['planned', 'onhold-planned'],
  waitlist: ['planned', 'waitlist'],
  cancelled: ['planned', 'cancelled'],
  active: BEFORE_ACTIVE,
  'onhold-active': [...BEFORE_ACTIVE, 'onhold-active'],
  onhold: [...BEFORE_ACTIVE, 'onhold'],
  'onhold-hospitalized': [...BEFORE_ACTIVE, 'onhold-hospitalized'],
  'discharge-ordered': [...BEFORE_ACTIVE, 'discharge-ordered'],
  discharged: [...BEFORE_ACTIVE, 'discharge-ordered', 'discharged'],
  finished: [...BEFORE_ACTIVE, 'finished'],
};

const TERMINAL = new Set<AdmissionStatus>(['discharged', 'finished', 'cancelled']);
const ON_HOLD = new Set<AdmissionStatus>(['onhold-planned', 'onhold-active', 'onhold', 'waitlist']);
const HOLD_REASONS = [
  'not-eligible',
  'awaiting-authorization-financial',
  'patient-unavailable',
  'lack-of-clinician-capacity',
  'pending-disposition',
  'other',
];

const WEIGHTS: readonly (readonly [AdmissionStatus, number])[] = [
  ['active', 30],
  ['planned', 8],
  ['planned-scheduled', 6],
  ['onhold-planned', 4],
  ['onhold-active', 5],
  ['onhold-hospitalized', 4],
  ['discharge-ordered', 5],
  ['discharged', 20],
  ['waitlist', 3],
  ['onhold', 4],
  ['cancelled', 4],
  ['finished', 7],
];

/** Share of unscheduled patients without any admission (referrals not yet admitted). */
const NOT_ADMITTED = 0.08;

export function buildAdmissions(
  patients: readonly SeedPatient[],
  scheduled: ReadonlySet<string>,
  orgs: readonly Org[],
  today: Date,
): Admission[] {
  const rng = new Rng('admissions');
  const day = dayjs.utc(today).startOf('day').add(12, 'hour');
  const out: Admission[] = [];
  let unscheduled = 0;
  for (const p of patients) {
    const isScheduled = scheduled.has(p.patient.id);
    // The first unscheduled patients take every status once, so all statuses always exist.
    let status: AdmissionStatus;
    if (isScheduled) status = 'active';
    else if (unscheduled < ADMISSION_STATUSES.length) status = ADMISSION_STATUSES[unscheduled] ?? 'active';
    else if (rng.chance(NOT_ADMITTED)) continue;
    else status = rng.weighted(WEIGHTS);
    if (!isScheduled) unscheduled++;

    const path = PATHS[status];
    const span = rng.int(isScheduled ? 30 : 10, 400);
    const starts = path.map((_, i) => day.subtract(span - Math.floor((i * span) / path.length), 'day'));
    const statusHistory = path.map((s, i) => {
      const start = starts[i]?.toISOString() ?? day.toISOString();
      const next = starts[i + 1];
      return { status: s, period: next ? { start, end: next.toISOString() } : { start } };
    });
    const first = statusHistory[0]?.period.start ?? day.toISOString();
    const last = statusHistory[statusHistory.length - 1]?.period.start ?? first;
    const agency = rng.pick(orgsOf(orgs, 'home-health', p.place.state));
    const admission: Admission = {
      id: rng.uuid(),
      status,
      statusHistory,
      patient: ref('Patient', p.patient.id, patientName(p)),
      managingOrganization: ref('Organization', agency.id, agency.name),
      period: TERMINAL.has(status) ? { start: first, end: last } : { start: first },
    };
    if (status === 'onhold-hospitalized') admission.holdReason = 'hospitalized-inpatient';
    else if (ON_HOLD.has(status)) admission.holdReason = rng.pick(HOLD_REASONS);
    out.push(admission);
  }
  return out;
}
