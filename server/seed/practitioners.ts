// Practitioners: one per demo clinician persona (clinician, clinician2, newuser) plus the
// telehealth and lead-clinician personas, all in Florida's Tampa Bay market, and 25 more spread
// over the supported states, each in the market of its home city.
import type { Practitioner } from '../../src/domain/resources.ts';
import { SUPPORTED_STATES } from '../../src/domain/time-zone.ts';
import { addressAt, type WithId } from './address.ts';
import { PERSONAS } from './personas.ts';
import { HOME_MARKET, PLACES, type Place, phoneIn, placesIn } from './places.ts';
import { at, Rng, seededFaker } from './random.ts';

export interface Staff {
  practitioner: WithId<Practitioner>;
  /** Home base: the route of the day starts here. */
  place: Place;
  personaKey: string | null;
}

/** Personas linked to a practitioner, with the Tampa Bay city each lives in. */
export const LINKED_PERSONAS: Readonly<Record<string, string>> = {
  clinician: 'Temple Terrace',
  clinician2: 'Brandon',
  newuser: 'Lutz',
  telehealth: 'Tampa',
  telehealth2: 'Tampa',
  leadclin: 'Riverview',
};

export const OTHER_PRACTITIONERS = 25;

const placeNamed = (city: string): Place => {
  const place = PLACES.find((p) => p.city === city && p.market === HOME_MARKET);
  if (!place) throw new Error(`seed: no Tampa Bay place ${city}`);
  return place;
};

export function buildPractitioners(): Staff[] {
  const rng = new Rng('practitioners');
  const faker = seededFaker('practitioners');
  const make = (given: string, family: string, place: Place, personaKey: string | null, adpSyncEnabled = true): Staff => {
    const email = `${given}.${family}`.toLowerCase().replace(/[^a-z.]/g, '');
    return {
      practitioner: {
        id: rng.uuid(),
        active: true,
        name: [{ use: 'official', given: [given], family }],
        telecom: [
          { system: 'phone', value: phoneIn(rng, place), use: 'mobile' },
          { system: 'email', value: `${email}@clinicians.example`, use: 'work' },
        ],
        address: [addressAt(rng, faker, place)],
        identifier: [
          { system: 'http://hl7.org/fhir/sid/us-npi', value: `1${rng.digits(9)}` },
          { system: 'urn:demo:employee-id', value: `E${rng.digits(6)}` },
        ],
        markets: [place.market],
        // Payroll Info (SPEC §2, EnableADPIntegration): most clinicians are paid through ADP.
        adpSyncEnabled,
      },
      place,
      personaKey,
    };
  };
  const staff: Staff[] = [];
  for (const persona of PERSONAS) {
    const city = LINKED_PERSONAS[persona.key];
    if (city) staff.push(make(persona.givenName, persona.familyName, placeNamed(city), persona.key));
  }
  for (let i = 0; i < OTHER_PRACTITIONERS; i++) {
    const state = at(SUPPORTED_STATES, i % SUPPORTED_STATES.length);
    const places = placesIn(state);
    const place = at(places, Math.floor((Math.floor(i / SUPPORTED_STATES.length) * places.length) / 3) % places.length);
    const sex = rng.chance(0.7) ? 'female' : 'male';
    staff.push(make(faker.person.firstName(sex), faker.person.lastName(), place, null, i % 5 !== 4));
  }
  return staff;
}

export const staffOf = (staff: readonly Staff[], personaKey: string): Staff => {
  const found = staff.find((s) => s.personaKey === personaKey);
  if (!found) throw new Error(`seed: no practitioner for persona ${personaKey}`);
  return found;
};
