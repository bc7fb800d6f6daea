// SPEC §2 Master lists 'Care Facility' and 'Home Health', §3 Health care facility / Organization
// and Facility contact person: the two kinds of facility the master lists keep, their types and
// sub-types, the contact person's prefix options, and the words of SPEC §5 for a facility
// without contacts. Shared by the screens and the server.
import type { OrganizationType } from '../resources';

/**
 * The master lists of SPEC §3's organization types: care facilities, home health agencies and PCP
 * practices (SPEC §2 /master-list/care-facility, /master-list/home-health, /master-list/pcp-config).
 */
export const FACILITY_KINDS = ['care-facility', 'home-health', 'pcp'] as const;
export type FacilityKind = (typeof FACILITY_KINDS)[number];

/**
 * The organization types of each kind. A care facility is stored under its sub-type (SPEC §3
 * 'sub-types assisted-living-facility, skilled-nursing-facility'), as the patient address's
 * Care Facility Lookup reads them; a home health agency is 'home-health' (sub-type 'hha').
 */
export const FACILITY_TYPES: Readonly<Record<FacilityKind, readonly OrganizationType[]>> = {
  'care-facility': ['care-facility', 'assisted-living-facility', 'skilled-nursing-facility'],
  'home-health': ['home-health'],
  pcp: ['pcp'],
};

export const FACILITY_TYPE_LABELS: Readonly<Partial<Record<OrganizationType, string>>> = {
  'care-facility': 'Care Facility',
  'assisted-living-facility': 'Assisted Living Facility',
  'skilled-nursing-facility': 'Skilled Nursing Facility',
  'home-health': 'Home Health Agency (hha)',
  pcp: 'Primary Care Practice',
};

/** The list's title and its create dialog's (SPEC §2 dialogs 'New Care Facility', 'New Home Health'). */
export const FACILITY_KIND_WORDS: Readonly<Record<FacilityKind, { title: string; dialog: string; one: string; many: string }>> = {
  'care-facility': { title: 'Care Facilities', dialog: 'New Care Facility', one: 'care facility', many: 'care facilities' },
  'home-health': { title: 'Home Health', dialog: 'New Home Health', one: 'home health agency', many: 'home health agencies' },
  pcp: { title: 'PCPs', dialog: 'New PCP', one: 'PCP', many: 'PCPs' },
};

export const isFacilityKind = (s: string): s is FacilityKind => (FACILITY_KINDS as readonly string[]).includes(s);

/** The kind a stored organization type belongs to, or null (a payer, a PCP, a market). */
export function facilityKindOf(type: string): FacilityKind | null {
  for (const kind of FACILITY_KINDS) if ((FACILITY_TYPES[kind] as readonly string[]).includes(type)) return kind;
  return null;
}

export const facilityTypeOptions = (kind: FacilityKind) =>
  FACILITY_TYPES[kind].map((value) => ({ value, label: FACILITY_TYPE_LABELS[value] ?? value }));

/** SPEC §3 contact prefix options; anything else typed is free credentials (up to 36). */
export const CONTACT_PREFIXES = ['Dr', 'Mr', 'Miss', 'Ms', 'Mrs', 'NP', 'PA'] as const;
/** SPEC §3/§5 limits of a contact person. */
export const CONTACT_NAME_MAX = 36;
export const CONTACT_CREDENTIALS_MAX = 36;
export const CONTACT_ROLE_MAX = 60;
/** SPEC leaves the number open ('add is disabled at the maximum'): a facility's desk, nurses and managers fit. */
export const MAX_CONTACTS = 10;
export const FACILITY_NAME_MAX = 100;

/** SPEC §5, word for word. */
export const FACILITY_MESSAGES = {
  noContactPerson: 'No contact person associated.',
  noContactInfo: 'No contact info provided.',
  noFax: 'No fax info provided.',
  noEmail: 'No Email info provided.',
  noContactSelected: 'No contact person selected.',
} as const;

/** The NPI of a contact (a PCP's physician): FHIR's US NPI identifier system. */
export const NPI_SYSTEM = 'http://hl7.org/fhir/sid/us-npi';

/** The server's refusal of an exact duplicate (same name, state and kind), as the payers'. */
export const DUPLICATE_FACILITY_MESSAGE = 'A facility with this name already exists in this state.';
