// The PCP letters' arguments (letters.graphql), parsed into clean values or refused as
// BAD_USER_INPUT naming the field.
import * as v from 'valibot';
import { LETTER_KINDS, type LetterKind, LetterRange } from '../../../src/domain/letters/pcp-letters.ts';
import { parseId } from '../shared/ids.ts';
import { parseArg, parseInput } from '../shared/input.ts';

export const LETTER_PAGE_MAX = 200;

export interface LetterListInput {
  kind: LetterKind;
  range: LetterRange;
  offset: number;
  first: number;
}

const kindOf = (raw: unknown): LetterKind =>
  parseArg(v.picklist(LETTER_KINDS, 'must be missed-appointment or made-encounter'), 'kind', raw);

export function parseLetterList(raw: unknown): LetterListInput {
  const args = raw as { kind?: unknown; from?: unknown; to?: unknown; offset?: unknown; first?: unknown };
  return {
    kind: kindOf(args.kind),
    range: parseInput(LetterRange, { from: args.from, to: args.to }),
    offset: parseArg(
      v.optional(v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(0, 'must be at least 0')), 0),
      'offset',
      args.offset ?? undefined,
    ),
    first: parseArg(
      v.optional(
        v.pipe(
          v.number(),
          v.integer('must be a whole number'),
          v.minValue(1, 'must be at least 1'),
          v.maxValue(LETTER_PAGE_MAX, `must be at most ${LETTER_PAGE_MAX}`),
        ),
        50,
      ),
      'first',
      args.first ?? undefined,
    ),
  };
}

export interface LetterSendInput {
  kind: LetterKind;
  range: LetterRange;
  sourceIds: string[] | null;
}

export function parseLetterSend(raw: unknown): LetterSendInput {
  const args = raw as { kind?: unknown; from?: unknown; to?: unknown; sourceIds?: unknown };
  const ids = Array.isArray(args.sourceIds) ? args.sourceIds.map((id, i) => parseId(String(id), `sourceIds.${i}`)) : null;
  return { kind: kindOf(args.kind), range: parseInput(LetterRange, { from: args.from, to: args.to }), sourceIds: ids };
}

/** onPcpLetterChanged's argument: which letters' changes to hear. */
export function parseLetterKind(raw: unknown): { kind: LetterKind } {
  return { kind: kindOf((raw as { kind?: unknown }).kind) };
}
