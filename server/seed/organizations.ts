// Organizations of SPEC §3 for every supported state: markets, care facilities (three kinds),
// home health agencies, PCP practices and payers (insurers, MSOs, IPAs; each state's first IPA
// belongs to its MSO, and the second Florida IPA has no MSO).
import type { Faker } from '@faker-js/faker';
import { NPI_SYSTEM } from '../../src/domain/master-lists/facility.ts';
import type { FacilityContact } from '../../src/domain/master-lists/facility-record.ts';
import { npiCheckDigit } from '../../src/domain/master-lists/npi.ts';
import type { ContactPoint, Identifier, Organization, OrganizationType } from '../../src/domain/resources.ts';
import { SUPPORTED_STATES, type SupportedState } from '../../src/domain/time-zone.ts';
import { addressAt, ref, STATE_NAMES, type WithId } from './address.ts';
import { MARKETS, type Place, phoneIn, placesIn } from './places.ts';
import { at, Rng, seededFaker } from './random.ts';

export type Org = WithId<Organization>;

export const FACILITY_TYPES = ['care-facility', 'assisted-living-facility', 'skilled-nursing-facility'] as const;
const TREES = ['Oak', 'Palm', 'Cedar', 'Willow', 'Magnolia', 'Cypress', 'Juniper', 'Aspen', 'Maple', 'Sycamore'];
const GROUNDS = ['Ridge', 'Park', 'Pointe', 'Grove', 'Meadows', 'Springs', 'Crossing', 'Terrace'];
const HOMES = ['Gardens', 'Manor', 'Place', 'Village', 'Court', 'House'];
const CARE = ['BrightPath', 'Compass', 'Guardian', 'Harmony', 'Horizon', 'Keystone', 'Lifeline', 'Northstar', 'Pathway', 'Trinity'];
const PAYERS = [
  'Summit Health',
  'Harbor Health Plan',
  'Sunrise Senior Advantage',
  'Evergreen Medicare Plan',
  'Pinnacle Care',
  'Lighthouse Health',
];

const SUFFIX: Record<OrganizationType, string> = {
  market: 'Market',
  'care-facility': 'Wound Care Center',
  'assisted-living-facility': 'Assisted Living',
  'skilled-nursing-facility': 'Skilled Nursing & Rehabilitation',
  'home-health': 'Home Health',
  pcp: 'Primary Care',
  ins: 'Insurance',
  mso: 'MSO',
  ipa: 'IPA',
};

function orgName(faker: Faker, rng: Rng, type: OrganizationType, place: Place, n: number): string {
  const state = STATE_NAMES[place.state];
  switch (type) {
    case 'care-facility':
      return `${place.city} ${SUFFIX[type]}`;
    case 'assisted-living-facility':
      return `${faker.person.lastName()} ${rng.pick(HOMES)} ${SUFFIX[type]}`;
    case 'skilled-nursing-facility':
      return `${rng.pick(TREES)} ${rng.pick(GROUNDS)} ${SUFFIX[type]}`;
    case 'home-health':
      return `${at(CARE, (n + place.state.charCodeAt(0)) % CARE.length)} ${SUFFIX[type]} of ${place.city}`;
    case 'pcp':
      return rng.chance(0.5) ? `${faker.person.lastName()} Family Medicine` : `${place.city} ${SUFFIX[type]} Associates`;
    case 'ins':
      return `${at(PAYERS, (n + place.state.charCodeAt(1)) % PAYERS.length)} of ${state}`;
    case 'mso':
      return `${state} Care Management ${SUFFIX[type]}`;
    case 'ipa':
      return `${place.city} Independent Physicians ${SUFFIX[type]}`;
    case 'market':
      return place.market;
  }
}

function telecom(rng: Rng, faker: Faker, place: Place, name: string): ContactPoint[] {
  const domain = `${name.toLowerCase().replace(/[^a-z]+/g, '')}.example`;
  return [
    { system: 'phone', value: phoneIn(rng, place), use: 'work' },
    { system: 'fax', value: phoneIn(rng, place), use: 'work' },
    { system: 'email', value: `${faker.helpers.arrayElement(['info', 'intake', 'referrals', 'office'])}@${domain}`, use: 'work' },
  ];
}

function payerIdentifiers(rng: Rng, type: OrganizationType): Identifier[] {
  if (type !== 'ins' && type !== 'mso' && type !== 'ipa') return [];
  return [
    { system: 'urn:demo:insurer-external-id', value: `EXT-${rng.digits(6)}` },
    { system: 'urn:demo:availity-payer-id', value: rng.digits(5) },
    { system: 'urn:demo:contracted', value: rng.chance(0.8) ? 'true' : 'false' },
  ];
}

const CONTACT_ROLES = ['Director of Nursing', 'Administrator', 'Front desk', 'Wound care nurse', 'Social worker', 'Intake coordinator'];
const FACILITY_KINDS: readonly OrganizationType[] = [
  'care-facility',
  'assisted-living-facility',
  'skilled-nursing-facility',
  'home-health',
  'pcp',
];

/** A facility's contact persons (SPEC §3 Facility contact person): one or two, the first primary. */
function contacts(rng: Rng, faker: Faker, place: Place, domain: string, pcp: boolean): FacilityContact[] {
  const count = rng.chance(0.5) ? 2 : 1;
  return Array.from({ length: count }, (_, i) => {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    const telecom: FacilityContact['telecom'] = [{ system: 'phone', value: phoneIn(rng, place), use: 'work', rank: 1 }];
    if (rng.chance(0.6)) telecom.push({ system: 'email', value: `${first}.${last}@${domain}`.toLowerCase().replace(/[^a-z.@]/g, '') });
    if (rng.chance(0.4)) telecom.push({ system: 'fax', value: phoneIn(rng, place) });
    const contact: FacilityContact = {
      id: rng.uuid(),
      name: {
        given: [first],
        family: last,
        ...(pcp ? { prefix: 'Dr' } : rng.chance(0.3) ? { prefix: rng.pick(['Dr', 'Mr', 'Ms', 'Mrs', 'NP']) } : {}),
      },
      role: pcp ? 'Primary care physician' : rng.pick(CONTACT_ROLES),
      telecom,
      active: true,
      primary: i === 0,
    };
    if (pcp) {
      // A physician's NPI: nine digits from 1 and its check digit (SPEC §2 PCP config).
      const nine = `1${rng.digits(8)}`;
      contact.identifier = [{ system: NPI_SYSTEM, value: `${nine}${npiCheckDigit(nine)}` }];
    }
    return contact;
  });
}

/** How many of each kind per state (markets come from the places table). */
const PER_STATE: readonly (readonly [OrganizationType, number])[] = [
  ['care-facility', 3],
  ['assisted-living-facility', 3],
  ['skilled-nursing-facility', 3],
  ['home-health', 3],
  ['pcp', 4],
  ['ins', 3],
  ['mso', 1],
  ['ipa', 2],
];

export function buildOrganizations(): Org[] {
  const rng = new Rng('organizations');
  const faker = seededFaker('organizations');
  // The contacts draw from their own sequence, so every organization is as it was before them.
  const contactRng = new Rng('facility-contacts');
  const contactFaker = seededFaker('facility-contacts');
  const orgs: Org[] = [];
  const make = (type: OrganizationType, place: Place, n: number, partOf?: Org): Org => {
    const name = orgName(faker, rng, type, place, n);
    const org: Org = {
      id: rng.uuid(),
      active: type === 'market' || rng.chance(0.94),
      name,
      type,
      address: [addressAt(rng, faker, place, 'work')],
      telecom: type === 'market' ? [] : telecom(rng, faker, place, name),
    };
    if (FACILITY_KINDS.includes(type)) {
      (org as Org & { contact?: FacilityContact[] }).contact = contacts(
        contactRng,
        contactFaker,
        place,
        `${name.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
        type === 'pcp',
      );
    }
    const identifier = payerIdentifiers(rng, type);
    if (identifier.length > 0) org.identifier = identifier;
    if (partOf) org.partOf = ref('Organization', partOf.id, partOf.name);
    orgs.push(org);
    return org;
  };
  for (const market of MARKETS) {
    const org = make('market', market.place, 0) as Org & { counties?: string[] };
    // The counties the market serves (the Market Team screen's): those of its places.
    org.counties = [...new Set(placesIn(market.state).flatMap((p) => (p.market === market.name ? [p.county] : [])))].sort();
  }
  for (const state of SUPPORTED_STATES) {
    const places = placesIn(state);
    let mso: Org | undefined;
    for (const [type, count] of PER_STATE) {
      for (let n = 0; n < count; n++) {
        const place = at(places, (n * 2 + type.length) % places.length);
        // Every IPA belongs to its state's MSO, except Florida's second ("No MSO associated").
        const parent = type === 'ipa' && !(state === 'FL' && n === 1) ? mso : undefined;
        const org = make(type, place, n, parent);
        if (type === 'mso') mso = org;
      }
    }
  }
  // One PCP practice in ten has no fax on file (SPEC §2 'Fax to the PCP needs system fax', §3
  // Letters' 'No Fax' flag); its own stream, so the rest of the seed stays as it was.
  const faxGapRng = new Rng('organizations-pcp-fax-gap');
  for (const org of orgs) {
    if (org.type === 'pcp' && faxGapRng.chance(0.1)) org.telecom = org.telecom?.filter((t) => t.system !== 'fax') ?? [];
  }
  return orgs;
}

/**
 * A Florida PCP practice with no fax on file (SPEC §3 Letters' 'No Fax'), drawn from its own
 * streams and kept out of the patients' choice of PCP: letter-gaps.ts names it the PCP of a few
 * chosen patients, so the PCC's letters screens always show the flag (the one-in-ten gap above
 * falls on no Florida practice).
 */
export function buildPcpWithoutFax(place: Place): Org {
  const rng = new Rng('organizations-pcp-no-fax');
  const faker = seededFaker('organizations-pcp-no-fax');
  const name = `${faker.person.lastName()} Family Medicine`;
  const domain = `${name.toLowerCase().replace(/[^a-z]+/g, '')}.example`;
  const org: Org & { contact: FacilityContact[] } = {
    id: rng.uuid(),
    active: true,
    name,
    type: 'pcp',
    address: [addressAt(rng, faker, place, 'work')],
    telecom: telecom(rng, faker, place, name).filter((t) => t.system !== 'fax'),
    contact: contacts(rng, faker, place, domain, true),
  };
  return org;
}

/** Organizations of one type (and state), in creation order. */
export const orgsOf = (orgs: readonly Org[], type: OrganizationType, state?: SupportedState): Org[] =>
  orgs.filter((o) => o.type === type && (state === undefined || o.address?.[0]?.state === state));
