// Appointments from 14 days back to 14 days ahead of today, per practitioner, in the local time
// of the practitioner's state: every weekday, and today even on a weekend. Each day's visits are
// ordered as a nearest-neighbour route from the practitioner's home and timed 08:00–17:00.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { Appointment, AppointmentStatus, VisitType } from '../../src/domain/resources.ts';
import { timeZoneForState } from '../../src/domain/time-zone.ts';
import { ref, type WithId } from './address.ts';
import type { Admission } from './admissions.ts';
import { patientName, type SeedPatient } from './patients.ts';
import type { Staff } from './practitioners.ts';
import { at, Rng } from './random.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

export const DAYS_BACK = 14;
export const DAYS_AHEAD = 14;
const FIRST_VISIT = '08:00';
const SPACING_MINUTES = 75;
const VISIT_MINUTES = 45;

export interface Plan {
  staff: Staff;
  pool: readonly SeedPatient[];
  perDay: number;
  telehealth?: boolean;
  /** Past visits that leave open encounters (in progress, amendment, planned) for variety. */
  special?: AppointmentStatus;
}

export interface Visit {
  appointment: WithId<Appointment>;
  plan: Plan;
  patient: SeedPatient;
  /** Days from today (negative: past). */
  offset: number;
}

/** The local dates with visits: weekdays from DAYS_BACK before to DAYS_AHEAD after today, plus today. */
export function scheduleDays(today: Date, zone: string): { date: string; offset: number }[] {
  const local = dayjs.utc(dayjs(today).tz(zone).format('YYYY-MM-DD'));
  const days: { date: string; offset: number }[] = [];
  for (let offset = -DAYS_BACK; offset <= DAYS_AHEAD; offset++) {
    const d = local.add(offset, 'day');
    if (offset === 0 || (d.day() !== 0 && d.day() !== 6)) days.push({ date: d.format('YYYY-MM-DD'), offset });
  }
  return days;
}

/** Orders stops as a nearest-neighbour tour starting at home. */
export function routeOrder<T extends { lat: number; lon: number }>(home: { lat: number; lon: number }, stops: readonly T[]): T[] {
  const left = [...stops];
  const tour: T[] = [];
  let here = home;
  while (left.length > 0) {
    const cos = Math.cos((here.lat * Math.PI) / 180);
    const dist = (s: T) => (s.lat - here.lat) ** 2 + ((s.lon - here.lon) * cos) ** 2;
    let best = 0;
    for (let i = 1; i < left.length; i++) if (dist(at(left, i)) < dist(at(left, best))) best = i;
    const [next] = left.splice(best, 1);
    if (!next) break;
    tour.push(next);
    here = next;
  }
  return tour;
}

const PAST: readonly (readonly [AppointmentStatus, number])[] = [
  ['signed', 72],
  ['checked-out', 9],
  ['fulfilled', 7],
  ['noshow', 6],
  ['cancelled', 6],
];
const TYPES: readonly (readonly [VisitType, number])[] = [
  ['follow-up', 72],
  ['soc-patient', 10],
  ['soc-evaluation', 10],
  ['re-admit', 8],
];
/**
 * Today's visit types by route position, so a full day shows every type. Follow-ups first: the
 * day starts with the shortest documentation (interval history and the wound assessment).
 */
const TODAY_TYPES: readonly VisitType[] = ['follow-up', 'follow-up', 'soc-patient', 'follow-up', 're-admit', 'soc-evaluation', 'follow-up'];

const coords = (p: SeedPatient) => ({
  lat: p.patient.address[0]?.latitude ?? p.place.lat,
  lon: p.patient.address[0]?.longitude ?? p.place.lon,
});

export function buildSchedule(
  plans: readonly Plan[],
  admissions: ReadonlyMap<string, Admission>,
  today: Date,
  personaKeyWithPending = 'clinician',
): Visit[] {
  const rng = new Rng('appointments');
  const visits: Visit[] = [];
  for (const plan of plans) {
    const { staff, pool, perDay } = plan;
    const zone = timeZoneForState(staff.place.state);
    const home = { lat: staff.place.lat, lon: staff.place.lon };
    const days = scheduleDays(today, zone);
    const lastPast = days.filter((d) => d.offset < 0).at(-1)?.offset;
    const planVisits: Visit[] = [];
    days.forEach(({ date, offset }, dayIndex) => {
      const picked = Array.from({ length: perDay }, (_, k) => at(pool, (dayIndex * perDay + k) % pool.length));
      const stops = routeOrder(
        home,
        picked.map((p) => ({ ...coords(p), p })),
      );
      const first = dayjs.tz(`${date} ${FIRST_VISIT}`, zone).add(perDay < 7 ? 30 : 0, 'minute');
      stops.forEach(({ p }, k) => {
        const start = first.add(k * SPACING_MINUTES + rng.int(0, 2) * 5, 'minute');
        let status: AppointmentStatus = offset < 0 ? rng.weighted(PAST) : 'booked';
        if (offset === 0 && k === 4 && staff.personaKey === personaKeyWithPending) status = 'pending';
        if (offset === lastPast && k === 0 && plan.special) status = plan.special;
        const appointmentType = offset === 0 && perDay >= TODAY_TYPES.length ? at(TODAY_TYPES, k) : rng.weighted(TYPES);
        const admission = admissions.get(p.patient.id);
        const address = p.patient.address[0];
        const appointment: WithId<Appointment> = {
          id: rng.uuid(),
          status,
          appointmentType,
          serviceType: 'woundcare',
          start: start.toISOString(),
          end: start.add(VISIT_MINUTES, 'minute').toISOString(),
          routeOrder: k + 1,
          patient: ref('Patient', p.patient.id, patientName(p)),
          practitioner: ref('Practitioner', staff.practitioner.id, displayPractitioner(staff)),
        };
        if (address) appointment.location = { address };
        if (admission) appointment.episodeOfCare = ref('EpisodeOfCare', admission.id, 'Admission');
        planVisits.push({ appointment, plan, patient: p, offset });
      });
    });
    ensurePastVariety(planVisits);
    visits.push(...planVisits);
  }
  return visits;
}

/** Every plan's past shows each past status at least once (signed, checked out, missed, ...). */
function ensurePastVariety(visits: Visit[]): void {
  const past = visits.filter((v) => v.offset < 0);
  for (const [status] of PAST) {
    if (past.some((v) => v.appointment.status === status)) continue;
    const signed = past.filter((v) => v.appointment.status === 'signed');
    const slot = signed[Math.floor(signed.length / 2)];
    if (slot && signed.length > 1) slot.appointment.status = status;
  }
}

export const displayPractitioner = (s: Staff): string => {
  const name = s.practitioner.name[0];
  return name ? [...name.given, name.family].join(' ') : '';
};
