// Mercurius at /graphql (graphql-jit on), subscriptions at /subscriptions/ws/graphql.
// Guards (DESIGN §5), the same over HTTP and over the socket ('Realtime under the HTTP rules'):
// - a rate limit per signed-in user (per address when signed out), GRAPHQL_RATE_LIMIT a minute,
//   one budget for /graphql requests and the socket's operations together;
// - the query's length and bracket nesting before anything else (the caller is read only once the
//   request will run), a parse bound, the shape (fields and mutations, aliases counted) before
//   validation, depth, and the variables' nesting and cost before execution (limits.ts); on the
//   socket the rate, length, nesting and parse bound are checked by realtime/socket-guard.ts before Mercurius reads the
//   message, and it caps the operations in flight per connection and the subscriptions per
//   connection and per user;
// - introspection off in production;
// - the bearer token's user and session checked on every request, every operation over a
//   socket, and every event a subscription delivers: an anonymous socket is closed at
//   connection_init, and a socket whose session ended, whose user was deactivated or whose
//   token expired is closed at its next event (the client reconnects with a fresh token). The
//   sessions and users of all the receivers of an event are read with one query (tickBatch), and
//   the subscription resolvers check the event against the receiver so read (context.receiver):
//   roles, permissions and markets as they are at that moment;
// - errors as codes with no internals, a refused value quoted by a short prefix (callerMessage), and a
//   resolver failure logged by its code and field, never the values sent (http/request-log.ts).
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import { GraphQLError } from 'graphql';
import mercurius, { type MercuriusOptions } from 'mercurius';
import type { WebSocket } from 'ws';
import { codeForStatus, ERROR_CODES } from '../../src/domain/errors.ts';
import type { SignedInUser } from '../auth/signed-in-user.ts';
import { AppError } from '../errors.ts';
import { callerKey, createCallerLimit } from '../http/caller-rate-limit.ts';
import { AREAS } from '../modules/areas.ts';
import { databaseRefusal } from '../modules/shared/mutation-runner.ts';
import type { Realtime } from '../realtime/emitter.ts';
import { createSocketGuard } from '../realtime/socket-guard.ts';
import { tickBatch } from '../realtime/tick-batch.ts';
import type { Services } from '../services.ts';
import type { GraphQLContext } from './context.ts';
import {
  callerMessage,
  checkCost,
  checkLength,
  checkShape,
  checkSubscriptionCost,
  checkVariables,
  MAX_DEPTH,
  MAX_IN_FLIGHT_PER_SOCKET,
  MAX_SUBSCRIPTIONS_PER_SOCKET,
  MAX_SUBSCRIPTIONS_PER_USER,
  MAX_TOKENS,
  noIntrospection,
  parseQuery,
} from './limits.ts';
import { typeDefs } from './schema.ts';

export { MAX_COMPLEXITY, MAX_DEPTH } from './limits.ts';
export const GRAPHQL_PATH = '/graphql';
export const SUBSCRIPTION_PATH = '/subscriptions/ws/graphql';

export interface GraphqlOptions {
  /** false in production: __schema and __type are refused. */
  introspection: boolean;
  /** Requests a minute per signed-in user, or per address when signed out; 0: no limit. */
  rateLimitPerMinute: number;
}

// Every area's resolvers, from its manifest (server/modules/areas.ts).
const resolverSets = AREAS.flatMap((area) => area.resolvers);
const merge = (key: 'Query' | 'Mutation' | 'Subscription') => Object.assign({}, ...resolverSets.map((r) => r[key] ?? {}));
const resolvers = { Query: merge('Query'), Mutation: merge('Mutation'), Subscription: merge('Subscription') };

export const bearer = (header: unknown): string | undefined => {
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer ([\w.-]{10,4096})$/.exec(header.trim());
  return match?.[1];
};

const sessionEnded = () => new AppError(ERROR_CODES.UNAUTHENTICATED, 'Your session has ended: the subscription is closed.');

/** The query text of a GraphQL POST body or GET query string, unparsed. */
const queryText = (request: FastifyRequest): unknown => {
  const source = (request.method === 'GET' ? request.query : request.body) as { query?: unknown } | null | undefined;
  return source?.query;
};

export async function registerGraphql(app: FastifyInstance, services: Services, realtime: Realtime, guard: GraphqlOptions): Promise<void> {
  // One count a minute per caller for /graphql and the socket's operations together.
  const budget = createCallerLimit(app, guard.rateLimitPerMinute);
  const onRequest: onRequestHookHandler[] = [];
  if (budget) {
    // Before the body is read: a refused request costs no parsing. The token's signature is
    // enough to name the user here (authenticate() checks the rest).
    onRequest.push(async (request, reply) => {
      const owner = await services.auth.tokenOwner(bearer(request.headers.authorization));
      try {
        await budget.take(callerKey(owner, request.ip));
      } catch (error) {
        if (error instanceof AppError) reply.header('retry-after', String(error.details.retryAfter));
        throw error;
      }
    });
  }
  // The query's length and nesting before the caller is authenticated (a database read) or the query parsed.
  const lengthCheck: preHandlerHookHandler = async (request) => checkLength(queryText(request));

  // The socket's messages pass the same checks before Mercurius reads them (realtime/socket-guard.ts).
  const sockets = createSocketGuard({
    ownerOf: (payload) => services.auth.tokenOwner(bearer(payload?.authorization ?? payload?.Authorization)),
    admit: async (key, query) => {
      await budget?.take(key);
      checkLength(query);
      return parseQuery(query);
    },
    limits: {
      inFlightPerSocket: MAX_IN_FLIGHT_PER_SOCKET,
      subscriptionsPerSocket: MAX_SUBSCRIPTIONS_PER_SOCKET,
      subscriptionsPerUser: MAX_SUBSCRIPTIONS_PER_USER,
    },
    onError: (error) => app.log.error({ err: error }, 'websocket message check failed'),
  });
  type WsHandler = (this: unknown, socket: WebSocket, request: FastifyRequest) => unknown;

  const listOf = <T>(hooks: T | T[] | undefined): T[] => (Array.isArray(hooks) ? hooks : hooks ? [hooks] : []);
  app.addHook('onRoute', (route) => {
    if (route.url !== GRAPHQL_PATH) return;
    route.onRequest = [...listOf(route.onRequest), ...onRequest];
    route.preHandler = [...listOf(route.preHandler), lengthCheck];
    const wsHandler = (route as { wsHandler?: WsHandler }).wsHandler;
    if (wsHandler) {
      (route as { wsHandler?: WsHandler }).wsHandler = function (this: unknown, socket: WebSocket, request: FastifyRequest) {
        sockets.attach(socket, request.ip);
        return wsHandler.call(this, socket, request);
      };
    }
  });

  // The session and user behind each socket's token, read for all the receivers of an event at once.
  const currentUsers = tickBatch<string, SignedInUser>(
    (token) => token,
    (tokens) => services.auth.authenticateMany(tokens),
  );
  const receiverOf = (token: string) => async () => {
    const user = await currentUsers.load(token);
    return user ? services.receivers.of(user) : null;
  };

  const options: MercuriusOptions = {
    schema: typeDefs,
    resolvers: resolvers as NonNullable<MercuriusOptions['resolvers']>,
    path: GRAPHQL_PATH,
    graphiql: false,
    jit: 1,
    queryDepth: MAX_DEPTH,
    graphql: { parseOptions: { maxTokens: MAX_TOKENS } },
    validationRules: guard.introspection ? [] : [noIntrospection],
    context: async (request: FastifyRequest): Promise<GraphQLContext> => ({
      user: null,
      token: bearer(request.headers.authorization),
      services,
      address: request.ip,
    }),
    subscription: {
      fullWsTransport: true,
      emitter: realtime.emitter,
      // The connection's session from the socket guard (its caps; closing it).
      context: (socket: WebSocket) => ({ socket: sockets.sessionOf(socket) }),
      // connection_init must carry a valid bearer ({ authorization: 'Bearer …' }): an anonymous
      // or refused one gets connection_error and the socket closes. The token stays with the
      // socket and is checked again before every operation and every event (hooks below).
      onConnect: async ({ payload }: { payload?: Record<string, unknown> }) => {
        const token = bearer(payload?.authorization ?? payload?.Authorization);
        const user = await services.auth.authenticate(token);
        return user && token ? { token, user, services, receiver: receiverOf(token) } : false;
      },
    },
    errorFormatter: (execution, ctx) => {
      const log = (ctx as { reply?: { log: FastifyInstance['log'] } }).reply?.log ?? app.log;
      let status = 200;
      const errors = (execution.errors ?? []).flatMap((error): GraphQLError[] => {
        const original = (error as GraphQLError).originalError as (Error & { errors?: unknown; statusCode?: number }) | undefined;
        if (original instanceof AppError) {
          if (!execution.data || Object.values(execution.data).every((v) => v == null)) status = Math.max(status, original.statusCode);
          return [new GraphQLError(original.message, { path: error.path, extensions: { code: original.code, ...original.details } })];
        }
        // Mercurius wraps validation and depth failures: the caller's mistakes, said plainly.
        const inner = Array.isArray(original?.errors) ? (original.errors as Error[]) : null;
        // graphql's own errors (a variable that does not coerce) may come from its CommonJS copy,
        // which Mercurius loads: not instances of this copy's class, but GraphQLErrors by name.
        const graphqlError = original instanceof GraphQLError || original?.name === 'GraphQLError';
        const transportStatus = original && !graphqlError ? original.statusCode : undefined;
        if (!original || graphqlError || inner || (transportStatus && transportStatus < 500)) {
          const own = transportStatus && transportStatus < 500 ? transportStatus : 400;
          status = Math.max(status, own);
          return (inner ?? [error]).map((e) => new GraphQLError(callerMessage(e.message), { extensions: { code: codeForStatus(own) } }));
        }
        // A character the database cannot store (NUL, half of a character), past every input's own
        // check (the input's fault), or a transaction PostgreSQL rolled back (a deadlock victim: a retryable CONFLICT).
        const refusal = databaseRefusal(original);
        if (refusal) {
          status = Math.max(status, refusal.statusCode);
          return [new GraphQLError(refusal.message, { path: error.path, extensions: refusal.extensions })];
        }
        // Logged by its code and the operation's field, never the values sent (the err serializer, http/request-log.ts).
        log.error({ err: original, field: error.path?.join('.') }, 'graphql resolver failed');
        status = 500;
        return [new GraphQLError('Something went wrong', { path: error.path, extensions: { code: ERROR_CODES.INTERNAL } })];
      });
      return { statusCode: status, response: { data: execution.data ?? null, errors } };
    },
  };
  await app.register(mercurius, options);

  // The caller is read once the request is known to run (HTTP) and again for every operation
  // on a socket: its token, session and user as they are now.
  const authenticate = async (context: object) => {
    const ctx = context as GraphQLContext;
    ctx.user = await services.auth.authenticate(ctx.token);
  };
  // The shape before validation (validation work grows with the document); the cost after it,
  // as a pre-execution hook, so Mercurius keeps its parse/validate cache.
  app.graphql.addHook('preValidation', async (_schema, document) => {
    checkShape(document);
  });
  app.graphql.addHook('preExecution', async (schema, document, context, variables) => {
    // The variables' nesting before anything reads them (the cost reads their lists).
    checkVariables(variables);
    checkCost(schema, document, variables as Record<string, unknown> | undefined);
    await authenticate(context);
    return { document };
  });
  app.graphql.addHook('preSubscriptionExecution', async (schema, document, context) => {
    checkShape(document);
    checkSubscriptionCost(schema, document);
    await authenticate(context);
  });
  // Every event: the socket's token, session and user again, as the resolver's check read them
  // for this event (or read now, with the other receivers'). A refusal closes the socket
  // (Mercurius closes it when this hook throws), so nothing more reaches a user who has lost access.
  app.graphql.addHook('onSubscriptionResolution', async (_execution, context) => {
    const socket = context as unknown as GraphQLContext;
    const user = socket.token ? await currentUsers.recent(socket.token) : undefined;
    if (!user) throw sessionEnded();
    socket.user = user;
  });
}
