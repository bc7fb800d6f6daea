// Who covers what (SPEC §2 PCC config, telehealth clinicians, lead clinicians; all 'settings'):
// the three kinds as data, and the one input schema the edit form and the server both parse.
//   pcc:  users of job function pons or poff, the states and markets they work;
//   th:   telemedicine clinicians, the states whose waiting room they see;
//   lead: lead clinicians, the clinicians (practitioners) they lead.
// What an administrator sets changes what those users see (SPEC §2): for pcc and th the states
// become the user's patient access grant (app_user.markets, DESIGN §8); a lead reads the records
// of the clinicians they lead (server/modules/shared/encounter-access.ts).
import * as v from 'valibot';
import type { JobFunction } from '../access';
import { MESSAGES } from '../messages';
import { SUPPORTED_STATES } from '../time-zone';

export const COVERAGE_KINDS = ['pcc', 'th', 'lead'] as const;
export type CoverageKind = (typeof COVERAGE_KINDS)[number];

export type CoverageField = 'states' | 'marketIds' | 'clinicianIds';

export interface CoverageKindRule {
  /** The page title: the menu label (src/domain/menu.ts). */
  title: string;
  /** The list's path; the detail is `${path}/{id}` and the edit `${path}/{id}/edit`. */
  path: '/pcc-config' | '/th-clinician' | '/lead-clinician';
  /** The users this kind configures: any one of these job functions. */
  jobFunctions: readonly JobFunction[];
  /** What the kind sets (the form's fields, the detail's sections). */
  fields: readonly CoverageField[];
  /** The saved states become the user's app_user.markets (DESIGN §8 patient access). */
  grantsStates: boolean;
}

export const COVERAGE: Readonly<Record<CoverageKind, CoverageKindRule>> = {
  pcc: { title: 'PCC Config', path: '/pcc-config', jobFunctions: ['pons', 'poff'], fields: ['states', 'marketIds'], grantsStates: true },
  th: {
    title: 'Telehealth Clinicians',
    path: '/th-clinician',
    jobFunctions: ['telemedicine-clinician'],
    fields: ['states', 'marketIds'],
    grantsStates: true,
  },
  lead: { title: 'Lead Clinicians', path: '/lead-clinician', jobFunctions: ['leadclin'], fields: ['clinicianIds'], grantsStates: false },
};

export const COVERAGE_FIELD_LABELS: Readonly<Record<CoverageField, string>> = {
  states: 'States',
  marketIds: 'Markets',
  clinicianIds: 'Clinicians',
};

export const isCoverageKind = (value: string): value is CoverageKind => (COVERAGE_KINDS as readonly string[]).includes(value);

/** Whether a user with these job functions is configured by `kind`. */
export const isCoverageSubject = (kind: CoverageKind, jobFunctions: readonly string[]): boolean =>
  COVERAGE[kind].jobFunctions.some((code) => jobFunctions.includes(code));

/** The audit's entity id of one user's config (entity type 'CoverageConfig'). */
export const coverageEntityId = (kind: CoverageKind, userId: string): string => `${kind}:${userId}`;

/** More markets or clinicians than anyone covers: a bound on the input, not a business rule. */
export const COVERAGE_MAX_ITEMS = 500;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A list of distinct values (order kept, repeats dropped), every one passing `item`. */
const distinctList = <T extends string>(item: v.GenericSchema<string, T>) =>
  v.pipe(
    v.optional(v.array(item, MESSAGES.incorrectValue), []),
    v.maxLength(COVERAGE_MAX_ITEMS, MESSAGES.incorrectValue),
    v.transform((values: T[]) => [...new Set(values)]),
  );

const Id = v.pipe(v.string(MESSAGES.incorrectValue), v.regex(UUID, MESSAGES.incorrectValue), v.toLowerCase());

/** updateCoverageConfig's input and the edit form's values: supported state codes, market and practitioner ids. */
export const CoverageConfigInput = v.object({
  states: distinctList(v.picklist(SUPPORTED_STATES, MESSAGES.incorrectValue)),
  marketIds: distinctList(Id),
  clinicianIds: distinctList(Id),
});
export type CoverageConfigValues = v.InferOutput<typeof CoverageConfigInput>;

/** The fields a kind does not set must stay empty (a lead sets no states; a PCC leads no clinicians). */
export function fieldsOutsideKind(kind: CoverageKind, values: CoverageConfigValues): CoverageField[] {
  const own = COVERAGE[kind].fields;
  return (['states', 'marketIds', 'clinicianIds'] as const).filter((field) => !own.includes(field) && values[field].length > 0);
}

/** What a config holds, named (the list's and detail's view of it). */
export interface NamedCoverage {
  states: readonly string[];
  markets: readonly { name: string }[];
  clinicians: readonly { name: string }[];
  updatedAt: string | null;
}

/** The names one field of a config holds. */
export function coverageValues(field: CoverageField, config: NamedCoverage): string[] {
  switch (field) {
    case 'states':
      return [...config.states];
    case 'marketIds':
      return config.markets.map((m) => m.name);
    case 'clinicianIds':
      return config.clinicians.map((c) => c.name);
  }
}

export const NOT_CONFIGURED = 'Not configured yet';

/** One line for the list: 'States: FL, TX · Markets: Tampa Bay', or 'Not configured yet' before the first save. */
export function coverageSummary(kind: CoverageKind, config: NamedCoverage): string {
  if (config.updatedAt === null) return NOT_CONFIGURED;
  return COVERAGE[kind].fields
    .map((field) => `${COVERAGE_FIELD_LABELS[field]}: ${coverageValues(field, config).join(', ') || 'None'}`)
    .join(' · ');
}
