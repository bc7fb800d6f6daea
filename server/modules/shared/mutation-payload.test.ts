import { describe, expect, it } from 'vitest';
import { canonicalJson, payloadHash } from './mutation-payload.ts';

describe('the payload a receipt is bound to (DESIGN §4 step 3)', () => {
  it('writes JSON with sorted keys at every level, leaving null and absent fields out', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: null, y: 'x' }], c: undefined } })).toBe('{"a":{"d":[2,{"y":"x"}]},"b":1}');
    expect(canonicalJson([null, 'a'])).toBe('[null,"a"]');
  });

  it('hashes the same change alike however it is spelled, and whatever base version it states', () => {
    const sent = { clientMutationId: 'a', encounterId: 'e', baseVersion: 2, provenance: { recorded: 't', device: 'tablet' } };
    const resent = { provenance: { device: 'tablet', recorded: 't', latitude: null }, encounterId: 'e', clientMutationId: 'b' };
    expect(payloadHash('startEncounter', resent)).toBe(payloadHash('startEncounter', sent));
    expect(payloadHash('startEncounter', sent)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('hashes another operation or other variables differently', () => {
    const sent = { encounterId: 'e', provenance: { recorded: 't' } };
    expect(payloadHash('undoCheckIn', sent)).not.toBe(payloadHash('startEncounter', sent));
    expect(payloadHash('startEncounter', { ...sent, provenance: { recorded: 'u' } })).not.toBe(payloadHash('startEncounter', sent));
  });
});
