import { describe, expect, it } from 'vitest';
import { DEFAULT_ERROR_MESSAGE, displayError, ERROR_CODES } from './errors';

describe('displayError (SPEC §8)', () => {
  it("removes the 'GraphQL error: ' prefix, also when repeated", () => {
    expect(displayError('GraphQL error: Patient was not found.')).toBe('Patient was not found.');
    expect(displayError('GraphQL error: GraphQL error: Boom')).toBe('Boom');
  });

  it('keeps the words when the prefix is not at the start', () => {
    expect(displayError('Saving failed: GraphQL error: x')).toBe('Saving failed: GraphQL error: x');
  });

  it('strips HTML tags from error bodies', () => {
    expect(displayError('<html><head><title>502</title></head><body><h1>Bad Gateway</h1></body></html>')).toBe('502 Bad Gateway');
    expect(displayError('<p>Service <b>unavailable</b></p>')).toBe('Service unavailable');
  });

  it('collapses whitespace and trims', () => {
    expect(displayError('  Too   many\n\tattempts  ')).toBe('Too many attempts');
  });

  it.each([[null], [undefined], [''], ['   '], ['<div></div>'], ['GraphQL error: ']])('falls back to the default for %j', (message) => {
    expect(displayError(message)).toBe('Something went wrong');
  });

  it('the default is the spec words', () => {
    expect(DEFAULT_ERROR_MESSAGE).toBe('Something went wrong');
  });
});

describe('ERROR_CODES (DESIGN §5)', () => {
  it('has the codes GraphQL errors carry', () => {
    expect(ERROR_CODES).toMatchObject({
      UNAUTHENTICATED: 'UNAUTHENTICATED',
      FORBIDDEN: 'FORBIDDEN',
      BAD_USER_INPUT: 'BAD_USER_INPUT',
      NOT_FOUND: 'NOT_FOUND',
      CONFLICT: 'CONFLICT',
    });
  });
});
