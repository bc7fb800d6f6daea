// Single sign-on (OpenID Connect, authorization code + PKCE):
//   GET  /api/auth/sso/start     → 302 to the identity provider, pending sign-in sealed in a cookie
//   (the provider sends the browser to the SPA's /authenticate?code=…&state=…)
//   POST /api/auth/sso/callback  → the SPA forwards that query; answers like password sign-in.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createSsoService, SsoError, ssoNotConfigured } from '../auth/oidc.ts';
import { clearedPendingCookie, pendingCookie, readPendingCookie } from '../auth/oidc-state.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Services } from '../services.ts';

const refuse = (reply: FastifyReply, error: SsoError) => reply.code(error.statusCode).send({ code: error.code, message: error.message });

export async function ssoRoutes(app: FastifyInstance, { config, services, db }: { config: AppConfig; services: Services; db: Database }) {
  const oidc = config.oidc;
  const sso = oidc ? createSsoService(oidc, config.accessTokenSecret, db, services.auth, app.log) : null;
  const limit = { rateLimit: { max: config.signInRateLimit, timeWindow: '1 minute' } };

  app.get('/api/auth/sso/start', { config: limit }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!sso || !oidc) return refuse(reply, ssoNotConfigured());
    try {
      const { location, sealed } = await sso.start();
      reply.header('set-cookie', pendingCookie(sealed, oidc.secureCookie));
      return reply.redirect(location, 302);
    } catch (error) {
      if (!(error instanceof SsoError)) throw error;
      // This is a browser navigation: send the user to the landing page, which shows the reason,
      // rather than a bare JSON error.
      return reply.redirect('/authenticate?error=temporarily_unavailable', 302);
    }
  });

  app.post('/api/auth/sso/callback', { config: limit, bodyLimit: 16_384 }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!sso || !oidc) return refuse(reply, ssoNotConfigured());
    // The pending sign-in is single use: whatever the outcome, the cookie goes.
    reply.header('set-cookie', clearedPendingCookie(oidc.secureCookie));
    try {
      return await sso.complete(request.body, readPendingCookie(request.headers.cookie), { address: request.ip });
    } catch (error) {
      if (error instanceof SsoError) return refuse(reply, error);
      throw error;
    }
  });
}
