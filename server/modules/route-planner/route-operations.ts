// A clinician's route of a day (SPEC §3 Scheduling state: routeId, routeStops,
// sequencedDestinations; SPEC §6 'remove route'), its writes declared once for the write pipeline
// (DESIGN §5 'One write pipeline'). Enforced here, whatever the screen offers: the caller plans
// schedules (never external or reviewer-readonly; a clinician their own), the clinician is
// readable (their own, a covering colleague, or one of the caller's markets), every stop is one of
// that clinician's visits of that local date and still on it (not cancelled or rescheduled). The
// server measures the travel (travel-matrix.ts) and the times itself; a stale version is CONFLICT
// (ROUTE_MESSAGES.conflict). The same transaction writes each visit's routeOrder (a new
// appointment version only where it changes) and clears it on the day's other visits, so the
// clinician's offline pack orders the day by the route on its next pull. Route writes of one
// clinician are serialised on the practitioner row, which the target locks before the day's
// visits: the one lock order of DESIGN §5 (shared/lock-order.ts) that check-in, booking and
// reschedule keep too. Each tells the clinician's boards (onScheduleChanged) after commit.
import type { SessionUser } from '../../../src/domain/access.ts';
import { addDays, localToEpoch } from '../../../src/domain/availability/local-time.ts';
import type { OperationName } from '../../../src/domain/operation-permissions.ts';
import type { Appointment, Practitioner } from '../../../src/domain/resources.ts';
import {
  isRoutable,
  planRoute,
  ROUTE_MESSAGES,
  type RoutePlan,
  type RouteVisit,
  routeOutdated,
  routePoints,
} from '../../../src/domain/routes/route-plan.ts';
import { mayPlanSchedule } from '../../../src/domain/scheduling/schedule-access.ts';
import { timeZoneForState } from '../../../src/domain/time-zone.ts';
import type { Executor } from '../../db/client.ts';
import { ConflictError, type PlannedWrite, type ResourceRow, runWrites } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { badInput, conflict, notFound } from '../../errors.ts';
import { scheduleChanged } from '../../realtime/schedule-change.ts';
import { readMileageThreshold } from '../settings/settings-service.ts';
import { appointmentRangeRepository } from '../shared/appointment-range-repository.ts';
import { lockReadableClinician } from '../shared/clinician-target.ts';
import { assertCanReadPractitionerRecords } from '../shared/encounter-access.ts';
import { refId } from '../shared/encounter-views.ts';
import { defineWrite, type WriteTarget } from '../shared/write-pipeline.ts';
import { parseRouteRemoval, parseSaveRoute, type RouteSave } from './route-input.ts';
import { routeRepository } from './route-repository.ts';
import { toClinicianRouteView } from './route-views.ts';
import type { SourcedTravelMatrix, TravelMatrixService } from './travel-matrix.ts';

/** Only those who plan schedules change a route (never reviewer-readonly or external). */
const planner = (operation: OperationName) => (me: SessionUser) => mayPlanSchedule(me, operation);

export const zoneOf = (practitioner: ResourceRow<Practitioner>): string => timeZoneForState(practitioner.content.address[0]?.state);

/** The instants that bound the clinician's local date. */
export const dayBounds = (date: string, zone: string) => ({
  start: new Date(localToEpoch(date, '00:00', zone)),
  end: new Date(localToEpoch(addDays(date, 1), '00:00', zone)),
});

/** The clinician, readable by the caller (FORBIDDEN / NOT_FOUND), not locked. */
export async function readableClinician(tx: Executor, me: SessionUser, clinicianId: string): Promise<ResourceRow<Practitioner>> {
  await assertCanReadPractitionerRecords(tx, me, clinicianId);
  const row = await stores.practitioner.read(tx, clinicianId);
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
function routeOrderWrite(
  tx: Executor,
  me: SessionUser,
  now: Date,
  row: ResourceRow<Appointment>,
  order: number | undefined,
): PlannedWrite | null {
  if (row.content.routeOrder === order) return null;
  const { routeOrder: _old, ...rest } = row.content;
  const content: Appointment = order === undefined ? rest : { ...rest, routeOrder: order };
  return stores.appointment.plannedUpdate(tx, row.id, content, row.versionId, { authorId: me.id, now });
}

/** The writes, as one statement; a version that moved meanwhile is CONFLICT (the visits changed). */
async function write(tx: Executor, writes: PlannedWrite[]): Promise<void> {
  try {
    await runWrites(tx, writes);
  } catch (error) {
    if (error instanceof ConflictError) throw conflict(error.currentVersion, ROUTE_MESSAGES.visitsChanged);
    throw error;
  }
}

interface RouteTarget {
  clinician: ResourceRow<Practitioner>;
  /** The clinician's live route of the date (null: none yet). */
  existing: ResourceRow<RoutePlan> | null;
}

/** The clinician, readable and locked before any of their visits, and their live route of the date; its version (0: none). */
const routeTarget: WriteTarget<{ clinicianId: string; date: string }, RouteTarget> = {
  kind: 'clinician',
  async resolve(tx, me, { clinicianId, date }) {
    const clinician = await lockReadableClinician(tx, me, clinicianId);
    return { clinician, existing: await routeRepository.liveRoute(tx, clinicianId, date) };
  },
  versionOf: (target) => target.existing?.versionId ?? 0,
};

/** The route to remove: routeTarget's, and NOT_FOUND when the date has none. */
const liveRouteTarget: WriteTarget<{ clinicianId: string; date: string }, RouteTarget & { existing: ResourceRow<RoutePlan> }> = {
  kind: 'clinician',
  async resolve(tx, me, input) {
    const { clinician, existing } = await routeTarget.resolve(tx, me, input);
    if (!existing) throw notFound('Route');
    return { clinician, existing };
  },
  versionOf: (target) => target.existing.versionId,
};

interface RouteRemovalArgs {
  clinicianId: string;
  date: string;
  versionId: number;
}

interface SaveInput {
  save: RouteSave;
  /** The route's visits as measured before the transaction, and their travel. */
  measured: { visits: RouteVisit[]; matrix: SourcedTravelMatrix } | null;
}

export function routeWrites(db: Executor, travel: TravelMatrixService) {
  return {
    /** saveClinicianRoute: the route as planned, measured by the server, and the visits' routeOrder. */
    saveClinicianRoute: defineWrite({
      operation: 'Mutation.saveClinicianRoute',
      roles: planner('Mutation.saveClinicianRoute'),
      input: (raw: unknown): SaveInput => ({ save: parseSaveRoute(raw), measured: null }),
      // The travel is measured before the transaction: a routing service's answer never holds a lock.
      prepare: async (me, input) => {
        const first = await routeDay(db, await readableClinician(db, me, input.save.clinicianId), input.save, false);
        return {
          ...input,
          measured: { visits: first.visits, matrix: await travel.matrix(routePoints(input.save.startPoint, first.visits)) },
        };
      },
      target: { ...routeTarget, resolve: (tx, me, { save }) => routeTarget.resolve(tx, me, save) } satisfies WriteTarget<
        SaveInput,
        RouteTarget
      >,
      version: (i) => i.save.versionId,
      conflictMessage: ROUTE_MESSAGES.conflict,
      apply: async ({ tx, me, now, input: { save, measured }, target: { clinician, existing }, emit }) => {
        const current = existing?.versionId ?? 0;
        const { zone, day, visits } = await routeDay(tx, clinician, save, true);
        // The visits measured before are the ones locked now (rarely not: a visit moved meanwhile).
        if (!measured || JSON.stringify(visits) !== JSON.stringify(measured.visits)) throw conflict(current, ROUTE_MESSAGES.visitsChanged);

        const planned = planRoute(
          { date: save.date, departure: save.departure, timeZone: zone, visits, matrix: measured.matrix },
          save.appointmentIds,
        );
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
        const options = { authorId: me.id, now };
        const routeWrite = existing
          ? stores.route.plannedUpdate(tx, existing.id, content, existing.versionId, options)
          : stores.route.plannedCreate(tx, content, options);
        const position = new Map(save.appointmentIds.map((id, k) => [id, k + 1]));
        const visitWrites = day.map((row) => ({ id: row.id, write: routeOrderWrite(tx, me, now, row, position.get(row.id)) }));
        await write(tx, [routeWrite, ...visitWrites.flatMap((v) => (v.write ? [v.write] : []))]);
        const outdated = routeOutdated(
          save.appointmentIds,
          day.map((v) => ({ id: v.id, status: v.content.status })),
        );
        emit(
          scheduleChanged(
            clinician.id,
            visitWrites.filter((v) => v.write).map((v) => v.id),
            now,
          ),
        );
        return toClinicianRouteView(routeWrite.row, { timeZone: zone, mileageThreshold: await readMileageThreshold(tx), outdated });
      },
    }),

    /** removeClinicianRoute: the route marked deleted, and the routeOrder of the date's visits cleared. */
    removeClinicianRoute: defineWrite({
      operation: 'Mutation.removeClinicianRoute',
      roles: planner('Mutation.removeClinicianRoute'),
      input: (raw: unknown) => parseRouteRemoval(raw as RouteRemovalArgs),
      target: liveRouteTarget,
      version: (i) => i.versionId,
      conflictMessage: ROUTE_MESSAGES.conflict,
      apply: async ({ tx, me, now, input: { date }, target: { clinician, existing }, emit }) => {
        const { start, end } = dayBounds(date, zoneOf(clinician));
        const day = await appointmentRangeRepository.between(tx, clinician.id, start, end, { forUpdate: true });
        const visitWrites = day.map((row) => ({ id: row.id, write: routeOrderWrite(tx, me, now, row, undefined) }));
        await stores.route.softDelete(tx, existing.id, existing.versionId, { authorId: me.id, now });
        await write(
          tx,
          visitWrites.flatMap((v) => (v.write ? [v.write] : [])),
        );
        emit(
          scheduleChanged(
            clinician.id,
            visitWrites.filter((v) => v.write).map((v) => v.id),
            now,
          ),
        );
        return true;
      },
    }),
  };
}

export type RouteWrites = ReturnType<typeof routeWrites>;
