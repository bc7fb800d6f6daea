// The route planner's reads, declared in the write pipeline's shape (DESIGN §5): the operation's
// rule, the input, the target with its rule, then the read. A clinician's route of a date (SPEC §3
// Scheduling state: routeId, routeStops, sequencedDestinations) acts on the clinician's records
// (their own, a covering colleague's, or a clinician of the caller's markets: route-operations.ts
// readableClinician, without the writes' lock) and is read in one read-only snapshot; the travel
// matrix names no record, and only those who plan a schedule measure travel.
import type { Practitioner } from '../../../src/domain/resources.ts';
import { routeOutdated, stopAppointmentId } from '../../../src/domain/routes/route-plan.ts';
import { mayPlanSchedule } from '../../../src/domain/scheduling/schedule-access.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { readMileageThreshold } from '../settings/settings-service.ts';
import { appointmentRangeRepository } from '../shared/appointment-range-repository.ts';
import { defineQuery, type WriteTarget } from '../shared/write-pipeline.ts';
import { noTarget } from '../shared/write-targets.ts';
import { parseMatrixPoints, parseRouteDay } from './route-input.ts';
import { dayBounds, readableClinician, zoneOf } from './route-operations.ts';
import { routeRepository } from './route-repository.ts';
import { toClinicianRouteView } from './route-views.ts';
import type { TravelMatrixService } from './travel-matrix.ts';

/** The clinician whose route is read, once the caller may read their records (FORBIDDEN; NOT_FOUND when there is none). */
const routeClinician: WriteTarget<{ clinicianId: string }, ResourceRow<Practitioner>> = {
  kind: 'clinician',
  resolve: (db, me, { clinicianId }) => readableClinician(db, me, clinicianId),
};

/** The declarations; the travel matrix measures with the area's routing service (server/services.ts). */
export const routeQueries = (travel: TravelMatrixService) => ({
  /** The live route of the clinician's date, or null. */
  clinicianRoute: defineQuery({
    operation: 'Query.ClinicianRoute',
    input: (raw: unknown) => parseRouteDay(raw as { clinicianId: string; date: string }),
    target: routeClinician,
    read: ({ db, input: { clinicianId, date }, target: clinician }) =>
      db.transaction(
        async (tx) => {
          const route = await routeRepository.liveRoute(tx, clinicianId, date);
          if (!route) return null;
          const zone = zoneOf(clinician);
          const { start, end } = dayBounds(date, zone);
          // One after another: one transaction's queries never run at once.
          const day = await appointmentRangeRepository.between(tx, clinicianId, start, end);
          const mileageThreshold = await readMileageThreshold(tx);
          const outdated = routeOutdated(
            route.content.stops.map(stopAppointmentId),
            day.map((v) => ({ id: v.id, status: v.content.status })),
          );
          return toClinicianRouteView(route, { timeZone: zone, mileageThreshold, outdated });
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      ),
  }),

  /** Drive minutes and miles between the points (the routing service, else the estimate). */
  travelMatrix: defineQuery({
    operation: 'Query.TravelMatrix',
    // Never reviewer-readonly or external, who plan no schedule (src/domain/scheduling/schedule-access.ts).
    roles: (me) => mayPlanSchedule(me, 'Query.TravelMatrix'),
    input: (raw: unknown) => parseMatrixPoints((raw as { points: unknown }).points),
    target: noTarget,
    read: ({ input }) => travel.matrix(input),
  }),
});
