// Mercurius at /graphql (graphql-jit on), subscriptions at /subscriptions/ws/graphql.
// Guards: depth and cost limits, bearer-token context, errors as codes with no internals.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type DocumentNode, GraphQLError, type GraphQLSchema } from 'graphql';
import { type ComplexityEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import mercurius, { type MercuriusOptions } from 'mercurius';
import { codeForStatus, ERROR_CODES } from '../../src/domain/errors.ts';
import { AppError } from '../errors.ts';
import type { Realtime } from '../realtime/emitter.ts';
import type { Services } from '../services.ts';
import type { GraphQLContext } from './context.ts';
import { accountResolvers } from './resolvers/account-resolvers.ts';
import { encounterResolvers } from './resolvers/encounter-resolvers.ts';
import { formsHistoryResolvers } from './resolvers/forms-history-resolvers.ts';
import { formsResolvers } from './resolvers/forms-resolvers.ts';
import { notificationResolvers } from './resolvers/notification-resolvers.ts';
import { patientResolvers } from './resolvers/patient-resolvers.ts';
import { userResolvers } from './resolvers/user-resolvers.ts';
import { typeDefs } from './schema.ts';

export const GRAPHQL_PATH = '/graphql';
export const SUBSCRIPTION_PATH = '/subscriptions/ws/graphql';
export const MAX_DEPTH = 8;
export const MAX_COMPLEXITY = 3000;

const resolverSets = [
  userResolvers,
  accountResolvers,
  patientResolvers,
  notificationResolvers,
  encounterResolvers,
  formsResolvers,
  formsHistoryResolvers,
];
const merge = (key: 'Query' | 'Mutation' | 'Subscription') => Object.assign({}, ...resolverSets.map((r) => r[key] ?? {}));
const resolvers = { Query: merge('Query'), Mutation: merge('Mutation'), Subscription: merge('Subscription') };

/** A list field costs its page size times its items. */
const pageEstimator: ComplexityEstimator = ({ args, childComplexity }) =>
  typeof args.first === 'number'
    ? 1 + Math.max(args.first, 1) * childComplexity
    : typeof args.after === 'string' || 'first' in args
      ? 1 + 25 * childComplexity
      : undefined;

export const bearer = (header: unknown): string | undefined => {
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer ([\w.-]{10,4096})$/.exec(header.trim());
  return match?.[1];
};

export async function registerGraphql(app: FastifyInstance, services: Services, realtime: Realtime): Promise<void> {
  const options: MercuriusOptions = {
    schema: typeDefs,
    resolvers: resolvers as NonNullable<MercuriusOptions['resolvers']>,
    path: GRAPHQL_PATH,
    graphiql: false,
    jit: 1,
    queryDepth: MAX_DEPTH,
    context: async (request: FastifyRequest): Promise<GraphQLContext> => ({
      user: await services.auth.authenticate(bearer(request.headers.authorization)),
      services,
      address: request.ip,
    }),
    subscription: {
      fullWsTransport: true,
      emitter: realtime.emitter,
      // The bearer of connection_init ({ authorization: 'Bearer …' }) is kept with the socket and
      // checked before every operation on it (preExecution and preSubscriptionExecution below),
      // so deactivation or expiry takes effect at once; each resolver then checks its permission.
      onConnect: ({ payload }: { payload?: Record<string, unknown> }) => ({
        wsToken: bearer(payload?.authorization ?? payload?.Authorization),
        user: null,
        services,
      }),
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
        const transportStatus = original && !(original instanceof GraphQLError) ? original.statusCode : undefined;
        if (!original || original instanceof GraphQLError || inner || (transportStatus && transportStatus < 500)) {
          const own = transportStatus && transportStatus < 500 ? transportStatus : 400;
          status = Math.max(status, own);
          return (inner ?? [error]).map((e) => new GraphQLError(e.message, { extensions: { code: codeForStatus(own) } }));
        }
        log.error({ err: original }, 'graphql resolver failed');
        status = 500;
        return [new GraphQLError('Something went wrong', { path: error.path, extensions: { code: ERROR_CODES.INTERNAL } })];
      });
      return { statusCode: status, response: { data: execution.data ?? null, errors } };
    },
  };
  await app.register(mercurius, options);

  // Cost limit as a pre-execution hook, so Mercurius keeps its parse/validate cache.
  const checkCost = (schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined) => {
    const cost = getComplexity({
      schema,
      query: document,
      variables: variables ?? {},
      estimators: [pageEstimator, simpleEstimator({ defaultComplexity: 1 })],
    });
    if (cost > MAX_COMPLEXITY) throw new AppError(ERROR_CODES.BAD_USER_INPUT, `Query is too costly (${cost}, limit ${MAX_COMPLEXITY}).`);
  };
  type SocketContext = GraphQLContext & { wsToken?: string | undefined };
  const reauthenticate = async (context: object) => {
    const socket = context as SocketContext;
    if ('wsToken' in socket) socket.user = await services.auth.authenticate(socket.wsToken);
  };
  app.graphql.addHook('preExecution', async (schema, document, context, variables) => {
    checkCost(schema, document, variables as Record<string, unknown> | undefined);
    await reauthenticate(context);
    return { document };
  });
  app.graphql.addHook('preSubscriptionExecution', async (schema, document, context) => {
    checkCost(schema, document, undefined);
    await reauthenticate(context);
  });
}
