import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { SEARCH_MAX, SearchInput, searchTerm } from './search';

describe('search terms (SPEC §5: max 200, trimmed)', () => {
  it('trims and collapses whitespace', () => {
    expect(searchTerm('  jane   doe \t')).toBe('jane doe');
    expect(searchTerm('   ')).toBe('');
  });

  it('never sends more than 200 characters', () => {
    expect(searchTerm(`${'a'.repeat(199)} bcd`)).toBe('a'.repeat(199));
    expect(searchTerm('b'.repeat(300))).toHaveLength(SEARCH_MAX);
  });

  it('never cuts a character in half at the limit', () => {
    expect(searchTerm(`${'a'.repeat(199)}😀`)).toBe('a'.repeat(199));
    expect(v.safeParse(SearchInput, 'a\ud800').success).toBe(false);
  });

  it('the server input refuses longer terms and reads missing as empty', () => {
    expect(v.parse(SearchInput, ' jane ')).toBe('jane');
    expect(v.parse(SearchInput, undefined)).toBe('');
    const long = v.safeParse(SearchInput, 'x'.repeat(SEARCH_MAX + 1));
    expect(long.success ? null : long.issues[0].message).toBe(MESSAGES.incorrectValue);
  });
});
