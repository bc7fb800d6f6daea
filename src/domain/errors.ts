// Error codes carried in GraphQL `extensions.code` and REST bodies (DESIGN §5), and the
// client's rule for turning any error into the words a user sees (SPEC §8).

export const ERROR_CODES = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  /** Sign-in with a password past its expiry (SPEC §8 'Your password has expired. Kindly reset your password to login.'). */
  PASSWORD_EXPIRED: 'PASSWORD_EXPIRED',
  /** An external user whose account has expired while EnableExternalUserVerification is 'true' (SPEC §6). */
  ACCOUNT_EXPIRED: 'ACCOUNT_EXPIRED',
  /** An outside service (a payer's eligibility service) did not answer; nothing was recorded. */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * syncEncounterCommands' code for a command it did not try: an earlier command of the same
 * encounter in the batch was not applied (the device sends it again later, unchanged).
 */
export const COMMAND_SKIPPED = 'SKIPPED';

/** The code of a plain HTTP error status (REST bodies and GraphQL transport errors). */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return ERROR_CODES.UNAUTHENTICATED;
    case 403:
      return ERROR_CODES.FORBIDDEN;
    case 404:
      return ERROR_CODES.NOT_FOUND;
    case 409:
      return ERROR_CODES.CONFLICT;
    case 413:
      return ERROR_CODES.PAYLOAD_TOO_LARGE;
    case 429:
      return ERROR_CODES.RATE_LIMITED;
    default:
      return status >= 500 ? ERROR_CODES.INTERNAL : ERROR_CODES.BAD_USER_INPUT;
  }
}

export const DEFAULT_ERROR_MESSAGE = 'Something went wrong';

/** SPEC §8: the 'GraphQL error: ' prefix is removed; HTML bodies are stripped of tags; default 'Something went wrong'. */
export function displayError(message: string | null | undefined): string {
  if (!message) return DEFAULT_ERROR_MESSAGE;
  const text = message
    .replace(/<[^>]*>/g, ' ')
    .replace(/^(GraphQL error: )+/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text || DEFAULT_ERROR_MESSAGE;
}
