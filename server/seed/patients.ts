// Patients across every supported state: realistic names (Spanish names in Puerto Rico),
// age 40–98 on `today`, a phone, one home address inside the state, a payer and a PCP of the
// state, and for about half a home health agency of the state. Ids and names never depend on
// `today`; only the birth dates do.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { HumanName, Patient, PatientContact } from '../../src/domain/resources.ts';
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
  // The chart's demographics draw from their own streams, so the rest of the seed stays as it was.
  const more = new Rng('patients-demographics');
  const people = seededFaker('patients-demographics');
  const spanish = seededFaker('patients-pr', 'es');
  // About half the patients have a home health agency of their state (SPEC §8 'No home health assigned for this patient' for the rest).
  const agencyRng = new Rng('patients-home-health');
  // About one in fifty has no PCP on file (SPEC §3 Letters' 'No PCP' flag on the letters screens).
  const pcpGapRng = new Rng('patients-pcp-gap');
  const day = dayjs.utc(today).startOf('day');
  const markets = new Map(orgsOf(orgs, 'market').map((o) => [o.name, o]));
  const out: SeedPatient[] = [];
  for (const state of SUPPORTED_STATES) {
    const places = placesIn(state);
    const pcps = orgsOf(orgs, 'pcp', state);
    const insurers = orgsOf(orgs, 'ins', state);
    const agencies = orgsOf(orgs, 'home-health', state).filter((o) => o.active);
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
      if (pcpGapRng.chance(0.02)) delete patient.generalPractitioner;
      addDemographics(patient, family, more, people, place);
      if (agencies.length > 0 && agencyRng.chance(0.5)) {
        const agency = agencyRng.pick(agencies);
        patient.homeHealth = ref('Organization', agency.id, agency.name);
      }
      if (rng.chance(0.3)) {
        const email = `${given[0] ?? 'patient'}.${family}${rng.int(1, 99)}`.toLowerCase().replace(/[^a-z0-9.]/g, '');
        patient.telecom.push({ system: 'email', value: `${email}@mail.example` });
      }
      out.push({ patient, place });
    }
  }
  return out;
}

const MARITAL = ['Married', 'Widowed', 'Divorced', 'Never Married', 'Separated'] as const;
const RACES = [
  'White',
  'Black or African American',
  'Asian',
  'American Indian or Alaska Native',
  'Native Hawaiian or Other Pacific Islander',
  'Other Race',
] as const;
const RELATIONS = ['Daughter', 'Son', 'Spouse', 'Sister', 'Brother', 'Neighbor', 'Friend'] as const;

/** SPEC §2 demographics: marital status, race, ethnicity, an SSN (type SB), the emergency contact and caregivers. */
function addDemographics(patient: Patient, family: string, rng: Rng, faker: ReturnType<typeof seededFaker>, place: Place): void {
  patient.maritalStatus = rng.pick(MARITAL);
  patient.race = rng.pick(RACES);
  patient.ethnicity = place.state === 'PR' || rng.chance(0.18) ? 'Hispanic or Latino' : 'Not Hispanic or Latino';
  patient.identifier?.push({
    system: 'http://hl7.org/fhir/sid/us-ssn',
    value: `${rng.int(100, 899)}-${rng.int(10, 99)}-${rng.int(1000, 9999)}`,
    use: 'official',
    type: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'SB', display: 'Social Beneficiary Identifier' }] },
  });
  const contacts: PatientContact[] = [];
  const person = (kind: PatientContact['kind']): PatientContact => {
    const relationship = rng.pick(RELATIONS);
    const surname = relationship === 'Neighbor' || relationship === 'Friend' ? faker.person.lastName() : family;
    return { kind, name: `${faker.person.firstName()} ${surname}`, relationship, phone: phoneIn(rng, place) };
  };
  if (rng.chance(0.85)) contacts.push(person('emergency'));
  const caregivers = rng.weighted([
    [0, 45],
    [1, 40],
    [2, 15],
  ] as const);
  for (let i = 0; i < caregivers; i++) contacts.push(person('caregiver'));
  if (contacts.length > 0) patient.contact = contacts;
}

export const patientName = (p: SeedPatient): string => {
  const name = p.patient.name[0];
  return name ? [...name.given, name.family].join(' ') : '';
};
