// SPEC §2 Payers and §3 'Payer organization types: ins (Insurer), mso (MSO), ipa (IPA); active
// shown Active/Inactive; identifiers for insurer external ID, availity payer id, contracted. An
// IPA without MSO shows 'No MSO associated with this IPA.'' The words, the identifier systems
// and the name rule of the duplicate check, shared by the screens and the server.
import { refusalOf } from '../operation-permissions';
import type { Identifier, OrganizationType } from '../resources';

export const PAYER_TYPES = ['ins', 'mso', 'ipa'] as const satisfies readonly OrganizationType[];
export type PayerType = (typeof PAYER_TYPES)[number];

export const PAYER_TYPE_LABELS: Readonly<Record<PayerType, string>> = { ins: 'Insurer', mso: 'MSO', ipa: 'IPA' };
export const PAYER_TYPE_OPTIONS = PAYER_TYPES.map((value) => ({ value, label: PAYER_TYPE_LABELS[value] }));

/** Every organization type (SPEC §3), for the list's type filter of the pickers. */
const TYPE_SET: Readonly<Record<OrganizationType, true>> = {
  'care-facility': true,
  'assisted-living-facility': true,
  'skilled-nursing-facility': true,
  'home-health': true,
  pcp: true,
  ins: true,
  mso: true,
  ipa: true,
  market: true,
};
export const ORGANIZATION_TYPES = Object.keys(TYPE_SET) as OrganizationType[];

export const isPayerType = (type: string): type is PayerType => (PAYER_TYPES as readonly string[]).includes(type);

/** 'Insurer', 'MSO', 'IPA'; any other organization type as it is. */
export const payerTypeLabel = (type: string): string => (isPayerType(type) ? PAYER_TYPE_LABELS[type] : type);

/** SPEC §3 'active shown Active/Inactive'. */
export const activeLabel = (active: boolean): 'Active' | 'Inactive' => (active ? 'Active' : 'Inactive');
export const activeColor = (active: boolean): string => (active ? 'teal' : 'gray');

/** SPEC §3, word for word. */
export const NO_MSO_MESSAGE = 'No MSO associated with this IPA.';
/** The server's refusal of an exact duplicate (same name, state and type). */
export const DUPLICATE_ORGANIZATION_MESSAGE = 'An organization with this name already exists in this state.';

/** SPEC leaves the payer name's length open; 100 fits every payer we know of. */
export const PAYER_NAME_MAX = 100;
/** SPEC §9 'organization list 1000': the largest page a picker may ask for. */
export const ORGANIZATION_LIST_MAX = 1000;

/** Only an IPA sits under another payer, and then under an MSO (SPEC §3 'IPA without MSO'). */
export const mayHaveParent = (type: string): boolean => type === 'ipa';
export const PARENT_TYPE = 'mso' as const;

/** The identifier systems of SPEC §3's three payer identifiers (those of the demo seed). */
export const INSURER_EXTERNAL_ID_SYSTEM = 'urn:demo:insurer-external-id';
export const AVAILITY_PAYER_ID_SYSTEM = 'urn:demo:availity-payer-id';
export const CONTRACTED_SYSTEM = 'urn:demo:contracted';

export const identifierValue = (identifiers: readonly Identifier[] | undefined, system: string): string | null =>
  identifiers?.find((i) => i.system === system)?.value ?? null;

/** 'true' / 'false' as stored; null when never said. */
export function contractedOf(identifiers: readonly Identifier[] | undefined): boolean | null {
  const value = identifierValue(identifiers, CONTRACTED_SYSTEM);
  return value === null ? null : value === 'true';
}

/** Yes / No / Not Available. */
export const contractedLabel = (contracted: boolean | null | undefined): string =>
  contracted === true ? 'Yes' : contracted === false ? 'No' : 'Not Available';

/**
 * The name as the duplicate check compares it (case-insensitive, whitespace collapsed):
 * 'Summit  Health ' and 'summit health' are the same payer.
 */
export const normalizedOrganizationName = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The payer form's labels, also the 'Change history' names of what changed (payerAuditRecord's keys). */
export const PAYER_FIELD_LABELS = {
  name: 'Name',
  type: 'Type',
  active: 'Active',
  partOfId: 'MSO',
  insurerExternalId: 'Insurer External ID',
  availityPayerId: 'Availity Payer ID',
  contracted: 'Contracted',
  address: 'Address',
  phones: 'Phones',
  fax: 'Fax',
  email: 'Email',
  url: 'Website',
} as const;

/** Whether the user may create or change payers (settings; a reviewer-readonly user changes nothing, SPEC §6). */
export const mayChangePayers = (user: Parameters<typeof refusalOf>[0]): boolean =>
  refusalOf(user, 'Mutation.createOrganization') === null && refusalOf(user, 'Mutation.updateOrganization') === null;
