// Sign-in, token refresh (SPEC §7 GET /refreshToken with a refreshToken header) and sign-out.
// Sign-in and refresh are rate-limited per address (DESIGN §5).
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import { unauthenticated } from '../errors.ts';
import { bearer } from '../graphql/plugin.ts';
import type { Services } from '../services.ts';

const header = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

export async function authRoutes(app: FastifyInstance, { config, services }: { config: AppConfig; services: Services }) {
  const limit = { rateLimit: { max: config.signInRateLimit, timeWindow: '1 minute' } };

  app.post('/api/auth/sign-in', { config: limit, bodyLimit: 4096 }, async (request) => services.auth.signIn(request.body));

  app.get('/refreshToken', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return services.auth.refresh(header(request.headers.refreshtoken));
  });

  app.post('/api/auth/unlock', { config: { rateLimit: { max: 10, timeWindow: '1 minute' } }, bodyLimit: 1024 }, async (request, reply) => {
    const user = await services.auth.authenticate(bearer(request.headers.authorization));
    if (!user) throw unauthenticated();
    await services.auth.unlock(user, request.body);
    return reply.code(204).send();
  });

  app.post('/api/auth/sign-out', { bodyLimit: 1024 }, async (request, reply) => {
    await services.auth.signOut(header(request.headers.refreshtoken));
    return reply.code(204).send();
  });
}
