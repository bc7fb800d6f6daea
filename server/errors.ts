// Expected failures as data with codes (STYLE rule 7). Services throw AppError; the GraphQL
// error formatter and the HTTP error handler turn it into a 4xx with the code and message.
// Anything else is a bug: logged in full, shown to the client only as a generic 500.
import { ERROR_CODES, type ErrorCode } from '../src/domain/errors.ts';
import { MESSAGES } from '../src/domain/messages.ts';

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
  SERVICE_UNAVAILABLE: 503,
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
/**
 * The one CONFLICT (DESIGN §4 step 3, SPEC §8): a change made on an older version than the stored
 * one, with the current version so the client can refresh. `message` names the record where the
 * screen says so ('This visit was changed by someone else…'); SPEC §8's words by default.
 */
export const conflict = (currentVersion: number, message: string = MESSAGES.conflict) =>
  new AppError(ERROR_CODES.CONFLICT, message, { currentVersion });

/** CONFLICT that a resend may resolve: the database gave up on the transaction (nothing was written); `retryable` tells the client to try again. */
export const retryableConflict = () => new AppError(ERROR_CODES.CONFLICT, MESSAGES.conflict, { retryable: true });
