// The arguments of CoverageConfigList, CoverageConfig and updateCoverageConfig: the kind, the
// user id, the search term and the input (the edit form's schema, src/domain/administration/coverage.ts).
// A refusal names its field; an input list is named whole ('input.states'), where the form shows it.
import * as v from 'valibot';
import {
  CoverageConfigInput,
  type CoverageConfigValues,
  type CoverageKind,
  isCoverageKind,
} from '../../../src/domain/administration/coverage.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import { badInput } from '../../errors.ts';
import { parseId } from '../shared/ids.ts';
import { parseInput, refuseUnstorable } from '../shared/input.ts';
import { parseTerm } from '../shared/paging.ts';

export function parseKind(kind: string): CoverageKind {
  if (!isCoverageKind(kind)) throw badInput(MESSAGES.incorrectValue, 'kind');
  return kind;
}

export const parseCoverageTarget = (args: { kind: string; userId: string }): { kind: CoverageKind; userId: string } => ({
  kind: parseKind(args.kind),
  userId: parseId(args.userId, 'userId'),
});

export const parseCoverageListFilter = (args: { kind: string; term?: string | null | undefined }) => ({
  kind: parseKind(args.kind),
  term: parseTerm(args.term),
});

/** The input's lists (absent = empty), or BAD_USER_INPUT on 'input.<list>'. */
export function parseCoverageInput(input: Readonly<Record<string, unknown>> | null | undefined): CoverageConfigValues {
  // GraphQL gives null for a list left out; the schema reads a missing list as empty.
  const given = Object.fromEntries(Object.entries(input ?? {}).filter(([, value]) => value != null));
  refuseUnstorable(given, 'input');
  const result = v.safeParse(CoverageConfigInput, given);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const list = v.getDotPath(issue)?.split('.')[0];
  throw badInput(issue.message, list ? `input.${list}` : 'input');
}

/** updateCoverageConfig's versionId: the version the form read, 0 for a row not saved yet. */
const CoverageVersionInput = v.pipe(
  v.number('versionId must be a number'),
  v.integer('versionId must be a whole number'),
  v.minValue(0, 'versionId must be at least 0'),
);

export const parseCoverageVersion = (versionId: unknown): number =>
  parseInput(v.object({ versionId: CoverageVersionInput }), { versionId }).versionId;
