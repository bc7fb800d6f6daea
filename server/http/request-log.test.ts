import { describe, expect, it } from 'vitest';
import { REDACTED, redactMessage, redactUrl, serializeError } from './request-log.ts';

describe('the request log keeps no query value', () => {
  it('redacts every value of a url, keeping the path and the names', () => {
    expect(redactUrl('/invitation?token=abc_DEF-123')).toBe(`/invitation?token=${REDACTED}`);
    expect(redactUrl('/graphql?query=%7B%20me%20%7D&variables=%7B%22token%22%3A%22abc%22%7D')).toBe(
      `/graphql?query=${REDACTED}&variables=${REDACTED}`,
    );
    expect(redactUrl('/authenticate?code=xyz&state=s1&')).toBe(`/authenticate?code=${REDACTED}&state=${REDACTED}&`);
    expect(redactUrl('/invitation?abc123')).toBe(`/invitation?${REDACTED}`);
    expect(redactUrl('/invitation?token=a=b')).toBe(`/invitation?token=${REDACTED}`);
    expect(redactUrl('/api/patients/p1/face-sheet')).toBe('/api/patients/p1/face-sheet');
    expect(redactUrl(`/x?${'n'.repeat(100)}=1`)).toBe(`/x?${'n'.repeat(40)}=${REDACTED}`);
  });

  it('redacts the query strings a message quotes', () => {
    expect(redactMessage('Route GET:/invitation?token=abc not found')).toBe(`Route GET:/invitation?token=${REDACTED} not found`);
    expect(redactMessage('in the "/x?a=1&b=2" (GET) route?')).toBe(`in the "/x?a=${REDACTED}&b=${REDACTED}" (GET) route?`);
    expect(redactMessage('ready on http://localhost:3000')).toBe('ready on http://localhost:3000');
  });
});

describe('an error in the log (DESIGN §5: error codes, never values a user sent)', () => {
  /** As Drizzle wraps the driver's error: the SQL and its parameters in its message, the driver's error as its cause. */
  const failedQuery = () => {
    const cause = Object.assign(new Error('invalid input syntax for type json'), {
      code: '22P02',
      severity: 'ERROR',
      detail: 'Failing row contains (Secret Subscriber, MEMBER-123).',
      table: 'coverage',
      routine: 'json_errsave_error',
    });
    return Object.assign(
      new Error('Failed query: insert into "coverage" values ($1, $2)\nparams: Secret Subscriber,MEMBER-123', { cause }),
      {
        query: 'insert into "coverage" values ($1, $2)',
        params: ['Secret Subscriber', 'MEMBER-123'],
      },
    );
  };

  it('logs a database error by its code and names, with its stack frames, never its SQL, parameters or detail', () => {
    const logged = serializeError(failedQuery());
    expect(logged).toMatchObject({ type: 'Error', code: '22P02', severity: 'ERROR', table: 'coverage', routine: 'json_errsave_error' });
    expect(logged.stack).toMatch(/^\s+at /);
    const text = JSON.stringify(logged);
    for (const value of ['Secret Subscriber', 'MEMBER-123', 'insert into', 'Failing row']) expect(text).not.toContain(value);
  });

  it('logs any other error as it is', () => {
    const logged = serializeError(Object.assign(new TypeError('x is not a function'), { statusCode: 500 }));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'x is not a function', statusCode: 500 });
    expect(logged.stack).toContain('TypeError: x is not a function');
    expect(serializeError('plain')).toEqual({ type: 'String', message: 'plain', stack: '' });
  });
});
