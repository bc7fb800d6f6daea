// buildApp(config): the whole server as a Fastify plugin tree, used by index.ts and by tests.
// External plugins first (helmet, rate limit), then the app's services, then routes.
import path from 'node:path';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { codeForStatus, ERROR_CODES } from '../src/domain/errors.ts';
import { createTokenIssuer } from './auth/tokens.ts';
import type { AppConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { AppError } from './errors.ts';
import { GRAPHQL_PATH, registerGraphql, SUBSCRIPTION_PATH } from './graphql/plugin.ts';
import { authRoutes } from './http/auth-routes.ts';
import { registerCompression } from './http/compression.ts';
import { dashboardRoutes } from './http/dashboard-routes.ts';
import { documentRoutes } from './http/document-routes.ts';
import { faceSheetRoutes } from './http/face-sheet-routes.ts';
import { fhirRoutes } from './http/fhir-routes.ts';
import { builtInlineScriptHashes } from './http/inline-script-hashes.ts';
import { payrollRoutes } from './http/payroll-routes.ts';
import { publicRoutes } from './http/public-routes.ts';
import { type LogStream, requestLogOptions } from './http/request-log.ts';
import { connectSources } from './http/socket-origin.ts';
import { ssoRoutes } from './http/sso-routes.ts';
import { staticRoutes } from './http/static-routes.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import { createMailer } from './mail/mailer.ts';
import { createEligibilityService } from './modules/coverage/eligibility-service.ts';
import { createDocumentStorage } from './modules/documents/document-storage.ts';
import { createFaxGateway } from './modules/letters/fax-gateway.ts';
import { databaseRefusal } from './modules/shared/mutation-runner.ts';
import { createRealtime } from './realtime/emitter.ts';
import { createServices, type Services } from './services.ts';

export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export interface BuildOptions {
  /** Use this database instead of opening one from the config (tests share one). */
  database?: DatabaseHandle;
  /** false silences logs (tests). */
  logger?: boolean;
  /** Where the log lines go instead of stdout (a test reads them); redacted as always. */
  logStream?: LogStream;
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<BuiltApp> {
  const ownsDatabase = !options.database;
  let logConnectionError: (error: Error) => void = () => {};
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onConnectionError: (error) => logConnectionError(error),
    }));
  if (ownsDatabase) await database.migrate();

  const realtime = createRealtime(config.redisUrl);
  const tokens = createTokenIssuer(config.accessTokenSecret, config.accessTokenTtlSeconds);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dataDir: config.dataDir });
  let logJobError: (error: Error) => void = () => {};
  const jobs = createJobQueue(database, { workers: config.jobWorkers, onError: (error) => logJobError(error) });
  const services = createServices(
    database.db,
    realtime,
    tokens,
    { refreshTtlSeconds: config.refreshTokenTtlSeconds, sessionMaxSeconds: config.sessionMaxSeconds },
    mailer,
    jobs,
    {
      eligibility: createEligibilityService(config.eligibilityService, {
        simulatorDelayMs: config.eligibilitySimulatorDelayMs,
        ...(config.clearinghouse ? { clearinghouse: config.clearinghouse } : {}),
      }),
      documentStorage: createDocumentStorage(config.documentStorage),
      routingUrl: config.routingUrl,
      adpCompanyCode: config.adpCompanyCode,
      fax: createFaxGateway(config.faxService, {
        dir: path.join(config.dataDir, 'fax-outbox'),
        failureRate: config.faxSimulatorFailureRate,
        delayMs: config.faxSimulatorDelayMs,
        ...(config.phaxio ? { phaxio: config.phaxio } : {}),
      }),
      // Invitation links point here, never at a request's Host header (a forged Host would mail a link elsewhere).
      publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    },
  );

  const app = Fastify({
    // Structured logs without secrets or patient data: no bodies, no tokens, no query values.
    logger: options.logger === false ? false : requestLogOptions(config.logLevel, options.logStream),
    bodyLimit: 1_048_576,
    // Believe X-Forwarded-For only from configured proxies: otherwise a client could pick its
    // own address and dodge the sign-in rate limit.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    // SPEC §7: subscriptions live at /subscriptions/ws/graphql; Mercurius serves its WebSocket
    // on the GraphQL route, so upgrades to the spec's path are routed there.
    rewriteUrl: (req) =>
      req.url === SUBSCRIPTION_PATH && req.headers.upgrade?.toLowerCase() === 'websocket' ? GRAPHQL_PATH : (req.url ?? '/'),
  });
  logJobError = (error) => app.log.error({ err: error }, 'job queue error; it keeps polling');
  logConnectionError = (error) =>
    app.log.error({ code: (error as NodeJS.ErrnoException).code }, 'database connection lost; the pool reconnects');

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The built index.html's inline first-screen pick, by its hash (inline-script-hashes.ts).
        scriptSrc: ["'self'", ...builtInlineScriptHashes(config.staticDir)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        // The subscription socket goes to the app's own origin only (socket-origin.ts), never any host.
        connectSrc: connectSources(config.publicUrl),
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: ERROR_CODES.RATE_LIMITED,
      message: `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });

  // One error handler: expected errors keep their code and words; anything else is logged in
  // full and reaches the client only as a generic message (no stack traces, no 5xx details).
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string; validation?: unknown }, request, reply) => {
    // A database refusal a REST route's transaction met (a deadlock: retryable CONFLICT; an
    // unstorable character: BAD_USER_INPUT) is answered as GraphQL answers it, never a 500.
    const known = error instanceof AppError ? error : databaseRefusal(error);
    if (known) return reply.code(known.statusCode).send({ code: known.code, message: known.message, ...known.details });
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send(error);
    if (status >= 400 && status < 500) return reply.code(status).send({ code: codeForStatus(status), message: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ code: ERROR_CODES.INTERNAL, message: 'Something went wrong' });
  });

  await registerCompression(app);
  await app.register(publicRoutes, { config, services });
  await app.register(authRoutes, { config, services });
  await app.register(ssoRoutes, { config, services, db: database.db });
  await app.register(documentRoutes, {
    services,
    limits: { uploadsPerMinute: config.uploadRateLimit, downloadsPerMinute: config.downloadRateLimit },
  });
  await app.register(faceSheetRoutes, { services, perMinute: config.downloadRateLimit });
  await app.register(fhirRoutes, { services, perMinute: config.downloadRateLimit });
  await app.register(payrollRoutes, { services, perMinute: config.downloadRateLimit });
  await app.register(dashboardRoutes, { services, perMinute: config.downloadRateLimit });
  // The demo documents' files, once the demo seed (index.ts, before listen) has written their records.
  if (config.seedOnStart) {
    app.addHook('onReady', async () => {
      await services.documents.writeDemoFiles().catch((error: unknown) => app.log.warn({ err: error }, 'demo document files not written'));
    });
  }
  await registerGraphql(app, services, realtime, {
    introspection: config.appEnv !== 'production',
    rateLimitPerMinute: config.graphqlRateLimit,
  });
  await app.register(staticRoutes, { root: config.staticDir });
  // Every area has registered its workers (createServices): jobs left by a stopped server run now.
  await jobs.start();

  return {
    app,
    services,
    database,
    async close() {
      await app.close();
      await jobs.stop();
      await realtime.close();
      services.documents.storage.close();
      if (ownsDatabase) await database.close();
    },
  };
}
