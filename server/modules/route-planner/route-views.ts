// A route row → the ClinicianRoute GraphQL shape (SPEC §3 routeId, routeStops,
// sequencedDestinations; SPEC §6 'mileage threshold setting').
import { exceedsMileageThreshold, type RoutePlan, stopAppointmentId } from '../../../src/domain/routes/route-plan.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { refId } from '../shared/encounter-views.ts';

export interface ClinicianRouteStopView {
  appointmentId: string;
  order: number;
  arrive: string;
  depart: string;
  miles: number;
  minutes: number;
  lateMinutes: number;
}

export interface ClinicianRouteView {
  id: string;
  versionId: number;
  lastUpdated: string;
  clinicianId: string;
  date: string;
  timeZone: string;
  startPoint: { kind: string; label: string; latitude: number; longitude: number; address: string | null };
  departure: string;
  stops: ClinicianRouteStopView[];
  totalMiles: number;
  totalMinutes: number;
  optimized: boolean;
  mileageThreshold: number;
  overThreshold: boolean;
  outdated: boolean;
}

export interface RouteContext {
  timeZone: string;
  mileageThreshold: number;
  outdated: boolean;
}

export function toClinicianRouteView(row: ResourceRow<RoutePlan>, context: RouteContext): ClinicianRouteView {
  const plan = row.content;
  return {
    id: row.id,
    versionId: row.versionId,
    lastUpdated: row.lastUpdated.toISOString(),
    clinicianId: refId(plan.practitioner) ?? '',
    date: plan.date,
    timeZone: context.timeZone,
    startPoint: { ...plan.startPoint, address: plan.startPoint.address ?? null },
    departure: plan.departure,
    stops: [...plan.stops]
      .sort((a, b) => a.order - b.order)
      .map((stop) => ({
        appointmentId: stopAppointmentId(stop),
        order: stop.order,
        arrive: stop.arrive,
        depart: stop.depart,
        miles: stop.miles,
        minutes: stop.minutes,
        lateMinutes: stop.lateMinutes,
      })),
    totalMiles: plan.totalMiles,
    totalMinutes: plan.totalMinutes,
    optimized: plan.optimized,
    mileageThreshold: context.mileageThreshold,
    overThreshold: exceedsMileageThreshold(plan.totalMiles, context.mileageThreshold),
    outdated: context.outdated,
  };
}
