// A clinician's route of a day (SPEC §3 Scheduling state: routeId, routeStops,
// sequencedDestinations; SPEC §6 'remove route', 'mileage threshold setting'). Enforced here,
// whatever the screen offers: the caller plans schedules (never external or reviewer-readonly; a
// clinician their own), the clinician is readable (their own, a covering colleague, or one of the
// caller's markets), every stop is one of that clinician's visits of that local date and still on
// it (not cancelled or rescheduled). The server measures the travel (travel-matrix.ts) and the
// times itself; a stale version is CONFLICT. The same transaction writes each visit's routeOrder
// (a new appointment version only where it changes) and clears it on the day's other visits, so
// the clinician's offline pack orders the day by the route on its next pull. Route writes of one
// clinician are serialised on the practitioner row, locked before the day's visits: the one lock
// order of DESIGN §5 (shared/lock-order.ts) that check-in, booking and reschedule keep too.

import type { SessionUser } from '../../../src/domain/access.ts';
import { addDays, localToEpoch } from '../../../src/domain/availability/local-time.ts';
import { ERROR_CODES } from '../../../src/domain/errors.ts';
import type { Appointment, Practitioner } from '../../../src/domain/resources.ts';
import {
  isRoutable,
  planRoute,
  ROUTE_MESSAGES,
  type RoutePlan,
  type RouteVisit,
  routeOutdated,
  routePoints,
  stopAppointmentId,
} from '../../../src/domain/routes/route-plan.ts';
import { mayPlanSchedule } from '../../../src/domain/scheduling/schedule-access.ts';
import { timeZoneForState } from '../../../src/domain/time-zone.ts';
import { authorize, type GuardedOperation } from '../../auth/authorize.ts';
import type { Database, Executor } from '../../db/client.ts';
import { ConflictError, type PlannedWrite, type ResourceRow, runWrites } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { AppError, badInput, forbidden, notFound } from '../../errors.ts';
import type { Realtime } from '../../realtime/emitter.ts';
import { scheduleChanged } from '../../realtime/schedule-change.ts';
import { readMileageThreshold } from '../settings/settings-service.ts';
import { appointmentRangeRepository } from '../shared/appointment-range-repository.ts';
import { assertCanReadPractitionerRecords } from '../shared/encounter-access.ts';
import { refId } from '../shared/encounter-views.ts';
import { lockClinician } from '../shared/lock-order.ts';
import { parseMatrixPoints, parseRouteDay, parseRouteRemoval, parseSaveRoute, type RouteSave } from './route-input.ts';
import { routeRepository } from './route-repository.ts';
import { type ClinicianRouteView, toClinicianRouteView } from './route-views.ts';
import type { SourcedTravelMatrix, TravelMatrixService } from './travel-matrix.ts';

const conflict = (currentVersion: number, message: string = ROUTE_MESSAGES.conflict) =>
  new AppError(ERROR_CODES.CONFLICT, message, { currentVersion });

function planner(user: SessionUser | null, operation: GuardedOperation): SessionUser {
  const me = authorize(user, operation);
  if (!mayPlanSchedule(me, operation)) throw forbidden();
  return me;
}

const zoneOf = (practitioner: ResourceRow<Practitioner>): string => timeZoneForState(practitioner.content.address[0]?.state);

/** The instants that bound the clinician's local date. */
const dayBounds = (date: string, zone: string) => ({
  start: new Date(localToEpoch(date, '00:00', zone)),
  end: new Date(localToEpoch(addDays(date, 1), '00:00', zone)),
});

/** The clinician, readable by the caller (FORBIDDEN / NOT_FOUND), locked (before any of their visits) when asked. */
async function readableClinician(tx: Executor, me: SessionUser, clinicianId: string, forUpdate = false) {
  await assertCanReadPractitionerRecords(tx, me, clinicianId);
  const row = forUpdate ? await lockClinician(tx, clinicianId) : await stores.practitioner.read(tx, clinicianId);
  if (!row) throw notFound('Practitioner');
  return row;
}

interface RouteDayRows {
  zone: string;
  /** Every visit of the clinician's date (locked in a transaction that writes). */
  day: ResourceRow<Appointment>[];
  /** The route's visits in the planned order. */
  visits: RouteVisit[];
}

/** Why an appointment id that is not among the date's visits cannot be a stop. */
async function strayReason(tx: Executor, appointmentId: string, clinicianId: string): Promise<string> {
  const row = await stores.appointment.read(tx, appointmentId);
  if (!row) return 'A visit on the route was not found.';
  return refId(row.content.practitioner) === clinicianId ? ROUTE_MESSAGES.otherDate : ROUTE_MESSAGES.otherClinician;
}

/** The date's visits and the route's, each checked: the clinician's, on the date, routable, with a map location. */
async function routeDay(tx: Executor, clinician: ResourceRow<Practitioner>, save: RouteSave, forUpdate: boolean): Promise<RouteDayRows> {
  const zone = zoneOf(clinician);
  const { start, end } = dayBounds(save.date, zone);
  const day = await appointmentRangeRepository.between(tx, clinician.id, start, end, { forUpdate });
  const byId = new Map(day.map((row) => [row.id, row]));
  const visits: RouteVisit[] = [];
  for (const id of save.appointmentIds) {
    const row = byId.get(id);
    if (!row) throw badInput(await strayReason(tx, id, clinician.id), 'appointmentIds');
    if (!isRoutable(row.content.status)) throw badInput(ROUTE_MESSAGES.notRoutable, 'appointmentIds');
    const address = row.content.location?.address;
    if (typeof address?.latitude !== 'number' || typeof address.longitude !== 'number') {
      throw badInput(ROUTE_MESSAGES.noLocation, 'appointmentIds');
    }
    visits.push({ id, start: row.content.start, end: row.content.end, latitude: address.latitude, longitude: address.longitude });
  }
  return { zone, day, visits };
}

/** The appointment's new version with its route position (none: off the route), when it changes. */
function routeOrderWrite(tx: Executor, me: SessionUser, row: ResourceRow<Appointment>, order: number | undefined): PlannedWrite | null {
  if (row.content.routeOrder === order) return null;
  const { routeOrder: _old, ...rest } = row.content;
  const content: Appointment = order === undefined ? rest : { ...rest, routeOrder: order };
  return stores.appointment.plannedUpdate(tx, row.id, content, row.versionId, { authorId: me.id });
}

/** The writes, as one statement; a version that moved meanwhile is CONFLICT. */
async function write(tx: Executor, writes: PlannedWrite[]): Promise<void> {
  try {
    await runWrites(tx, writes);
  } catch (error) {
    if (error instanceof ConflictError) throw conflict(error.currentVersion, ROUTE_MESSAGES.visitsChanged);
    throw error;
  }
}

export function createRouteService(db: Database, travel: TravelMatrixService, realtime?: Realtime) {
  /** Tells the clinician's boards (onScheduleChanged); a lost event only waits for the next read. */
  async function announce(clinicianId: string, appointmentIds: readonly string[]): Promise<void> {
    if (!realtime) return;
    const event = scheduleChanged(clinicianId, appointmentIds);
    await realtime.publish(event.topic, event.payload).catch(() => undefined);
  }

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
          const [day, mileageThreshold] = await Promise.all([
            appointmentRangeRepository.between(tx, clinicianId, start, end),
            readMileageThreshold(tx),
          ]);
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
    async save(user: SessionUser | null, input: unknown): Promise<ClinicianRouteView> {
      const me = planner(user, 'Mutation.saveClinicianRoute');
      const save = parseSaveRoute(input);
      // The travel is measured before the transaction: a routing service's answer never holds a lock.
      const first = await routeDay(db, await readableClinician(db, me, save.clinicianId), save, false);
      const matrix: SourcedTravelMatrix = await travel.matrix(routePoints(save.startPoint, first.visits));
      const { view, changed } = await db.transaction(async (tx) => {
        const clinician = await readableClinician(tx, me, save.clinicianId, true);
        const existing = await routeRepository.liveRoute(tx, clinician.id, save.date);
        const current = existing?.versionId ?? 0;
        if (save.versionId !== current) throw conflict(current);
        const { zone, day, visits } = await routeDay(tx, clinician, save, true);
        // The visits measured above are the ones locked now (rarely not: a visit moved meanwhile).
        if (JSON.stringify(visits) !== JSON.stringify(first.visits)) throw conflict(current, ROUTE_MESSAGES.visitsChanged);

        const planned = planRoute({ date: save.date, departure: save.departure, timeZone: zone, visits, matrix }, save.appointmentIds);
        const content: RoutePlan = {
          practitioner: { reference: `Practitioner/${clinician.id}` },
          date: save.date,
          startPoint: save.startPoint,
          departure: save.departure,
          stops: planned.stops,
          totalMiles: planned.totalMiles,
          totalMinutes: planned.totalMinutes,
          optimized: save.optimized,
        };
        const options = { authorId: me.id };
        const routeWrite = existing
          ? stores.route.plannedUpdate(tx, existing.id, content, existing.versionId, options)
          : stores.route.plannedCreate(tx, content, options);
        const position = new Map(save.appointmentIds.map((id, k) => [id, k + 1]));
        const visitWrites = day.map((row) => ({ id: row.id, write: routeOrderWrite(tx, me, row, position.get(row.id)) }));
        await write(tx, [routeWrite, ...visitWrites.flatMap((v) => (v.write ? [v.write] : []))]);
        const outdated = routeOutdated(
          save.appointmentIds,
          day.map((v) => ({ id: v.id, status: v.content.status })),
        );
        return {
          view: toClinicianRouteView(routeWrite.row, { timeZone: zone, mileageThreshold: await readMileageThreshold(tx), outdated }),
          changed: visitWrites.filter((v) => v.write).map((v) => v.id),
        };
      });
      await announce(save.clinicianId, changed);
      return view;
    },

    /** removeClinicianRoute: the route marked deleted, and the routeOrder of the date's visits cleared. */
    async remove(user: SessionUser | null, args: { clinicianId: string; date: string; versionId: number }): Promise<boolean> {
      const me = planner(user, 'Mutation.removeClinicianRoute');
      const { clinicianId, date, versionId } = parseRouteRemoval(args);
      const changed = await db.transaction(async (tx) => {
        const clinician = await readableClinician(tx, me, clinicianId, true);
        const existing = await routeRepository.liveRoute(tx, clinicianId, date);
        if (!existing) throw notFound('Route');
        if (existing.versionId !== versionId) throw conflict(existing.versionId);
        const { start, end } = dayBounds(date, zoneOf(clinician));
        const day = await appointmentRangeRepository.between(tx, clinicianId, start, end, { forUpdate: true });
        const visitWrites = day.map((row) => ({ id: row.id, write: routeOrderWrite(tx, me, row, undefined) }));
        await stores.route.softDelete(tx, existing.id, existing.versionId, { authorId: me.id });
        await write(
          tx,
          visitWrites.flatMap((v) => (v.write ? [v.write] : [])),
        );
        return visitWrites.filter((v) => v.write).map((v) => v.id);
      });
      await announce(clinicianId, changed);
      return true;
    },

    /** TravelMatrix: drive minutes and miles between the points (the routing service, else the estimate). */
    async travelMatrix(user: SessionUser | null, args: { points: unknown }): Promise<SourcedTravelMatrix> {
      planner(user, 'Query.TravelMatrix');
      return travel.matrix(parseMatrixPoints(args.points));
    },
  };
}

export type RouteService = ReturnType<typeof createRouteService>;
