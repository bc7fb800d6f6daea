// The fax gateway's two refusals (fax-gateway.ts), in their own module so each implementation
// can throw them without importing the factory that imports it.

/** The provider did not take the letter this time (unreachable, busy, timed out, failed): retried with backoff. */
export class FaxUnavailableError extends Error {}

/**
 * The provider refused this letter itself (an invalid fax number, a document it cannot fax): sent
 * again unchanged it would be refused again. Its message names the reason, never the number.
 */
export class FaxRejectedError extends Error {}
