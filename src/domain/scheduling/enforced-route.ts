// SPEC §6 'enforced create route' ("Require a route before the first check-in of the day"): with
// the flag on, the day's first check-in waits until the day has a saved route, which the
// clinician's device knows from the visits' route order (a saved route writes it). Decided on the
// device, so it holds offline too.
import type { AppointmentStatus } from '../resources';

export const ROUTE_REQUIRED = 'Create the route of the day before the first check-in.';

/** Statuses of a visit that was checked in already: the day has started. */
const STARTED: readonly AppointmentStatus[] = ['checked-in', 'checked-out', 'signed', 'fulfilled', 'amendRequested', 'nonBillable'];

export function routeRequiredMessage(
  enforced: boolean,
  dayVisits: readonly { status: string; routeOrder?: number | null | undefined }[],
): string | null {
  if (!enforced) return null;
  if (dayVisits.some((v) => STARTED.includes(v.status as AppointmentStatus))) return null;
  return dayVisits.some((v) => typeof v.routeOrder === 'number') ? null : ROUTE_REQUIRED;
}
