import { describe, expect, it } from 'vitest';
import { REDACTED, redactMessage, redactUrl } from './request-log.ts';

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
