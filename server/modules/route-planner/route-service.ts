// A clinician's route of a day (SPEC §3 Scheduling state: routeId, routeStops,
// sequencedDestinations; SPEC §6 'remove route', 'mileage threshold setting') as the resolvers
// call it: the route of a date (readable clinicians only), the travel matrix, and the route's
// writes, each its declaration (route-operations.ts) run by the write pipeline (DESIGN §5).
import type { SessionUser } from '../../../src/domain/access.ts';
import { routeOutdated, stopAppointmentId } from '../../../src/domain/routes/route-plan.ts';
import { mayPlanSchedule } from '../../../src/domain/scheduling/schedule-access.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { forbidden } from '../../errors.ts';
import { readMileageThreshold } from '../settings/settings-service.ts';
import { appointmentRangeRepository } from '../shared/appointment-range-repository.ts';
import type { WritePipeline } from '../shared/write-pipeline.ts';
import { parseMatrixPoints, parseRouteDay } from './route-input.ts';
import { dayBounds, readableClinician, routeWrites, zoneOf } from './route-operations.ts';
import { routeRepository } from './route-repository.ts';
import { type ClinicianRouteView, toClinicianRouteView } from './route-views.ts';
import type { SourcedTravelMatrix, TravelMatrixService } from './travel-matrix.ts';

export function createRouteService(db: Database, pipeline: WritePipeline, travel: TravelMatrixService) {
  const writes = routeWrites(db, travel);

  return {
    /** ClinicianRoute: the live route of the clinician's date, or null. */
    async get(user: SessionUser | null, args: { clinicianId: string; date: string }): Promise<ClinicianRouteView | null> {
      const me = authorize(user, 'Query.ClinicianRoute');
      const { clinicianId, date } = parseRouteDay(args);
      return db.transaction(
        async (tx) => {
          const clinician = await readableClinician(tx, me, clinicianId);
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
      );
    },

    /** saveClinicianRoute: the route as planned, measured by the server, and the visits' routeOrder. */
    save: (user: SessionUser | null, input: unknown): Promise<ClinicianRouteView> => pipeline.run(writes.saveClinicianRoute, user, input),

    /** removeClinicianRoute: the route marked deleted, and the routeOrder of the date's visits cleared. */
    remove: (user: SessionUser | null, args: { clinicianId: string; date: string; versionId: number }): Promise<boolean> =>
      pipeline.run(writes.removeClinicianRoute, user, args),

    /** TravelMatrix: drive minutes and miles between the points (the routing service, else the estimate). */
    async travelMatrix(user: SessionUser | null, args: { points: unknown }): Promise<SourcedTravelMatrix> {
      const me = authorize(user, 'Query.TravelMatrix');
      if (!mayPlanSchedule(me, 'Query.TravelMatrix')) throw forbidden();
      return travel.matrix(parseMatrixPoints(args.points));
    },
  };
}

export type RouteService = ReturnType<typeof createRouteService>;
