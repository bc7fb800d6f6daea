// SPEC §5 search boxes: at most 200 characters, trimmed (inner whitespace collapsed, as the
// server's list helpers read it), and a search runs on Enter, not on every keystroke.
import * as v from 'valibot';
import { MESSAGES } from '../messages';
import { storableText } from './text';

export const SEARCH_MAX = 200;

/** The term a search box sends: trimmed, whitespace collapsed, cut to 200 characters. */
export const searchTerm = (text: string): string => {
  const cut = text.trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX);
  // A character cut in half at the limit would be refused (validation/text.ts): drop its first half.
  return (/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut).trim();
};

/** A search argument on the server: the same term; longer than 200 characters is refused. */
export const SearchInput = v.pipe(
  v.optional(v.string(MESSAGES.incorrectValue), ''),
  v.maxLength(SEARCH_MAX, MESSAGES.incorrectValue),
  // A NUL or half a character, which no database can compare with: not a term (validation/text.ts).
  storableText(),
  v.transform(searchTerm),
);
