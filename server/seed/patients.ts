// Patients across every supported state: realistic names (Spanish names in Puerto Rico),
// age 40–98 on `today`, a phone, one home address inside the state, a payer and a PCP of the
// state. Ids and names never depend on `today`; only the birth dates do.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { HumanName, Patient } from '../../src/domain/resources.ts';
import { SUPPORTED_STATES, type SupportedState } from '../../src/domain/time-zone.ts';
import { addressAt, ref, type WithId } from './address.ts';
import { type Org, orgsOf } from './organizations.ts';
import { type Place, phoneIn, pickPlace, placesIn } from './places.ts';
import { Rng, seededFaker } from './random.ts';

dayjs.extend(utc);

export interface SeedPatient {
  patient: WithId<Patient>;
  place: Place;
}

export const PATIENTS_PER_STATE: Readonly<Record<SupportedState, number>> = {
  AZ: 180,
  CA: 300,
  FL: 640,
  HI: 90,
  NJ: 160,
  NV: 140,
  OH: 160,
  PR: 110,
  TX: 300,
  UT: 120,
};

export function buildPatients(orgs: readonly Org[], today: Date): SeedPatient[] {
  const rng = new Rng('patients');
  const faker = seededFaker('patients');
  const spanish = seededFaker('patients-pr', 'es');
  const day = dayjs.utc(today).startOf('day');
  const markets = new Map(orgsOf(orgs, 'market').map((o) => [o.name, o]));
  const out: SeedPatient[] = [];
  for (const state of SUPPORTED_STATES) {
    const places = placesIn(state);
    const pcps = orgsOf(orgs, 'pcp', state);
    const insurers = orgsOf(orgs, 'ins', state);
    const names = state === 'PR' ? spanish : faker;
    for (let i = 0; i < PATIENTS_PER_STATE[state]; i++) {
      const place = pickPlace(rng, places);
      const gender = rng.weighted([
        ['female', 52],
        ['male', 47],
        ['other', 1],
      ] as const);
      const sex = gender === 'male' ? 'male' : 'female';
      const given = [names.person.firstName(sex)];
      if (rng.chance(0.2)) given.push(names.person.middleName(sex));
      const family = names.person.lastName();
      const name: HumanName[] = [{ use: 'official', given, family }];
      if (rng.chance(0.06)) name.push({ use: 'nickname', given: [given[0]?.slice(0, 3) ?? family], family });
      const age = rng.int(40, 98);
      const birthDate = day.subtract(age, 'year').subtract(rng.int(1, 360), 'day').format('YYYY-MM-DD');
      const pcp = rng.pick(pcps);
      const market = markets.get(place.market);
      const patient: WithId<Patient> = {
        id: rng.uuid(),
        active: true,
        name,
        gender,
        birthDate,
        telecom: [{ system: 'phone', value: phoneIn(rng, place), use: rng.chance(0.7) ? 'mobile' : 'home', rank: 1 }],
        address: [addressAt(rng, faker, place)],
        identifier: [{ system: 'urn:demo:mrn', value: `MRN${String(out.length + 100001)}`, use: 'usual' }],
        generalPractitioner: [ref('Organization', pcp.id, pcp.name)],
        payerName: rng.pick(insurers).name,
      };
      if (market) patient.managingOrganization = ref('Organization', market.id, market.name);
      if (rng.chance(0.3)) {
        const email = `${given[0] ?? 'patient'}.${family}${rng.int(1, 99)}`.toLowerCase().replace(/[^a-z0-9.]/g, '');
        patient.telecom.push({ system: 'email', value: `${email}@mail.example` });
      }
      out.push({ patient, place });
    }
  }
  return out;
}

export const patientName = (p: SeedPatient): string => {
  const name = p.patient.name[0];
  return name ? [...name.given, name.family].join(' ') : '';
};
