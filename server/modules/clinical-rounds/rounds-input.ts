// Clinical Rounds' arguments (clinical-rounds.graphql), parsed into clean values or refused as
// BAD_USER_INPUT naming the field.
import * as v from 'valibot';
import { ROUNDS_DECISION_CODES, ROUNDS_NOTE_MAX, type RoundsDecision } from '../../../src/domain/rounds/rounds.ts';
import { badInput } from '../../errors.ts';
import { parseId } from '../shared/ids.ts';
import { parseArg } from '../shared/input.ts';

const DateInput = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD'),
  v.check(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    'must be a date YYYY-MM-DD',
  ),
);

export const parseRoundsDate = (raw: unknown): { date: string } => ({ date: parseArg(DateInput, 'date', (raw as { date: string }).date) });

const Entry = v.object({
  patientId: v.string(),
  note: v.optional(
    v.nullable(
      v.pipe(v.string(), v.trim(), v.maxLength(ROUNDS_NOTE_MAX, `must be at most ${ROUNDS_NOTE_MAX.toLocaleString('en-US')} characters`)),
    ),
  ),
  decision: v.optional(v.nullable(v.picklist(ROUNDS_DECISION_CODES, `must be one of ${ROUNDS_DECISION_CODES.join(', ')}`))),
});

export interface RoundsSaveInput {
  date: string;
  versionId: number;
  entries: { patientId: string; note: string | null; decision: RoundsDecision | null }[];
}

export function parseRoundsSave(raw: unknown): RoundsSaveInput {
  const args = raw as { date: string; versionId: unknown; entries: unknown };
  const { date } = parseRoundsDate(args);
  const versionId = parseArg(
    v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(0, 'must be at least 0')),
    'versionId',
    args.versionId,
  );
  const entries = parseArg(v.pipe(v.array(Entry), v.maxLength(200, 'can list at most 200 patients')), 'entries', args.entries).map(
    (e, i) => ({
      patientId: parseId(e.patientId, `entries.${i}.patientId`),
      note: e.note || null,
      decision: (e.decision ?? null) as RoundsDecision | null,
    }),
  );
  if (new Set(entries.map((e) => e.patientId)).size !== entries.length) throw badInput('Each patient can be listed once.', 'entries');
  return { date, versionId, entries };
}
