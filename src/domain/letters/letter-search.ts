// The PCP letters' screens in the address bar (SPEC §2 /missed-appointments, /made-encounters): the
// date range (?from=&to=), so Back, a reload and a shared link show the same letters. A range
// that is not a valid LetterRange is dropped for the default (the last 7 days ending today),
// never an error page.
import * as v from 'valibot';
import { LetterRange } from './pcp-letters';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const one = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined);

export const LetterSearch = v.object({
  from: one(v.pipe(v.string(), v.regex(DAY))),
  to: one(v.pipe(v.string(), v.regex(DAY))),
});
export type LetterSearch = v.InferOutput<typeof LetterSearch>;

/** Days the default range covers, today included. */
export const DEFAULT_LETTER_DAYS = 7;

const addDays = (day: string, n: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
};

/** The last 7 days ending `today` ('YYYY-MM-DD'). */
export const defaultLetterRange = (today: string): LetterRange => ({ from: addDays(today, -(DEFAULT_LETTER_DAYS - 1)), to: today });

/** The range the address names, or the default one when it names no valid range. */
export function letterRangeOfSearch(search: LetterSearch, today: string): LetterRange {
  const fallback = defaultLetterRange(today);
  const candidate = { from: search.from ?? fallback.from, to: search.to ?? fallback.to };
  return v.safeParse(LetterRange, candidate).success ? candidate : fallback;
}
