// SPEC §5 search boxes: at most 200 characters, trimmed (inner whitespace collapsed, as the
// server's list helpers read it), and a search runs on Enter, not on every keystroke.
import * as v from 'valibot';
import { MESSAGES } from '../messages';

export const SEARCH_MAX = 200;

/** The term a search box sends: trimmed, whitespace collapsed, cut to 200 characters. */
export const searchTerm = (text: string): string => text.trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX).trim();

/** A search argument on the server: the same term; longer than 200 characters is refused. */
export const SearchInput = v.pipe(
  v.optional(v.string(MESSAGES.incorrectValue), ''),
  v.maxLength(SEARCH_MAX, MESSAGES.incorrectValue),
  // A NUL character no database can compare with (PostgreSQL refuses it): not a term.
  v.check((text) => !text.includes(String.fromCharCode(0)), MESSAGES.incorrectValue),
  v.transform(searchTerm),
);
