// The arguments of the facility calls (SPEC §7 getHealthCareFacilityList, getHealthCareFacilityById,
// getHealthCareFacilityByPatientId, createHealthCareFacility, updateHealthCareFacility,
// upsertPractitioners), parsed before anything else and refused with BAD_USER_INPUT naming the
// field (DESIGN §5). The facility and its contacts are parsed by the form's own schemas
// (src/domain/master-lists/facility-input.ts), under `organization` and `practitioners`.
import * as v from 'valibot';
import { FACILITY_TYPES, isFacilityKind } from '../../../src/domain/master-lists/facility.ts';
import { ContactsInput, type ContactValues, FacilityInput, type FacilityValues } from '../../../src/domain/master-lists/facility-input.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import type { OrganizationType } from '../../../src/domain/resources.ts';
import { SUPPORTED_STATES } from '../../../src/domain/time-zone.ts';
import { badInput } from '../../errors.ts';
import { parseId } from '../shared/ids.ts';
import { parseInput, parseVersionId, withoutNulls } from '../shared/input.ts';
import { parseTerm } from '../shared/paging.ts';

type Maybe<T> = T | null | undefined;

export const FACILITY_SORTS = ['-_lastUpdated', 'name'] as const;
export type FacilitySort = (typeof FACILITY_SORTS)[number];

export interface FacilityListFilter {
  types: readonly OrganizationType[];
  state: string | null;
  term: string | null;
  active: boolean | null;
  sort: FacilitySort;
}

export interface FacilityListArgs {
  type: string;
  state?: Maybe<string>;
  term?: Maybe<string>;
  active?: Maybe<boolean>;
  sort?: Maybe<string>;
}

const ALL_FACILITY_TYPES = [...new Set(Object.values(FACILITY_TYPES).flat())];

/** A kind (every type of its list) or one exact facility type. */
function parseFacilityTypes(type: string, field: string): readonly OrganizationType[] {
  if (isFacilityKind(type)) return FACILITY_TYPES[type];
  const exact = ALL_FACILITY_TYPES.find((t) => t === type);
  if (!exact) throw badInput(MESSAGES.incorrectValue, field);
  return [exact];
}

function parseState(state: Maybe<string>): string | null {
  if (state === null || state === undefined || state === '') return null;
  if (!(SUPPORTED_STATES as readonly string[]).includes(state)) throw badInput(MESSAGES.incorrectValue, 'state');
  return state;
}

export function parseFacilityListFilter(args: FacilityListArgs): FacilityListFilter {
  const sort = args.sort ?? '-_lastUpdated';
  if (!(FACILITY_SORTS as readonly string[]).includes(sort)) throw badInput(MESSAGES.incorrectValue, 'sort');
  return {
    types: parseFacilityTypes(args.type, 'type'),
    state: parseState(args.state),
    term: parseTerm(args.term)?.toLowerCase() ?? null,
    active: args.active ?? null,
    sort: sort as FacilitySort,
  };
}

/** getHealthCareFacilityByPatientId's facilityTypes: every facility type when none are named. */
export function parseFacilityTypeList(types: Maybe<readonly string[]>): readonly OrganizationType[] {
  if (!types || types.length === 0) return ALL_FACILITY_TYPES;
  return [...new Set(types.flatMap((t) => parseFacilityTypes(t, 'facilityTypes')))];
}

const FacilityArguments = v.object({ organization: FacilityInput, practitioners: ContactsInput });

export interface FacilityArgs {
  organization: FacilityValues;
  practitioners: ContactValues[];
}

/** createHealthCareFacility's arguments; refusals name 'organization.<field>' or 'practitioners.<n>.<field>'. */
export const parseFacilityArguments = (raw: { organization: unknown; practitioners?: unknown }): FacilityArgs =>
  parseInput(FacilityArguments, { organization: withoutNulls(raw.organization), practitioners: withoutNulls(raw.practitioners ?? []) });

export const parseFacilityUpdate = (raw: { id: string; versionId: number; organization: unknown; practitioners?: unknown }) => ({
  id: parseId(raw.id, 'id'),
  versionId: parseVersionId(raw.versionId),
  ...parseFacilityArguments(raw),
});

export const parseContactsUpsert = (raw: { organization: string; practitioners: unknown }) => ({
  id: parseId(raw.organization, 'organization'),
  practitioners: parseInput(v.object({ practitioners: ContactsInput }), { practitioners: withoutNulls(raw.practitioners) }).practitioners,
});
