// REST of SPEC §7 that the client needs before and around sign-in.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_IDLE_LOCK_DELAY, DEFAULT_IDLE_LOGOUT_DELAY } from '../../src/domain/settings.ts';
import { UPLOAD_MAX_FILE_SIZE, UPLOAD_TIMEOUT_MS } from '../../src/domain/upload/upload-rules.ts';
import { DEFAULT_SSO_LABEL } from '../auth/oidc-config.ts';
import type { AppConfig } from '../config.ts';
import { unauthenticated } from '../errors.ts';
import { bearer, GRAPHQL_PATH, SUBSCRIPTION_PATH } from '../graphql/plugin.ts';
import type { Services } from '../services.ts';

export type ClientConfig = Awaited<ReturnType<typeof clientConfig>>;

async function clientConfig(config: AppConfig, services: Services) {
  const settings = await services.settings.all();
  const { IdleLogoutDelay, IdleLockDelay, ...switches } = settings;
  return {
    environment: config.appEnv,
    buildNumber: config.buildNumber,
    region: 'local',
    auth: { userPoolId: 'local', clientId: 'wound-care-web', identityPoolId: null, ssoEnabled: config.oidc !== null },
    /** Single sign-on (OpenID Connect): whether the sign-in page offers it, and its button text. */
    sso: { enabled: config.oidc !== null, label: config.oidc?.label ?? DEFAULT_SSO_LABEL },
    graphqlPath: GRAPHQL_PATH,
    subscriptionPath: SUBSCRIPTION_PATH,
    upload: { bucket: 'local', maxFileSize: UPLOAD_MAX_FILE_SIZE, timeoutMs: UPLOAD_TIMEOUT_MS },
    settings: switches,
    idleLogoutDelay: Number(IdleLogoutDelay ?? DEFAULT_IDLE_LOGOUT_DELAY),
    idleLockDelay: Number(IdleLockDelay ?? DEFAULT_IDLE_LOCK_DELAY),
  };
}

export async function publicRoutes(app: FastifyInstance, { config, services }: { config: AppConfig; services: Services }) {
  app.get('/api/status', async () => ({ info: { web: { version: config.buildNumber } } }));

  app.get('/api/config', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return clientConfig(config, services);
  });

  app.get('/api/featureFlags', async (request, reply) => {
    const user = await services.auth.authenticate(bearer(request.headers.authorization));
    if (!user) throw unauthenticated();
    reply.header('cache-control', 'private, no-cache');
    return services.featureFlags.evaluateFor(user);
  });
}
