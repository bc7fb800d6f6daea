/** The eligibility service did not answer (unreachable, timed out): the check is not made, and nothing is recorded. */
export class EligibilityUnavailableError extends Error {}

/** What a caller reads when the payer's service did not answer. */
export const ELIGIBILITY_UNAVAILABLE = 'The eligibility service did not answer. Nothing was recorded; please try again later.';
