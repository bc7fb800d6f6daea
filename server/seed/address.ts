// Street addresses near a place's centre, with a geocode, county and a ZIP of the place.
import type { Faker } from '@faker-js/faker';
import type { Address, Reference } from '../../src/domain/resources.ts';
import { jitterPoint, type Place, pickZip } from './places.ts';
import type { Rng } from './random.ts';

/** A resource whose id the seed has chosen (stores keep a given id). */
export type WithId<T> = T & { id: string };

/** Common street names of Puerto Rico (addresses there read "Calle Luna 152"). */
const PR_STREETS = [
  'Luna',
  'Sol',
  'Betances',
  'De Diego',
  'Muñoz Rivera',
  'Hostos',
  'Baldorioty',
  'Palmer',
  'Georgetti',
  'Barbosa',
  'Degetau',
  'Acosta',
];

export function addressAt(rng: Rng, faker: Faker, place: Place, use: 'home' | 'work' = 'home'): Address {
  const line = [place.state === 'PR' ? `Calle ${rng.pick(PR_STREETS)} ${rng.int(1, 999)}` : faker.location.streetAddress()];
  if (rng.chance(0.12)) line.push(faker.location.secondaryAddress());
  return {
    use,
    type: 'physical',
    line,
    city: place.city,
    district: place.county,
    state: place.state,
    postalCode: pickZip(rng, place),
    country: 'US',
    ...jitterPoint(rng, place),
  };
}

export const ref = (type: string, id: string, display: string): Reference => ({ reference: `${type}/${id}`, display });

export const STATE_NAMES = {
  AZ: 'Arizona',
  CA: 'California',
  FL: 'Florida',
  HI: 'Hawaii',
  NJ: 'New Jersey',
  NV: 'Nevada',
  OH: 'Ohio',
  PR: 'Puerto Rico',
  TX: 'Texas',
  UT: 'Utah',
} as const;
