// Prior authorizations (SPEC §3 'Authorization Number'; SPEC §8 'An active authorization has not
// been attached to this encounter.' and 'No authorization attached for this patient'). An
// encounter on `date` may go ahead under an authorization that is active, whose period holds
// that calendar day (both ends included; no end: open), and that has visits left when the payer
// counts them. The encounter area calls hasActiveAuthorization before it lets a visit proceed.

export interface AuthorizationFacts {
  status: string;
  periodStart?: string | null;
  periodEnd?: string | null;
  visitsAllowed?: number | null;
  visitsUsed?: number | null;
}

/** SPEC §8 words of the checks that read these rules. */
export const AUTHORIZATION_MESSAGES = {
  notAttached: 'An active authorization has not been attached to this encounter.',
  noneForPatient: 'No authorization attached for this patient',
} as const;

const day = (value: string | null | undefined): string | null => (value ? value.slice(0, 10) : null);

/** Visits left under the authorization; null when the payer does not count visits. */
export function visitsLeft(auth: Pick<AuthorizationFacts, 'visitsAllowed' | 'visitsUsed'>): number | null {
  if (auth.visitsAllowed === null || auth.visitsAllowed === undefined) return null;
  return Math.max(0, auth.visitsAllowed - (auth.visitsUsed ?? 0));
}

/** Whether this authorization covers a visit on `date` ('YYYY-MM-DD', or an ISO time: its date part). */
export function authorizationCovers(auth: AuthorizationFacts, date: string): boolean {
  const on = day(date);
  if (!on || auth.status !== 'active') return false;
  const start = day(auth.periodStart);
  const end = day(auth.periodEnd);
  if (start && on < start) return false;
  if (end && on > end) return false;
  const left = visitsLeft(auth);
  return left === null || left > 0;
}

/** Whether any of `auths` covers a visit on `date`. */
export const hasActiveAuthorization = (auths: readonly AuthorizationFacts[], date: string): boolean =>
  auths.some((a) => authorizationCovers(a, date));
