// Who visits whom: the patient pool and visits per day of each practitioner's schedule.
// clinician@demo.test has 7 visits a day near Tampa; clinician2 shares part of that pool (for
// conflict scenarios); telehealth sees other Tampa patients; other practitioners see patients of
// their own market, a few of them with an open encounter left from a past day.
import type { AppointmentStatus } from '../../src/domain/resources.ts';
import type { SeedPatient } from './patients.ts';
import { HOME_MARKET } from './places.ts';
import type { Staff } from './practitioners.ts';
import type { Plan } from './schedule.ts';

export const CLINICIAN_VISITS_PER_DAY = 7;

/** Ranges of the Tampa Bay patient list (in generation order) that form the persona pools. */
const PERSONA_POOLS: readonly { key: string; from: number; to: number; perDay: number; telehealth?: boolean }[] = [
  { key: 'clinician', from: 0, to: 45, perDay: CLINICIAN_VISITS_PER_DAY },
  { key: 'clinician2', from: 30, to: 60, perDay: 4 },
  { key: 'telehealth', from: 60, to: 80, perDay: 3, telehealth: true },
];
const RESERVED = 80;
const OTHER_POOL = 18;
const OTHER_PER_DAY = 3;
/** Past statuses that leave an encounter open (see encounters.ts), one per early practitioner. */
const SPECIALS: readonly AppointmentStatus[] = ['checked-in', 'checked-in', 'amendRequested', 'booked'];

export function buildPlans(staff: readonly Staff[], patients: readonly SeedPatient[]): Plan[] {
  const tampa = patients.filter((p) => p.place.market === HOME_MARKET);
  const reserved = new Set(tampa.slice(0, RESERVED).map((p) => p.patient.id));
  const plans: Plan[] = [];
  for (const pool of PERSONA_POOLS) {
    const member = staff.find((s) => s.personaKey === pool.key);
    if (!member) continue;
    const plan: Plan = { staff: member, pool: tampa.slice(pool.from, pool.to), perDay: pool.perDay };
    if (pool.telehealth) plan.telehealth = true;
    plans.push(plan);
  }
  staff
    .filter((s) => s.personaKey === null)
    .forEach((s, j) => {
      let candidates = patients.filter((p) => p.place.market === s.place.market && !reserved.has(p.patient.id));
      if (candidates.length < OTHER_POOL)
        candidates = patients.filter((p) => p.place.state === s.place.state && !reserved.has(p.patient.id));
      const start = (j * 11) % Math.max(1, candidates.length - OTHER_POOL);
      const plan: Plan = { staff: s, pool: candidates.slice(start, start + OTHER_POOL), perDay: OTHER_PER_DAY };
      const special = SPECIALS[j];
      if (special) plan.special = special;
      plans.push(plan);
    });
  return plans;
}

/** Ids of every patient on some schedule (their admissions are active). */
export const scheduledPatientIds = (plans: readonly Plan[]): Set<string> => new Set(plans.flatMap((p) => p.pool.map((s) => s.patient.id)));
