// A clinician's saved route of one day (SPEC §3 Scheduling state: routeId, routeStops,
// sequencedDestinations; SPEC §6 'mileage threshold setting'): where the day starts, when the
// clinician leaves, the visits in order with their arrival and departure, and the miles and
// minutes of each leg. The same rules run on the device (the optimizer's problem, offline) and
// on the server, which recomputes every time and mile from its own travel matrix.
//
// A visit's window is its booked period: arriving before its start waits for it, arriving after
// its end is late, and the visit lasts its booked length. Times are measured as minutes elapsed
// since the departure, anchored at the departure's wall-clock minute, so a daylight-saving
// change within the day moves nothing.
import { localToEpoch } from '../availability/local-time';
import { isTime } from '../patients/availability';
import type { AppointmentStatus, Reference, ResourceBase } from '../resources';
import type { Coordinates, TravelMatrix } from './distance';
import { evaluateOrder } from './evaluate';
import type { RouteProblem } from './route-problem';

export const START_POINT_KINDS = ['home', 'custom'] as const;
export type StartPointKind = (typeof START_POINT_KINDS)[number];

/** Where the clinician sets out: their home address or a point the planner picked. */
export interface RouteStartPoint extends Coordinates {
  kind: StartPointKind;
  label: string;
  address?: string;
}

export interface RoutePlanStop {
  appointment: Reference;
  /** 1-based position (the appointment's routeOrder). */
  order: number;
  /** ISO instants. */
  arrive: string;
  depart: string;
  /** The leg that reaches this stop. */
  miles: number;
  minutes: number;
  /** Minutes past the visit's booked end at arrival (0 when on time). */
  lateMinutes: number;
}

/** The stored route (table `route`): one live route per clinician and local date. */
export interface RoutePlan extends ResourceBase {
  resourceType?: 'RoutePlan';
  practitioner: Reference;
  /** 'YYYY-MM-DD' in the clinician's time zone. */
  date: string;
  startPoint: RouteStartPoint;
  /** 'HH:mm' local. */
  departure: string;
  stops: RoutePlanStop[];
  totalMiles: number;
  /** Minutes of driving (the legs' sum). */
  totalMinutes: number;
  /** The order came from the optimizer (SPEC §6 're-optimize route button'). */
  optimized: boolean;
}

/** The optimizer's longest day (src/domain/routes/exact-dp.ts and the heuristic are sized for it). */
export const MAX_ROUTE_STOPS = 40;
/** The start and every stop. */
export const MAX_MATRIX_POINTS = MAX_ROUTE_STOPS + 1;

/** SPEC §6 'mileage threshold setting': the settings table key and its default, in miles. */
export const MILEAGE_THRESHOLD_SETTING = 'MileageThreshold';
export const DEFAULT_MILEAGE_THRESHOLD = 100;

export const ROUTE_MESSAGES = {
  /** SPEC §8 route prompt, word for word. */
  unsaved: 'Your changes to the route have not been saved, do you want to save and recalculate',
  conflict: 'This route was changed by someone else. Refresh to see the change, then try again.',
  visitsChanged: "The day's visits changed while the route was saved. Refresh the route, then try again.",
  otherClinician: "A visit on the route is not one of this clinician's visits.",
  otherDate: "A visit on the route is not on the route's date.",
  notRoutable: 'A cancelled or rescheduled visit cannot be on a route.',
  noLocation: 'A visit on the route has no map location for its address, so its travel cannot be measured.',
  duplicate: 'A visit is on the route twice.',
  empty: 'A route needs at least one visit.',
  tooManyStops: `A route holds at most ${MAX_ROUTE_STOPS} visits.`,
  tooManyPoints: `A travel matrix takes 1 to ${MAX_MATRIX_POINTS} points (the start and up to ${MAX_ROUTE_STOPS} visits).`,
  latitude: 'must be a latitude between -90 and 90',
  longitude: 'must be a longitude between -180 and 180',
  departure: 'must be a time HH:mm',
} as const;

/** Visits no longer on their day: cancelled, rescheduled away (waitlist), entered in error, do-not-visit. */
const OFF_ROUTE: readonly AppointmentStatus[] = ['cancelled', 'waitlist', 'error', 'isDoNotVisit'];

/** Whether a visit of this status can be a stop (a missed or finished visit still was driven to). */
export const isRoutable = (status: AppointmentStatus): boolean => !OFF_ROUTE.includes(status);

/**
 * Whether a saved route no longer matches its day: a stop's visit is gone from the day or is not
 * routable, or a routable visit of the day is not on it.
 */
export function routeOutdated(stopIds: readonly string[], dayVisits: readonly { id: string; status: AppointmentStatus }[]): boolean {
  const routable = new Set(dayVisits.filter((v) => isRoutable(v.status)).map((v) => v.id));
  return stopIds.length !== routable.size || stopIds.some((id) => !routable.has(id));
}

/** A threshold as stored (text): a positive number of miles, else the default. */
export function parseMileageThreshold(value: string | null | undefined): number {
  const miles = value === null || value === undefined || value.trim() === '' ? Number.NaN : Number(value.trim());
  return Number.isFinite(miles) && miles > 0 ? miles : DEFAULT_MILEAGE_THRESHOLD;
}

/** SPEC §6 'mileage threshold setting': the day's miles are over it (equal is not). */
export const exceedsMileageThreshold = (totalMiles: number, threshold: number): boolean => totalMiles > threshold;

export const isLatitude = (value: number): boolean => Number.isFinite(value) && value >= -90 && value <= 90;
export const isLongitude = (value: number): boolean => Number.isFinite(value) && value >= -180 && value <= 180;

/** A visit as the route needs it: its booked period (ISO) and where it is. */
export interface RouteVisit extends Coordinates {
  id: string;
  start: string;
  end: string;
}

/** The day as the planner gives it: visits[k] is node k + 1 of the matrix (node 0 the start point). */
export interface RouteDay {
  date: string;
  /** 'HH:mm' local. */
  departure: string;
  timeZone: string;
  visits: readonly RouteVisit[];
  matrix: TravelMatrix;
}

/** The points of the travel matrix of a day: the start point, then the visits. */
export const routePoints = (start: Coordinates, visits: readonly Coordinates[]): Coordinates[] => [
  { latitude: start.latitude, longitude: start.longitude },
  ...visits.map((v) => ({ latitude: v.latitude, longitude: v.longitude })),
];

const MINUTE_MS = 60_000;

/** The departure's wall-clock minute and its instant. */
function anchor(day: Pick<RouteDay, 'date' | 'departure' | 'timeZone'>): { minute: number; epoch: number } {
  if (!isTime(day.departure)) throw new Error(`route: departure ${day.departure} is not HH:mm`);
  const minute = Number(day.departure.slice(0, 2)) * 60 + Number(day.departure.slice(3, 5));
  return { minute, epoch: localToEpoch(day.date, day.departure, day.timeZone) };
}

/** The optimizer's problem of a day (the same on the device and the server). */
export function routeProblemOf(day: RouteDay): RouteProblem {
  const { minute, epoch } = anchor(day);
  const at = (iso: string) => minute + (Date.parse(iso) - epoch) / MINUTE_MS;
  return {
    start: minute,
    matrix: day.matrix,
    stops: day.visits.map((v) => {
      const windowStart = at(v.start);
      const windowEnd = Math.max(windowStart, at(v.end));
      return { id: v.id, windowStart, windowEnd, serviceMinutes: windowEnd - windowStart };
    }),
  };
}

export interface PlannedRoute {
  stops: RoutePlanStop[];
  totalMiles: number;
  totalMinutes: number;
  lateMinutes: number;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
/** Miles to the hundredth, minutes to the tenth. */
export const roundMiles = (miles: number): number => round(miles, 2);
export const roundMinutes = (minutes: number): number => round(minutes, 1);

/** The times, miles and lateness of visiting the day's visits in `order` (every visit id once). */
export function planRoute(day: RouteDay, order: readonly string[]): PlannedRoute {
  const problem = routeProblemOf(day);
  const evaluation = evaluateOrder(problem, order);
  const { minute, epoch } = anchor(day);
  const instant = (m: number) => new Date(Math.round(epoch + (m - minute) * MINUTE_MS)).toISOString();
  const node = new Map(day.visits.map((v, k) => [v.id, k + 1]));
  let previous = 0;
  const stops = evaluation.arrivals.map((arrival, p): RoutePlanStop => {
    const here = node.get(arrival.stopId) ?? 0;
    const miles = day.matrix.miles[previous]?.[here] ?? 0;
    const minutes = day.matrix.minutes[previous]?.[here] ?? 0;
    previous = here;
    return {
      appointment: { reference: `Appointment/${arrival.stopId}` },
      order: p + 1,
      arrive: instant(arrival.arrive),
      depart: instant(arrival.depart),
      miles: roundMiles(miles),
      minutes: roundMinutes(minutes),
      lateMinutes: roundMinutes(arrival.lateMinutes),
    };
  });
  return {
    stops,
    totalMiles: roundMiles(evaluation.miles),
    totalMinutes: roundMinutes(evaluation.travelMinutes),
    lateMinutes: roundMinutes(evaluation.lateMinutes),
  };
}

/** The appointment id of a stop. */
export const stopAppointmentId = (stop: Pick<RoutePlanStop, 'appointment'>): string => stop.appointment.reference.split('/')[1] ?? '';
