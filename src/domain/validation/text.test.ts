import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { findUnstorable, isStorableText, NUL, oneLine, storableText, trimBlank } from './text';

describe("DESIGN §5 'One rule for free text': what the database can store", () => {
  it('refuses NUL and lone surrogates, keeps every whole character', () => {
    for (const text of ['', 'Ann', 'Zoë', '日本語', '😀', '👨‍👩‍👧', 'a\tb\nc']) expect(isStorableText(text), text).toBe(true);
    for (const text of [NUL, `a${NUL}b`, '\ud800', 'a\udc00b', 'Ann\ud83d', '\udfff\ud800']) expect(isStorableText(text)).toBe(false);
  });

  it('is one valibot check with SPEC §5 words', () => {
    const schema = v.pipe(v.string(), storableText());
    expect(v.safeParse(schema, 'a\ud800').issues?.[0]?.message).toBe(MESSAGES.incorrectValue);
    expect(v.parse(schema, 'fine')).toBe('fine');
  });

  it('finds the first unstorable text anywhere in a value, keys too, without recursing', () => {
    expect(findUnstorable({ a: ['ok', { b: 'x\u0000' }] })).toEqual({ path: ['a', 1, 'b'], words: 'cannot contain a NUL character' });
    expect(findUnstorable({ ok: 1, 'k\ud800': 'v' })).toEqual({
      path: [],
      words: 'cannot contain half of a character (a lone surrogate)',
    });
    expect(findUnstorable('\udc00')?.path).toEqual([]);
    expect(findUnstorable({ a: [1, true, null, 'fine'] })).toBeNull();
    let deep: unknown = '\ud800';
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(findUnstorable(deep)?.path).toHaveLength(50_000);
  });
});

describe('blank text: whitespace and characters that show nothing', () => {
  it('trims zero-width and filler characters at the ends with the spaces', () => {
    for (const blank of ['   ', '\u200b\u200b', '\u200d', '\ufeff', '\u3164', '\u00ad', ' \u2800 ', '\u2060\t\n']) {
      expect(trimBlank(blank), JSON.stringify(blank)).toBe('');
    }
    expect(trimBlank('\u200bAnn Lee\u200b ')).toBe('Ann Lee');
  });

  it('keeps what is inside a value: joiners of an emoji, inner spaces collapsed', () => {
    expect(oneLine('  👨‍👩‍👧  family \n name ')).toBe('👨‍👩‍👧 family name');
    expect(oneLine('a\u200bb')).toBe('a\u200bb');
  });
});
