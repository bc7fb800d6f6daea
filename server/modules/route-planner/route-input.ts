// The arguments of a clinician's route (SPEC §3 Scheduling state): the clinician, a local date
// YYYY-MM-DD, the version the planner saw (none or 0 for a new route), the start point with valid
// coordinates, the departure 'HH:mm' and the visits in order (1 to 40, each once); and the points
// of a travel matrix (1 to 41). The first problem is BAD_USER_INPUT on its field.
import * as v from 'valibot';
import { isTime } from '../../../src/domain/patients/availability.ts';
import {
  isLatitude,
  isLongitude,
  MAX_MATRIX_POINTS,
  MAX_ROUTE_STOPS,
  ROUTE_MESSAGES,
  START_POINT_KINDS,
} from '../../../src/domain/routes/route-plan.ts';
import { clinicDay } from '../../../src/domain/validation/date.ts';
import { badInput } from '../../errors.ts';
import { IdInput, parseId } from '../shared/ids.ts';
import { parseArg, parseInput, parseVersionId } from '../shared/input.ts';

/** A local day within DESIGN §5's range (src/domain/validation/date.ts). */
const LocalDate = clinicDay();
const Latitude = v.pipe(v.number('must be a number'), v.check(isLatitude, ROUTE_MESSAGES.latitude));
const Longitude = v.pipe(v.number('must be a number'), v.check(isLongitude, ROUTE_MESSAGES.longitude));
const Coordinates = v.object({ latitude: Latitude, longitude: Longitude });
const Text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, `must be at most ${max} characters`));

const StartPointInput = v.object({
  kind: v.picklist(START_POINT_KINDS, 'must be home or custom'),
  label: v.pipe(Text(255), v.nonEmpty('This field is required')),
  latitude: Latitude,
  longitude: Longitude,
  address: v.optional(v.nullable(Text(500))),
});

export const SaveRouteInput = v.object({
  clinicianId: IdInput,
  date: LocalDate,
  versionId: v.optional(
    v.nullable(v.pipe(v.number('versionId must be a number'), v.integer('versionId must be a whole number'), v.minValue(0))),
  ),
  startPoint: StartPointInput,
  departure: v.pipe(v.string(), v.check(isTime, ROUTE_MESSAGES.departure)),
  appointmentIds: v.pipe(
    v.array(IdInput),
    v.minLength(1, ROUTE_MESSAGES.empty),
    v.maxLength(MAX_ROUTE_STOPS, ROUTE_MESSAGES.tooManyStops),
    v.check((ids) => new Set(ids).size === ids.length, ROUTE_MESSAGES.duplicate),
  ),
  optimized: v.optional(v.nullable(v.boolean())),
});

export interface RouteSave {
  clinicianId: string;
  date: string;
  /** 0 for a new route. */
  versionId: number;
  startPoint: { kind: (typeof START_POINT_KINDS)[number]; label: string; latitude: number; longitude: number; address?: string };
  departure: string;
  appointmentIds: string[];
  optimized: boolean;
}

export function parseSaveRoute(input: unknown): RouteSave {
  const parsed = parseInput(SaveRouteInput, input);
  const { address, ...point } = parsed.startPoint;
  return {
    clinicianId: parsed.clinicianId,
    date: parsed.date,
    versionId: parsed.versionId ?? 0,
    startPoint: address ? { ...point, address } : point,
    departure: parsed.departure,
    appointmentIds: parsed.appointmentIds,
    optimized: parsed.optimized === true,
  };
}

/** ClinicianRoute's arguments. */
export const parseRouteDay = (args: { clinicianId: string; date: string }) => ({
  clinicianId: parseId(args.clinicianId, 'clinicianId'),
  date: parseArg(LocalDate, 'date', args.date),
});

/** removeClinicianRoute's arguments. */
export const parseRouteRemoval = (args: { clinicianId: string; date: string; versionId: number }) => ({
  ...parseRouteDay(args),
  versionId: parseVersionId(args.versionId),
});

/** TravelMatrix's points: 1 to 41, each a valid latitude and longitude ('points.3.latitude must be …'). */
export function parseMatrixPoints(points: unknown): { latitude: number; longitude: number }[] {
  if (!Array.isArray(points) || points.length < 1 || points.length > MAX_MATRIX_POINTS)
    throw badInput(ROUTE_MESSAGES.tooManyPoints, 'points');
  return parseArg(v.array(Coordinates), 'points', points);
}
