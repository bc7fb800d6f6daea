// A care team as /teams edits it (SPEC §2 '/teams (settings)'; SPEC §3 'Care team clinician':
// participants with practitioner role and specialty, managingOrganization), one schema for the
// form and the server (STYLE rule 3): name (required, at most 100), active, state (a supported
// state), the managing market (a market organization id, optional), a note, and the participants:
// a clinician (required), a role among the clinician-type job functions (required), a specialty
// (at most 60). A clinician is in a team at most once (refused on the repeat's row). That each
// clinician exists and is active, and that the market is a market of the team's state, are the
// server's checks (they need the database).
import * as v from 'valibot';
import { JOB_FUNCTION_TITLES, type JobFunction } from '../access';
import { areaText } from '../chart/chart-record-input';
import { MESSAGES } from '../messages';
import { SUPPORTED_STATES } from '../time-zone';
import { TEXT_MAX, textField } from '../validation/fields';

export const TEAM_NAME_MAX = 100;
export const SPECIALTY_MAX = 60;
/** More participants than any team has; a list past it is refused. */
export const MAX_PARTICIPANTS = 50;

/** The roles a participant holds in a team: the clinician-type job functions (SPEC §3). */
export const TEAM_ROLES = [
  'clin',
  'advclin',
  'lic-clin',
  'leadclin',
  'sphy',
  'cmon',
  'pons',
  'poff',
  'telemedicine-clinician',
] as const satisfies readonly JobFunction[];
export type TeamRole = (typeof TEAM_ROLES)[number];

export const TEAM_ROLE_OPTIONS = TEAM_ROLES.map((code) => ({ value: code, label: JOB_FUNCTION_TITLES[code] }));

/** The words of a role code (the code itself when it is not one of TEAM_ROLES). */
export const teamRoleLabel = (code: string): string =>
  (TEAM_ROLES as readonly string[]).includes(code) ? JOB_FUNCTION_TITLES[code as TeamRole] : code;

const oneOf = (values: readonly string[], required: boolean) =>
  v.pipe(
    textField({ required }),
    v.check((s) => s === '' || values.includes(s), MESSAGES.incorrectValue),
  );

export const ParticipantRow = v.object({
  practitionerId: textField({ required: true }),
  /** The clinician's name as the picker showed it (the form's; the server reads the name itself). */
  practitionerName: textField(),
  role: oneOf(TEAM_ROLES, true),
  specialty: textField({ max: SPECIALTY_MAX }),
});
export type ParticipantRowInput = v.InferInput<typeof ParticipantRow>;

export const emptyParticipantRow = (): ParticipantRowInput => ({ practitionerId: '', practitionerName: '', role: '', specialty: '' });

/** The rows whose clinician an earlier row already names. */
export function repeatedParticipants(rows: readonly { practitionerId: string }[]): number[] {
  const seen = new Set<string>();
  return rows.flatMap((row, i) => {
    const id = row.practitionerId.toLowerCase();
    const repeat = id !== '' && seen.has(id);
    seen.add(id);
    return repeat ? [i] : [];
  });
}

const Participants = v.pipe(
  v.optional(v.array(ParticipantRow, MESSAGES.incorrectValue), []),
  v.maxLength(MAX_PARTICIPANTS, MESSAGES.incorrectValue),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const index of repeatedParticipants(dataset.value)) {
      const row = dataset.value[index];
      if (!row) continue;
      addIssue({
        message: MESSAGES.incorrectValue,
        path: [
          { type: 'array', origin: 'value', input: dataset.value, key: index, value: row },
          { type: 'object', origin: 'value', input: row, key: 'practitionerId', value: row.practitionerId },
        ],
      });
    }
  }),
);

export const CareTeamInput = v.object({
  name: textField({ required: true, max: TEAM_NAME_MAX }),
  active: v.optional(v.boolean(MESSAGES.incorrectValue), true),
  state: oneOf(SUPPORTED_STATES, true),
  /** The managing market's organization id ('' for none). */
  managingMarketId: textField(),
  note: areaText({ max: TEXT_MAX }),
  participants: Participants,
});
export type CareTeamFormValues = v.InferInput<typeof CareTeamInput>;
export type CareTeamValues = v.InferOutput<typeof CareTeamInput>;

export const emptyCareTeam = (): CareTeamFormValues => ({
  name: '',
  active: true,
  state: '',
  managingMarketId: '',
  note: '',
  participants: [],
});
