// What a patient-list search box holds (SPEC §2 patient list, §5 search): one term, read as a
// date of birth (MM/dd/yyyy, or yyyy-mm-dd), as a phone number or external patient number
// fragment (digits and phone punctuation), or as name words (each the start of a word of any of
// the patient's names, in any order; a term with a digit also matches an external number). The
// server turns it into SQL (server/modules/patients/patient-repository.ts); a name that matches
// nothing at the start of a word is retried as a mistyped name.
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import type { Identifier, Patient } from '../resources';

dayjs.extend(customParseFormat);

export type PatientSearch =
  | { kind: 'none' }
  | { kind: 'birthDate'; date: string }
  | { kind: 'number'; digits: string }
  | { kind: 'name'; words: string[]; text: string; number: string | null };

/** Phone punctuation a number may be typed with: (555) 123-4567, 555.123.4567, +1 555 123 4567. */
const PHONE_LIKE = /^[\d\s().+-]+$/;
/**
 * How alike a mistyped word must be to a word of the patient's names (pg_trgm word similarity,
 * 0–1): two letters swapped inside a name keep about a third of its trigrams ('jonhson' is 0.33
 * of 'johnson', 'jonh' 0.4 of 'john'). Looser matches come too, after the closest ones. Every
 * database session runs with it (server/db/client.ts), so the search needs no transaction to set it.
 */
export const FUZZY_NAME_THRESHOLD = 0.3;

/** A number needs three digits to be worth a search (fewer would match most patients). */
export const MIN_NUMBER_DIGITS = 3;

function birthDateOf(term: string): string | null {
  for (const format of ['MM/DD/YYYY', 'M/D/YYYY', 'YYYY-MM-DD']) {
    const d = dayjs(term, format, true);
    if (d.isValid() && d.year() >= 1900) return d.format('YYYY-MM-DD');
  }
  return null;
}

/** Reads a trimmed search term (SPEC §5: at most 200 characters, already trimmed). */
export function parsePatientSearch(term: string | null | undefined): PatientSearch {
  const text = (term ?? '').trim().toLowerCase();
  if (!text) return { kind: 'none' };
  const date = birthDateOf(text);
  if (date) return { kind: 'birthDate', date };
  if (PHONE_LIKE.test(text)) {
    const digits = text.replace(/\D/g, '');
    if (digits.length >= MIN_NUMBER_DIGITS) return { kind: 'number', digits };
  }
  // Words are literal text (a '%' is a percent sign, not a pattern); commas part them ('Smith, Mary').
  const words = text.split(/[\s,]+/).filter((w) => w.length > 0);
  if (words.length === 0) return { kind: 'none' };
  const single = words.length === 1 && /\d/.test(words[0] ?? '') ? (words[0] ?? null) : null;
  return { kind: 'name', words, text: words.join(' '), number: single };
}

/** The external patient number (SPEC §2 'External Patient Number'): the usual identifier, else the first that is not an SSN. */
export function externalPatientNumber(identifiers: readonly Identifier[] | undefined): string | null {
  const list = identifiers ?? [];
  const usual = list.find((i) => i.use === 'usual') ?? list.find((i) => i.type?.coding?.[0]?.code !== 'SB');
  return usual?.value ?? null;
}

/** Every phone number's digits, space-separated (what a phone search looks in). */
export const phoneDigitsOf = (patient: Pick<Patient, 'telecom'>): string =>
  patient.telecom
    .filter((t) => t.system === 'phone')
    .map((t) => t.value.replace(/\D/g, ''))
    .filter((d) => d.length > 0)
    .join(' ');
