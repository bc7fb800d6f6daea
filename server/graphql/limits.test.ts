// The query's own limits (DESIGN §5 'Limits'): its text, nesting, variables and the messages a caller sees.
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { callerMessage, checkLength, checkVariables, MAX_MESSAGE, MAX_NESTING, nestingOf } from './limits.ts';

const refusalOf = (take: () => void): AppError | null => {
  try {
    take();
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
};

describe('the query as sent (DESIGN §5: bad input answers BAD_USER_INPUT, never a 500)', () => {
  it('is GraphQL text: a number, an object or JSON is refused, no query is left to Mercurius', () => {
    for (const query of [1, true, {}, [], '1', 'true', '"text"', '{"kind":"Document","definitions":[]}', ' [1] ']) {
      expect(refusalOf(() => checkLength(query))?.message, JSON.stringify(query)).toBe('query must be GraphQL text.');
    }
    for (const query of [
      undefined,
      null,
      '{ me { id } }',
      'query Q($n: Int) { PatientList(first: $n) { totalCount } }',
      'fragment F on User { id }',
    ]) {
      expect(refusalOf(() => checkLength(query))).toBeNull();
    }
  });

  it('counts the nesting of brackets outside strings and comments, before any parsing', () => {
    expect(nestingOf('{ me { id } }')).toBe(2);
    expect(nestingOf('{ a(x: [[1]]) { b } }')).toBe(4);
    expect(nestingOf('{ a(x: "[[[[[[") # {{{{{\n }')).toBe(2);
    expect(nestingOf('{ a(x: """ {{{{ \\""" [[[[ """) }')).toBe(2);
    expect(nestingOf('{ a(x: "\\" [[") }')).toBe(2);
    const deep = `{ me(x: ${'['.repeat(2000)}${']'.repeat(2000)}) { id } }`;
    expect(refusalOf(() => checkLength(deep))?.message).toBe(
      `This request asks for more than ${MAX_NESTING} levels of nesting. Split it into smaller requests.`,
    );
  });

  it('refuses variables nested deeper than the limit, without recursing', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = { a: [deep] };
    expect(refusalOf(() => checkVariables({ v: deep }))?.code).toBe('BAD_USER_INPUT');
    expect(refusalOf(() => checkVariables({ input: { lines: [{ text: 'x' }] } }))).toBeNull();
  });

  it('tells a message in a few words: quoted values cut, the whole bounded, no engine internals', () => {
    const huge = 'x'.repeat(1_000_000);
    const told = callerMessage(`Variable "$f" got invalid value "${huge}"; Int cannot represent non-integer value: "${huge}"`);
    expect(told.length).toBeLessThanOrEqual(MAX_MESSAGE);
    expect(told).toBe(`Variable "$f" got invalid value "${'x'.repeat(24)}…"; Int cannot represent non-integer value: "${'x'.repeat(24)}…"`);
    expect(callerMessage('Maximum call stack size exceeded')).toBe(
      `This request asks for more than ${MAX_NESTING} levels of nesting. Split it into smaller requests.`,
    );
    expect(callerMessage('Cannot query field "nope" on type "Query".')).toBe('Cannot query field "nope" on type "Query".');
  });
});
