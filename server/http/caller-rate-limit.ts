// Who a request counts against, and the count itself (DESIGN §5 'Limits'): a signed-in user across
// their addresses, anyone else by address. /graphql and the WebSocket's operations share one count
// (GRAPHQL_RATE_LIMIT), the file routes keep one each (per-user-rate-limit.ts); all are counted by
// @fastify/rate-limit's store (app.ts registers it), one window a minute per key from its first
// request.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimited } from '../graphql/limits.ts';

/** The key a caller's requests count under. */
export const callerKey = (userId: string | null | undefined, address: string): string => (userId ? `user:${userId}` : `address:${address}`);

export interface CallerLimit {
  /** Counts one request of `key`; throws RATE_LIMITED (with retryAfter, seconds) past the limit. */
  take(key: string): Promise<void>;
}

/** What the store's key generator is handed: the key, made by the caller (HTTP hook or socket). */
interface Counted {
  callerKey: string;
}

/** At most `perMinute` requests a minute per caller key; null when 0 (no limit). */
export function createCallerLimit(app: FastifyInstance, perMinute: number): CallerLimit | null {
  if (perMinute <= 0) return null;
  const check = app.createRateLimit({
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => (request as unknown as Counted).callerKey,
  });
  return {
    async take(key) {
      // The socket's operations have no request of their own: the store only reads the key and the route's group.
      const counted = { callerKey: key, routeOptions: { config: {} } } as unknown as FastifyRequest;
      const result = await check(counted);
      if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttl);
    },
  };
}
