// Arguments are parsed with valibot before a service does anything else (DESIGN §5): a refusal is
// BAD_USER_INPUT naming the field, so the form shows it there (src/ui/form/use-schema-form.ts),
// never a 500. An area's <area>-input.ts holds its schemas and calls these.
import * as v from 'valibot';
import { isClinicTime, MAX_DATE, MIN_DATE } from '../../../src/domain/validation/date.ts';
import { findUnstorable } from '../../../src/domain/validation/text.ts';
import { badInput } from '../../errors.ts';

/** The version a change is based on (CONFLICT when the record moved past it). */
export const VersionIdInput = v.pipe(
  v.number('versionId must be a number'),
  v.integer('versionId must be a whole number'),
  v.minValue(1, 'versionId must be at least 1'),
);

/**
 * DESIGN §5 'One rule for free text and dates': text the database cannot store (a NUL, half of a
 * character: src/domain/validation/text.ts) is refused in every field of every input parsed here,
 * whatever the field's own schema checks, naming the field ('<field> cannot contain a NUL
 * character'). Each command of a batch is parsed on its own, so only that command is refused.
 */
export function refuseUnstorable(input: unknown, field?: string): void {
  const found = findUnstorable(input);
  if (!found) return;
  const where = [...(field ? [field] : []), ...found.path].join('.');
  throw badInput(where ? `${where} ${found.words}` : `The input ${found.words}`, where || undefined);
}

/** A whole input object: its output, or BAD_USER_INPUT with the first issue's own words, on its path. */
export function parseInput<const S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  refuseUnstorable(input);
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issue = result.issues[0];
  throw badInput(issue.message, v.getDotPath(issue) ?? undefined);
}

/** One argument: its output, or BAD_USER_INPUT '<field>[.path] <what is wrong>' on that field. */
export function parseArg<const S extends v.GenericSchema>(schema: S, field: string, value: unknown): v.InferOutput<S> {
  refuseUnstorable(value, field);
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = v.getDotPath(issue);
  const where = path ? `${field}.${path}` : field;
  throw badInput(`${where} ${issue.message}`, where);
}

/** An ISO date-time, normalised to UTC ('…Z'), on a day a clinic means (DESIGN §5: src/domain/validation/date.ts). */
export const DateTimeInput = v.pipe(
  v.string(),
  v.isoTimestamp('is not an ISO date-time'),
  v.check((s) => Number.isFinite(Date.parse(s)), 'is not an ISO date-time'),
  v.check(isClinicTime, `must be a date-time from ${MIN_DATE} to ${MAX_DATE}`),
  v.transform((s) => new Date(s).toISOString()),
);

/** A versionId argument alone. */
export const parseVersionId = (versionId: unknown): number => parseInput(v.object({ versionId: VersionIdInput }), { versionId }).versionId;

/**
 * GraphQL's nulls read as absent values, deeply, so a schema's defaults apply (a form sends an
 * empty optional field as null).
 */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).flatMap(([k, item]) => (item === null ? [] : [[k, withoutNulls(item)]])));
}
