// Sign-in, token refresh (SPEC §7 GET /refreshToken with a refreshToken header), sign-out, the
// lock-screen unlock, password-reset codes and the device's audit report (whose 'lock' locks
// the session on the server until POST /api/auth/unlock is given the PIN).
// Every route is rate-limited per address here (DESIGN §5): sign-in and password reset at
// SIGN_IN_RATE_LIMIT a minute, unlock and the audit report at least 10 and 30. The lasting
// brute-force locks (per account, per address, per user) are counted in the database by the services.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { unauthenticated } from '../errors.ts';
import { bearer } from '../graphql/plugin.ts';
import type { Services } from '../services.ts';

const header = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** Where the request comes from, for the audit trail (request.ip believes only TRUST_PROXY_HOPS proxies). */
const from = (request: FastifyRequest) => ({ address: request.ip });

export async function authRoutes(app: FastifyInstance, { config, services }: { config: AppConfig; services: Services }) {
  const limit = { rateLimit: { max: config.signInRateLimit, timeWindow: '1 minute' } };
  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

  /** The caller of the device's audit report: a session the device has locked counts here (it reports the lock). */
  const lockedOrNot = async (request: FastifyRequest) => {
    const user = await services.auth.authenticate(bearer(request.headers.authorization), { allowLocked: true });
    if (!user) throw unauthenticated();
    return user;
  };

  app.post('/api/auth/sign-in', { config: limit, bodyLimit: 4096 }, async (request) => services.auth.signIn(request.body, from(request)));

  app.get('/refreshToken', { config: perMinute(60) }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return services.auth.refresh(header(request.headers.refreshtoken), from(request));
  });

  app.post('/api/auth/unlock', { config: perMinute(Math.max(10, config.signInRateLimit)), bodyLimit: 1024 }, async (request, reply) => {
    // The bearer, or the refreshToken header: after an offline unlock the access token may have
    // expired, and a locked session cannot refresh until the PIN is given.
    const user = await services.auth.unlockCaller(
      bearer(request.headers.authorization),
      header(request.headers.refreshtoken),
      from(request),
    );
    await services.auth.unlock(user, request.body, from(request));
    return reply.code(204).send();
  });

  app.post('/api/auth/sign-out', { bodyLimit: 1024 }, async (request, reply) => {
    await services.auth.signOut(header(request.headers.refreshtoken), from(request));
    return reply.code(204).send();
  });

  // Password reset (the password-expired screen): { email } → a code by mail; { email, code } →
  // checked. Both answer the Verification code response (SPEC §3), alike for unknown e-mails.
  app.post('/api/auth/password-reset/code', { config: limit, bodyLimit: 1024 }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return services.account.requestPasswordReset(request.body, from(request));
  });

  app.post('/api/auth/password-reset/verify', { config: limit, bodyLimit: 1024 }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return services.account.verifyPasswordReset(request.body, from(request));
  });

  // What the device saw offline: { events: [{ kind, at }] } (src/api/auth-audit.ts).
  app.post('/api/auth/audit', { config: perMinute(Math.max(30, config.signInRateLimit)), bodyLimit: 8192 }, async (request) => {
    const user = await lockedOrNot(request);
    return services.account.reportDeviceEvents(user, request.body, from(request));
  });
}
