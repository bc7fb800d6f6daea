// The request log's options (DESIGN §5: logs carry error codes and operation names, never values
// a user sent). A query string holds what the caller typed or was mailed: an invitation or
// password-reset link's token (/invitation?token=…), a GraphQL GET's variables, single sign-on's
// code and state. Every query value is logged as [redacted] (the names stay, for reading the log):
// in the request's url, and in any message that quotes a url (Fastify's 'Route GET:/… not found').
// Headers that carry credentials are redacted where an object logs them.
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

/** A destination for the log lines (default: stdout). */
export interface LogStream {
  write(line: string): void;
}

/** Pino options for Fastify's logger. */
export function requestLogOptions(level: string, stream?: LogStream) {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.refreshtoken', 'req.headers["id-token"]', 'req.headers.cookie'],
    serializers: { req: serializeRequest },
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
