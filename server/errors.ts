// Expected failures as data with codes (STYLE rule 7). Services throw AppError; the GraphQL
// error formatter and the HTTP error handler turn it into a 4xx with the code and message.
// Anything else is a bug: logged in full, shown to the client only as a generic 500.
import { ERROR_CODES, type ErrorCode } from '../src/domain/errors.ts';

const STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  PASSWORD_EXPIRED: 403,
  ACCOUNT_EXPIRED: 403,
  INTERNAL_SERVER_ERROR: 500,
};

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.statusCode = STATUS[code];
  }

  /** graphql-js copies an original error's extensions, so the code survives every path (subscriptions too). */
  get extensions(): Record<string, unknown> {
    return { code: this.code, ...this.details };
  }
}

export const unauthenticated = () => new AppError(ERROR_CODES.UNAUTHENTICATED, 'You must sign in to continue.');
export const forbidden = () => new AppError(ERROR_CODES.FORBIDDEN, 'You do not have permission to do this.');
export const notFound = (what: string) => new AppError(ERROR_CODES.NOT_FOUND, `${what} was not found.`);
export const badInput = (message: string, field?: string) => new AppError(ERROR_CODES.BAD_USER_INPUT, message, field ? { field } : {});
