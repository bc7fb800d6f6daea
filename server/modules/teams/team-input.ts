// The arguments of the /teams operations (DESIGN §5): parsed before anything else, refused with
// BAD_USER_INPUT naming the field. A team is parsed by the form's own schema
// (src/domain/administration/team-input.ts), its paths under the argument's name
// ('team.participants.1.practitionerId'), so the form shows each refusal on its field. A null is
// read as an empty value, as the form would send it.
import * as v from 'valibot';
import { CareTeamInput, type CareTeamValues } from '../../../src/domain/administration/team-input.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import { badInput } from '../../errors.ts';
import { isId, parseId } from '../shared/ids.ts';
import { parseInput, parseVersionId, withoutNulls } from '../shared/input.ts';
import { parseTerm } from '../shared/paging.ts';

type Maybe<T> = T | null | undefined;

const STATE = /^[A-Z]{2}$/;
/** What a state filter that is not a state code becomes: it matches no team (it is not refused). */
const NO_STATE = '--';

export interface CareTeamListArgs {
  term?: Maybe<string>;
  state?: Maybe<string>;
}

export interface CareTeamListFilter {
  term: string | null;
  state: string | null;
}

export const parseCareTeamListFilter = (args: CareTeamListArgs): CareTeamListFilter => ({
  term: parseTerm(args.term)?.toLowerCase() ?? null,
  state: args.state ? (STATE.test(args.state) ? args.state : NO_STATE) : null,
});

export const parseCareTeamId = (id: string): string => parseId(id, 'id');

const TeamArg = v.object({ team: CareTeamInput });
const incorrect = (field: string) => badInput(MESSAGES.incorrectValue, field);

/** The team of a create or an update: the form's rules, then its ids (lower-case UUIDs). */
export function parseCareTeamInput(team: unknown): CareTeamValues {
  const { team: values } = parseInput(TeamArg, { team: withoutNulls(team) });
  values.participants.forEach((p, i) => {
    if (!isId(p.practitionerId)) throw incorrect(`team.participants.${i}.practitionerId`);
    p.practitionerId = p.practitionerId.toLowerCase();
  });
  if (values.managingMarketId) {
    if (!isId(values.managingMarketId)) throw incorrect('team.managingMarketId');
    values.managingMarketId = values.managingMarketId.toLowerCase();
  }
  return values;
}

export function parseCareTeamUpdate(args: { id: string; versionId: number; team: unknown }) {
  return { id: parseCareTeamId(args.id), versionId: parseVersionId(args.versionId), values: parseCareTeamInput(args.team) };
}
