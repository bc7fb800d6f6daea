// How long a telehealth request waited (SPEC §9 'Time differences over 60 minutes shown as hours
// and minutes'; a minute is 60000 ms): from the request to the check-in that took it, or to now
// while nobody has.

const MINUTE_MS = 60_000;

/** 'N min' under an hour, 'H h M min' from an hour on; whole minutes, never negative (clock skew). */
export function waitedText(from: Date, to: Date): string {
  const minutes = Math.max(0, Math.floor((to.getTime() - from.getTime()) / MINUTE_MS));
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

interface WaitFacts {
  telemedicineStatus: string;
  requestedAt: string;
  checkedInAt?: string | null;
}

/**
 * When the wait ended: the check-in that took the request, now while it is still requested, and
 * null when it ended without one (cancelled before anyone took it: no end to measure to).
 */
export function waitEnd({ telemedicineStatus, checkedInAt }: WaitFacts, now: Date): Date | null {
  if (checkedInAt) return new Date(checkedInAt);
  return telemedicineStatus === 'requested' ? now : null;
}

/** The waited text of a request at `now`, or null when its wait has no end to measure to. */
export function waitedFor(request: WaitFacts, now: Date): string | null {
  const end = waitEnd(request, now);
  return end ? waitedText(new Date(request.requestedAt), end) : null;
}
