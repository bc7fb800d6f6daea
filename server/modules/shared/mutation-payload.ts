// The payload a mutation receipt is bound to (DESIGN §4 step 3): a hash of the operation and its
// canonical variables. The same client mutation id with another payload is refused
// (mutation-runner.ts storedResult), never answered with the old result: an id is the identity
// of ONE change, not a key anyone can replay.
import { createHash } from 'node:crypto';

/**
 * Variables that are not part of the change: the id itself, and the base version, a
 * precondition the device may state differently on a resend of the same change (a chained
 * command leaves it out in one batch and carries it in the next, DESIGN §4 step 2).
 */
const NOT_PAYLOAD = new Set(['clientMutationId', 'baseVersion']);

/**
 * JSON with object keys sorted at every level and null or absent fields left out (GraphQL
 * treats an optional field sent as null and one left out alike), so a resend of the same
 * variables from the outbox matches however its fields were ordered.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value);
  const record = value as Record<string, unknown>;
  const fields = Object.keys(record)
    .filter((key) => record[key] != null)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
  return `{${fields.join(',')}}`;
}

/** SHA-256 (hex) of the operation and its variables, leaving out the id and the base version. */
export function payloadHash(operation: string, variables: Record<string, unknown>): string {
  const payload = Object.fromEntries(Object.entries(variables).filter(([key]) => !NOT_PAYLOAD.has(key)));
  return createHash('sha256').update(operation).update('\n').update(canonicalJson(payload)).digest('hex');
}
