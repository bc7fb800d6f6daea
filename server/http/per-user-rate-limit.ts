// The rate limit of a REST route that reads or writes patient files (DESIGN §5): requests a minute
// per signed-in user, counted across their addresses, and per address when signed out, as
// /graphql counts them; each route keeps its own count. Past it the answer is 429 with
// RATE_LIMITED and the words /graphql uses. It runs when the request arrives (onRequest), so a
// refused upload is never read.
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyContextConfig } from 'fastify';
import { ERROR_CODES } from '../../src/domain/errors.ts';
import { bearer } from '../graphql/plugin.ts';
import type { Services } from '../services.ts';
import { callerKey } from './caller-rate-limit.ts';

/** The route config for at most `perMinute` requests a minute per user; 0: no limit. */
export function perUserRateLimit(services: Services, perMinute: number): FastifyContextConfig {
  if (perMinute <= 0) return {};
  const rateLimit: RateLimitOptions = {
    max: perMinute,
    timeWindow: '1 minute',
    // The token's signature is enough to name the user here (the route's authenticate() checks the rest).
    keyGenerator: async (request) => {
      const owner = await services.auth.tokenOwner(bearer(request.headers.authorization));
      return callerKey(owner, request.ip);
    },
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: ERROR_CODES.RATE_LIMITED,
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  };
  return { rateLimit };
}
