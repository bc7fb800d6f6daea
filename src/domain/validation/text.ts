// DESIGN §5 'One rule for free text and dates': text the database cannot store is refused at the
// input, in every field, by this one rule, and a value made only of blanks means nothing.
// - Unstorable: a NUL character (PostgreSQL's text refuses it) and a lone UTF-16 surrogate (half
//   of a character: jsonb refuses it, and text would store a replacement character instead).
// - Blank: whitespace, and the characters that show nothing (zero-width spaces and joiners, the
//   byte-order mark, soft hyphens, bidirectional marks, Hangul fillers, the braille blank). They
//   are trimmed at both ends with the spaces (SPEC §5 trims on blur), so a name of only
//   zero-width characters is empty: 'This field is required', never a stored blank.
import * as v from 'valibot';
import { MESSAGES } from '../messages';

/** A character no database text can hold (PostgreSQL refuses it): never part of a valid value. */
export const NUL = String.fromCharCode(0);

/** A surrogate not paired with its other half (with the u flag, a pair is one code point). */
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether the database can store `text` as it is: no NUL, no lone surrogate. */
export const isStorableText = (text: string): boolean => !text.includes(NUL) && !LONE_SURROGATE.test(text);

/** The one check of every free-text field: refused with SPEC §5's words unless storable. */
export const storableText = (message: string = MESSAGES.incorrectValue) => v.check<string, string>(isStorableText, message);

/** Whitespace and the characters that show nothing (format characters, fillers, blanks). */
const BLANK = '\\s\\p{Cf}\\u115F\\u1160\\u3164\\uFFA0\\u2800';
const EDGES = new RegExp(`^[${BLANK}]+|[${BLANK}]+$`, 'gu');
const RUNS = /\s+/g;

/** `text` without the blanks at its ends (a value of only blanks is ''). */
export const trimBlank = (text: string): string => text.replace(EDGES, '');

/** One line of text as kept: blanks trimmed at the ends, inner whitespace collapsed to one space. */
export const oneLine = (text: string): string => trimBlank(text).replace(RUNS, ' ');

/** What is wrong with a text the database cannot store, in words that follow its field's name. */
export const unstorableWords = (text: string): string =>
  text.includes(NUL) ? 'cannot contain a NUL character' : 'cannot contain half of a character (a lone surrogate)';

/** Where a value holds unstorable text: the path to it (a key counts as its object's) and what is wrong. */
export interface UnstorableAt {
  path: (string | number)[];
  words: string;
}

/**
 * The first text in `value` (its strings and its objects' keys, at any depth) that the database
 * cannot store, or null. Walked without recursion: a value may be nested as deep as it was sent.
 */
export function findUnstorable(value: unknown): UnstorableAt | null {
  // Each entry keeps its parent and key, so a path is built only for the text found.
  interface Entry {
    value: unknown;
    parent: Entry | null;
    key: string | number;
  }
  const pathOf = (entry: Entry | null): (string | number)[] => {
    const path: (string | number)[] = [];
    for (let e = entry; e?.parent; e = e.parent) path.push(e.key);
    return path.reverse();
  };
  const stack: Entry[] = [{ value, parent: null, key: '' }];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const item = entry.value;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return { path: pathOf(entry), words: unstorableWords(item) };
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push({ value: item[i], parent: entry, key: i });
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item);
      for (const [key] of entries) if (!isStorableText(key)) return { path: pathOf(entry), words: unstorableWords(key) };
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown];
        stack.push({ value: child, parent: entry, key });
      }
    }
  }
  return null;
}
