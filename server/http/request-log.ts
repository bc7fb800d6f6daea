// The request log's options (DESIGN §5: logs carry error codes and operation names, never values
// a user sent). A query string holds what the caller typed or was mailed: an invitation or
// password-reset link's token (/invitation?token=…), a GraphQL GET's variables, single sign-on's
// code and state. Every query value is logged as [redacted] (the names stay, for reading the log):
// in the request's url, and in any message that quotes a url (Fastify's 'Route GET:/… not found').
// Headers that carry credentials are redacted where an object logs them. An error is logged by its
// type, code and stack; a database error never with its SQL, parameters or detail (they hold the
// values a user sent: an order's text, a member ID), only its code and where it happened.
import type { FastifyRequest } from 'fastify';

/** What a logged query value reads as. */
export const REDACTED = '[redacted]';

/** Longer parameter names are cut: a name is the caller's text too. */
const MAX_NAME = 40;

const redactParameter = (parameter: string): string => {
  if (parameter === '') return parameter;
  const equals = parameter.indexOf('=');
  // A bare value (`?abc`) may itself be a secret.
  if (equals < 0) return REDACTED;
  return `${parameter.slice(0, Math.min(equals, MAX_NAME))}=${REDACTED}`;
};

/** A query string (without its '?') with every value redacted. */
export const redactQuery = (query: string): string => query.split('&').map(redactParameter).join('&');

/** A url or path with every query value redacted: '/invitation?token=abc' → '/invitation?token=[redacted]'. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  return mark < 0 ? url : `${url.slice(0, mark)}?${redactQuery(url.slice(mark + 1))}`;
}

/** Every query string in a message (a '?' up to the next space or quote) redacted. */
export const redactMessage = (text: string): string => text.replace(/\?([^\s"'<>]*)/g, (_all, query: string) => `?${redactQuery(query)}`);

/** Fastify's own request serializer's fields, with the url redacted. */
export function serializeRequest(request: FastifyRequest) {
  const port = request.socket?.remotePort;
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    ...(port === undefined ? {} : { remotePort: port }),
  };
}

/** A PostgreSQL (or PGlite) error: its SQLSTATE code and the server's own fields. */
interface DatabaseError {
  code: string;
  severity?: unknown;
  routine?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The database error in `error` or its causes (Drizzle wraps the driver's), or null. */
function databaseErrorOf(error: unknown): DatabaseError | null {
  let wrapped = false;
  for (let e = error as Record<string, unknown> | undefined, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (typeof e.code === 'string' && SQLSTATE.test(e.code) && ('severity' in e || 'routine' in e)) return e as unknown as DatabaseError;
    // Drizzle's DrizzleQueryError carries the query and its parameters.
    if ('params' in e || 'query' in e) wrapped = true;
    e = e.cause as Record<string, unknown> | undefined;
  }
  return wrapped ? { code: 'unknown' } : null;
}

/** An error's stack frames without its first line (the message, which a database error fills with SQL and values). */
function framesOf(error: unknown): string | undefined {
  const { stack, message, name } = (error ?? {}) as { stack?: unknown; message?: unknown; name?: unknown };
  if (typeof stack !== 'string') return undefined;
  const header = `${String(name)}: ${String(message)}`;
  if (stack.startsWith(header)) return stack.slice(header.length).replace(/^\n/, '');
  const at = stack.indexOf('\n    at ');
  return at < 0 ? undefined : stack.slice(at + 1);
}

/** Text fields worth keeping from the database's own (names of the schema, never values). */
const named = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The `err` serializer: a database error as its code, severity and the table, column, constraint
 * and routine it names, with the stack frames; any other error as type, message, code and stack.
 */
export function serializeError(error: unknown): { type: string; message: string; stack: string; [key: string]: unknown } {
  const type = (error as { constructor?: { name?: string } } | null)?.constructor?.name ?? typeof error;
  const database = databaseErrorOf(error);
  if (database) {
    const names = {
      severity: named(database.severity),
      table: named(database.table),
      column: named(database.column),
      constraint: named(database.constraint),
      routine: named(database.routine),
    };
    return {
      type,
      message: `database error ${database.code}`,
      code: database.code,
      ...Object.fromEntries(Object.entries(names).filter(([, value]) => value !== undefined)),
      stack: framesOf(error) ?? '',
    };
  }
  if (!(error instanceof Error)) return { type, message: String(error), stack: '' };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    type,
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    stack: error.stack ?? '',
  };
}

/** A destination for the log lines (default: stdout). */
export interface LogStream {
  write(line: string): void;
}

/** Pino options for Fastify's logger. */
export function requestLogOptions(level: string, stream?: LogStream) {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.refreshtoken', 'req.headers["id-token"]', 'req.headers.cookie'],
    serializers: { req: serializeRequest, err: serializeError },
    hooks: {
      // Messages are strings the server wrote, but some quote the request's url.
      logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? redactMessage(arg) : arg)),
        );
      },
    },
    ...(stream ? { stream } : {}),
  };
}
