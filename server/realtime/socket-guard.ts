// The WebSocket under the HTTP rules (DESIGN §5 'Realtime under the HTTP rules'). Every message a
// client sends on /subscriptions/ws/graphql passes here, in order, before Mercurius reads it:
// - connection_init: the token's owner is noted (its signature only; Mercurius' onConnect checks
//   the session), so the connection's operations count against that user's budget;
// - an operation (subscribe, or start in the older protocol): `admit` first, as /graphql takes a
//   request: the rate budget shared with HTTP, the query's length, the parser's token bound (the
//   text is parsed here once with it: Mercurius would otherwise parse any length unbounded); the
//   shape, depth and cost follow in Mercurius' own hooks, as over HTTP. Then the caps of the
//   connection: MAX_IN_FLIGHT queries and mutations at once, and subscriptions per connection and
//   per user. A refused operation gets an error message with its id (the code in extensions) and
//   Mercurius never sees it; the connection stays open.
// - complete (stop): the operation's place is given back; so it is when the server completes or
//   fails it (the messages Mercurius sends are watched for that), and when the socket closes.
import { type DocumentNode, getOperationAST } from 'graphql';
import type { RawData, WebSocket } from 'ws';
import { ERROR_CODES } from '../../src/domain/errors.ts';
import { AppError, badInput } from '../errors.ts';
import { callerKey } from '../http/caller-rate-limit.ts';

export interface SocketLimits {
  inFlightPerSocket: number;
  subscriptionsPerSocket: number;
  subscriptionsPerUser: number;
}

export interface SocketGuardOptions {
  /** The user id the connection_init payload's token names (signature and expiry only), or null. */
  ownerOf(payload: Record<string, unknown> | undefined): Promise<string | null>;
  /**
   * One operation's text, as /graphql takes a request: counts it against `key`'s budget, checks its
   * length and parses it within the token bound. Throws the refusal (an AppError).
   */
  admit(key: string, query: string): Promise<DocumentNode>;
  limits: SocketLimits;
  onError?(error: unknown): void;
}

/** One connection as the resolvers see it (GraphQLContext.socket). */
export interface SocketSession {
  /** The user named by the connection's token (null before connection_init). */
  readonly userId: string | null;
  /** Closes the connection (its user's session has ended): Mercurius ends its subscriptions. */
  end(): void;
}

type Kind = 'operation' | 'subscription';

const tooMany = (what: string, limit: number, then: string) =>
  new AppError(ERROR_CODES.RATE_LIMITED, `Too many ${what} (at most ${limit}). ${then}`, { limit });

/** The id of a message Mercurius sends that ends an operation: `{"type":"complete"|"error","id":…` (its JSON.stringify key order). */
const ENDED = /^\{"type":"(?:complete|error)","id":("(?:[^"\\]|\\.)*")/;

const text = (raw: RawData): string =>
  Buffer.isBuffer(raw) ? raw.toString() : Array.isArray(raw) ? Buffer.concat(raw).toString() : Buffer.from(raw).toString();

const errorOf = (error: unknown) => {
  const known = error instanceof AppError ? error : null;
  return known
    ? { message: known.message, extensions: known.extensions }
    : { message: 'Something went wrong', extensions: { code: ERROR_CODES.INTERNAL } };
};

export function createSocketGuard(options: SocketGuardOptions) {
  const { limits } = options;
  const sessions = new WeakMap<WebSocket, SocketSession>();
  /** Open subscriptions per user, over every connection to this server. */
  const perUser = new Map<string, number>();
  const addUserSubscription = (userId: string, by: number) => {
    const n = (perUser.get(userId) ?? 0) + by;
    if (n > 0) perUser.set(userId, n);
    else perUser.delete(userId);
  };

  function attach(socket: WebSocket, address: string): SocketSession {
    let userId: string | null = null;
    let initialized = false;
    const running = new Map<string, { kind: Kind; userId: string | null }>();
    let inFlight = 0;
    let subscriptions = 0;

    const release = (id: unknown) => {
      if (typeof id !== 'string') return;
      const op = running.get(id);
      if (!op) return;
      running.delete(id);
      if (op.kind === 'operation') inFlight -= 1;
      else {
        subscriptions -= 1;
        if (op.userId) addUserSubscription(op.userId, -1);
      }
    };

    const send = socket.send.bind(socket);
    const refuse = (id: unknown, error: unknown) => {
      send(JSON.stringify({ type: 'error', id, payload: [errorOf(error)] }));
      return false;
    };

    /** Whether Mercurius may have the operation; registers it when it may. */
    const admitOperation = async (id: unknown, payload: unknown): Promise<boolean> => {
      // Before connection_init Mercurius refuses (and closes) on its own.
      if (!initialized) return true;
      if (typeof id !== 'string' || id === '') return refuse(id, badInput('An operation needs a text id.'));
      if (running.has(id)) return refuse(id, badInput(`An operation with id "${id.slice(0, 64)}" is already running on this connection.`));
      const { query, operationName } = (payload ?? {}) as { query?: unknown; operationName?: unknown };
      if (typeof query !== 'string') return refuse(id, badInput('An operation must send its query as GraphQL text.'));
      let document: DocumentNode;
      try {
        document = await options.admit(callerKey(userId, address), query);
      } catch (error) {
        return refuse(id, error);
      }
      const operation = getOperationAST(document, typeof operationName === 'string' ? operationName : undefined);
      if (!operation) return refuse(id, badInput('The query names no operation to run (give operationName).'));
      if (operation.operation === 'subscription') {
        if (subscriptions >= limits.subscriptionsPerSocket) {
          return refuse(
            id,
            tooMany('subscriptions on this connection', limits.subscriptionsPerSocket, 'Close one before opening another.'),
          );
        }
        if (userId && (perUser.get(userId) ?? 0) >= limits.subscriptionsPerUser) {
          return refuse(id, tooMany('subscriptions for this user', limits.subscriptionsPerUser, 'Close one before opening another.'));
        }
        running.set(id, { kind: 'subscription', userId });
        subscriptions += 1;
        if (userId) addUserSubscription(userId, 1);
      } else {
        if (inFlight >= limits.inFlightPerSocket) {
          return refuse(
            id,
            tooMany('operations at once on this connection', limits.inFlightPerSocket, 'Wait for an answer before sending more.'),
          );
        }
        running.set(id, { kind: 'operation', userId });
        inFlight += 1;
      }
      return true;
    };

    /** Whether the message goes on to Mercurius. */
    const inspect = async (raw: RawData): Promise<boolean> => {
      let message: { type?: unknown; id?: unknown; payload?: unknown } | null;
      try {
        message = JSON.parse(text(raw)) as typeof message;
      } catch {
        return true; // Mercurius answers what is not JSON
      }
      if (!message || typeof message !== 'object') return true;
      switch (message.type) {
        case 'connection_init':
          userId = await options.ownerOf((message.payload ?? undefined) as Record<string, unknown> | undefined);
          initialized = true;
          return true;
        case 'subscribe':
        case 'start':
          return admitOperation(message.id, message.payload);
        case 'complete':
        case 'stop':
          release(message.id);
          return true;
        default:
          return true;
      }
    };

    // Mercurius reads the socket's 'message' events; each is inspected first, in arrival order.
    const emit = socket.emit.bind(socket);
    let queue = Promise.resolve();
    socket.emit = ((event: string | symbol, ...args: unknown[]): boolean => {
      if (event !== 'message') return emit(event, ...args);
      queue = queue
        .then(() => inspect(args[0] as RawData))
        .then(
          (pass) => {
            if (pass) emit('message', ...args);
          },
          (error: unknown) => {
            options.onError?.(error);
            socket.close(1011);
          },
        );
      return true;
    }) as WebSocket['emit'];
    // What the server sends that ends an operation gives its place back.
    socket.send = ((data: unknown, ...rest: unknown[]) => {
      if (typeof data === 'string') {
        const ended = ENDED.exec(data);
        if (ended?.[1]) release(JSON.parse(ended[1]));
      }
      return (send as (...args: unknown[]) => void)(data, ...rest);
    }) as WebSocket['send'];
    socket.once('close', () => {
      for (const id of [...running.keys()]) release(id);
    });

    const session: SocketSession = {
      get userId() {
        return userId;
      },
      end: () => socket.close(),
    };
    sessions.set(socket, session);
    return session;
  }

  return {
    attach,
    /** The session of a socket attach() saw. */
    sessionOf: (socket: WebSocket): SocketSession | undefined => sessions.get(socket),
    /** Open subscriptions of a user on this server (tests, metrics). */
    subscriptionsOf: (userId: string): number => perUser.get(userId) ?? 0,
  };
}

export type SocketGuard = ReturnType<typeof createSocketGuard>;
