// The route being edited (SPEC §3 Scheduling state: routeStops, sequencedDestinations): the
// visits' order, the departure and the start point, from the saved route or, without one, the
// visits by their start; the travel between the points; and the draft's times and miles, which
// the server recomputes when it saves. Optimizing runs in the Web Worker, offline too.
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  type PlannedRoute,
  planRoute,
  type RouteDay,
  type RouteStartPoint,
  routePoints,
  routeProblemOf,
} from '../../domain/routes/route-plan';
import { optimizeInWorker } from './optimize-in-worker';
import { type ClinicianRoute, routeKeys, travelMatrixFor } from './route-api';

export interface PanelVisit {
  id: string;
  start: string;
  end: string;
  latitude: number | null;
  longitude: number | null;
}

/** A visit of the day as the route panel shows it. */
export interface RoutePanelVisit extends PanelVisit {
  patientName: string;
}

export interface RouteDraft {
  order: string[];
  departure: string;
  startPoint: RouteStartPoint;
  optimized: boolean;
}

/** The saved draft, or the visits by start time leaving an hour before the first. */
export function initialDraft(saved: ClinicianRoute | null, visits: readonly PanelVisit[], home: RouteStartPoint | null): RouteDraft | null {
  const placed = visits.filter((v) => v.latitude !== null && v.longitude !== null);
  const ids = new Set(placed.map((v) => v.id));
  if (saved) {
    const kept = saved.stops.map((s) => s.appointmentId).filter((id) => ids.has(id));
    const added = placed.filter((v) => !kept.includes(v.id)).map((v) => v.id);
    const { kind, label, latitude, longitude } = saved.startPoint;
    return {
      order: [...kept, ...added],
      departure: saved.departure,
      startPoint: { kind: kind === 'custom' ? 'custom' : 'home', label, latitude, longitude },
      optimized: saved.optimized,
    };
  }
  const first = [...placed].sort((a, b) => a.start.localeCompare(b.start));
  const start =
    home ??
    (first[0]
      ? { kind: 'custom' as const, label: 'First visit', latitude: first[0].latitude ?? 0, longitude: first[0].longitude ?? 0 }
      : null);
  if (!start) return null;
  return { order: first.map((v) => v.id), departure: '08:00', startPoint: start, optimized: false };
}

export interface DraftFigures {
  planned: PlannedRoute;
  source: 'osrm' | 'estimate';
}

/** The draft's travel (server or estimate) and its plan. */
export function useDraftFigures(
  clinicianId: string,
  date: string,
  timeZone: string,
  draft: RouteDraft | null,
  visits: readonly PanelVisit[],
) {
  const byId = useMemo(() => new Map(visits.map((v) => [v.id, v])), [visits]);
  // The matrix follows the set of points, not their order: reordering asks nothing.
  const pointIds = useMemo(() => (draft ? [...draft.order].sort() : []), [draft]);
  const start = draft?.startPoint;
  const travel = useQuery({
    queryKey: [...routeKeys.day(clinicianId, date), 'travel', start?.latitude, start?.longitude, pointIds],
    queryFn: () =>
      travelMatrixFor(
        routePoints(
          { latitude: start?.latitude ?? 0, longitude: start?.longitude ?? 0 },
          pointIds.map((id) => ({ latitude: byId.get(id)?.latitude ?? 0, longitude: byId.get(id)?.longitude ?? 0 })),
        ),
      ),
    enabled: draft !== null && pointIds.length > 0,
    staleTime: 5 * 60_000,
  });
  const day = useMemo((): RouteDay | null => {
    if (!draft || !travel.data) return null;
    return {
      date,
      departure: draft.departure,
      timeZone,
      matrix: { minutes: travel.data.minutes, miles: travel.data.miles },
      visits: pointIds.map((id) => {
        const v = byId.get(id);
        return { id, start: v?.start ?? '', end: v?.end ?? '', latitude: v?.latitude ?? 0, longitude: v?.longitude ?? 0 };
      }),
    };
  }, [draft, travel.data, date, timeZone, pointIds, byId]);
  const figures = useMemo((): DraftFigures | null => {
    if (!day || !draft || !travel.data) return null;
    return { planned: planRoute(day, draft.order), source: travel.data.source };
  }, [day, draft, travel.data]);
  return { figures, day, travelError: travel.error, travelLoading: travel.isLoading };
}

/** The draft with its order changed by hand. */
export function useDraft(initial: RouteDraft | null) {
  const [draft, setDraft] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const update = (change: Partial<RouteDraft>) => {
    setDraft((current) => (current ? { ...current, ...change } : current));
    setDirty(true);
  };
  const move = (id: string, by: -1 | 1) => {
    if (!draft) return;
    const order = [...draft.order];
    const at = order.indexOf(id);
    const to = at + by;
    if (at < 0 || to < 0 || to >= order.length) return;
    [order[at], order[to]] = [order[to] ?? id, order[at] ?? id];
    update({ order, optimized: false });
  };
  const reset = (next: RouteDraft | null) => {
    setDraft(next);
    setDirty(false);
  };
  return { draft, dirty, update, move, reset };
}

/** The best order of the day (optimizer.ts), in the worker (optimize-in-worker.ts falls back to this thread). */
export const optimizeDay = (day: RouteDay) => optimizeInWorker(routeProblemOf(day));
