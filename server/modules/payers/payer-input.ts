// The arguments of the payer calls (SPEC §7 OrganizationList, Organization,
// GetDuplicatedOrganizations, createOrganization, updateOrganization), parsed before anything
// else and refused with BAD_USER_INPUT naming the field (DESIGN §5). The payer itself is parsed
// by the form's own schema (src/domain/administration/payer-input.ts), under `organization`, so
// a refusal names 'organization.address.city' and the form shows it on its field.
import * as v from 'valibot';
import { normalizedOrganizationName, ORGANIZATION_TYPES, PAYER_NAME_MAX, PAYER_TYPES } from '../../../src/domain/administration/payer.ts';
import { PayerInput, type PayerValues } from '../../../src/domain/administration/payer-input.ts';
import { FACILITY_TYPES, isFacilityKind } from '../../../src/domain/master-lists/facility.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import type { OrganizationType } from '../../../src/domain/resources.ts';
import { SUPPORTED_STATES } from '../../../src/domain/time-zone.ts';
import { textField } from '../../../src/domain/validation/fields.ts';
import { badInput } from '../../errors.ts';
import { parseId } from '../shared/ids.ts';
import { parseInput, withoutNulls } from '../shared/input.ts';
import { parseTerm } from '../shared/paging.ts';

type Maybe<T> = T | null | undefined;

export interface OrganizationListFilter {
  types: OrganizationType[];
  state: string | null;
  partOfId: string | null;
  /** Lower-case name fragment, or null. */
  term: string | null;
  /** The normalized name (normalizedOrganizationName), or null. */
  name: string | null;
  active: boolean | null;
}

export interface OrganizationListArgs {
  type?: Maybe<readonly string[]>;
  partOfId?: Maybe<string>;
  state?: Maybe<string>;
  term?: Maybe<string>;
  name?: Maybe<string>;
  active?: Maybe<boolean>;
}

const isState = (s: string) => (SUPPORTED_STATES as readonly string[]).includes(s);
const isType = (s: string): s is OrganizationType => (ORGANIZATION_TYPES as readonly string[]).includes(s);

function parseState(state: Maybe<string>, field: string): string | null {
  if (state === null || state === undefined || state === '') return null;
  if (!isState(state)) throw badInput(MESSAGES.incorrectValue, field);
  return state;
}

const NameArg = textField({ required: true, max: PAYER_NAME_MAX });

function parseName(name: unknown, field: string): string {
  const parsed = v.safeParse(NameArg, name);
  if (!parsed.success) throw badInput(parsed.issues[0].message, field);
  return normalizedOrganizationName(parsed.output);
}

/** The list's filters: the payer types unless `type` names others (a picker's). */
export function parseOrganizationListFilter(args: OrganizationListArgs): OrganizationListFilter {
  const types = args.type && args.type.length > 0 ? [...new Set(args.type)] : [...PAYER_TYPES];
  if (!types.every(isType)) throw badInput(MESSAGES.incorrectValue, 'type');
  return {
    types,
    state: parseState(args.state, 'state'),
    partOfId: args.partOfId ? parseId(args.partOfId, 'partOfId') : null,
    term: parseTerm(args.term)?.toLowerCase() ?? null,
    name: args.name ? parseName(args.name, 'name') : null,
    active: args.active ?? null,
  };
}

/**
 * GetDuplicatedOrganizations(organizationName, state, type): name and state required; type, when
 * given, is a master list's facility kind (care-facility, home-health) whose types are compared,
 * else the payers' types are.
 */
export function parseDuplicateArgs(args: { organizationName: string; state: string; type?: Maybe<string> }): {
  name: string;
  state: string;
  types: readonly OrganizationType[];
} {
  const name = parseName(args.organizationName, 'organizationName');
  const state = parseState(args.state, 'state');
  if (!state) throw badInput(MESSAGES.required, 'state');
  if (args.type === null || args.type === undefined || args.type === '') return { name, state, types: PAYER_TYPES };
  if (!isFacilityKind(args.type)) throw badInput(MESSAGES.incorrectValue, 'type');
  return { name, state, types: FACILITY_TYPES[args.type] };
}

const OrganizationArgument = v.object({ organization: PayerInput });

/** createOrganization / updateOrganization's `organization`; refusals name 'organization.<field>'. */
export const parsePayerArgument = (organization: unknown): PayerValues =>
  parseInput(OrganizationArgument, { organization: withoutNulls(organization) }).organization;

export const parseOrganizationId = (id: string): string => parseId(id, 'id');
