// THE map wrapper (STYLE rule 8: Leaflet and react-leaflet are used here only). Draws numbered
// stops and the line between them in order, fitted to the stops. Import it lazily: Leaflet is
// a chunk of its own, loaded when a map is first shown, so the shell stays light.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { type RefObject, useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, Polyline, TileLayer, Tooltip, useMap } from 'react-leaflet';
import classes from './stops-map.module.css';

export interface MapStop {
  id: string;
  /** The number on the marker (the stop's place in the route). */
  number: number;
  lat: number;
  lng: number;
  /** The marker's accessible name, e.g. 'Stop 1, 09:30 AM'. */
  label: string;
  /** A name shown beside the marker; omit it where names must not be shown. */
  name?: string | undefined;
  /** The marker's fill (a CSS colour with white text on it at 4.5:1 or more). */
  color: string;
  selected?: boolean;
}

export interface StopsMapProps {
  stops: readonly MapStop[];
  tileUrl: string;
  attribution: string;
  /** The map region's accessible name. */
  label: string;
  onSelect: (id: string) => void;
  /** The colour of the line between stops. */
  lineColor?: string;
  /** Draws the line between the stops in order (the route); markers only without it. */
  showLine?: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function stopIcon(stop: MapStop): L.DivIcon {
  const size = stop.selected ? 46 : 38;
  return L.divIcon({
    className: `${classes.marker}${stop.selected ? ` ${classes.selected}` : ''}`,
    html: `<span class="${classes.pin}" style="background:${escapeHtml(stop.color)}" aria-hidden="true">${stop.number}</span><span class="${classes.srOnly}">${escapeHtml(stop.label)}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
    tooltipAnchor: [size / 2, 0],
  });
}

/** Fits the view to the stops whenever the set of stops changes (not on every re-render). */
function FitToStops({ stops }: { stops: readonly MapStop[] }) {
  const map = useMap();
  const key = stops.map((s) => `${s.id}@${s.lat},${s.lng}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: refit only when the stops themselves change (key)
  useEffect(() => {
    if (stops.length === 0) return;
    if (stops.length === 1) {
      const [only] = stops;
      if (only) map.setView([only.lat, only.lng], 14, { animate: false });
      return;
    }
    map.fitBounds(L.latLngBounds(stops.map((s) => [s.lat, s.lng] as [number, number])), {
      padding: [36, 36],
      maxZoom: 15,
      // Not animated: a second fit during a running zoom animation would be lost.
      animate: false,
    });
  }, [map, key]);
  return null;
}

const HIDDEN_NAME = classes.nameHidden ?? 'name-hidden';

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Names must not cover each other or a marker: where stops are close together (several visits
 * in one town), a name that would overlap a marker or an earlier stop's name is hidden, in route
 * order, until zooming in makes room. The name stays in the list beside the map.
 */
function DeclutterNames({ stops, markers }: { stops: readonly MapStop[]; markers: RefObject<Map<string, L.Marker>> }) {
  const map = useMap();
  const key = stops.map((s) => `${s.id}@${s.lat},${s.lng}:${s.name ?? ''}:${s.selected ? 1 : 0}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-placed when the stops change (key)
  useEffect(() => {
    const place = () => {
      const pins = stops.flatMap((s) => {
        const element = markers.current.get(s.id)?.getElement();
        return element ? [element.getBoundingClientRect()] : [];
      });
      const kept: DOMRect[] = [];
      for (const stop of stops) {
        const element = markers.current.get(stop.id)?.getTooltip()?.getElement();
        if (!element) continue;
        // Measured where it is whether shown or not (a hidden box keeps its layout). A class, not
        // an inline style: Leaflet resets the inline visibility whenever it updates a tooltip.
        const box = element.getBoundingClientRect();
        const free = !pins.some((pin) => overlaps(box, pin)) && !kept.some((other) => overlaps(box, other));
        element.classList.toggle(HIDDEN_NAME, !free);
        if (free) kept.push(box);
      }
    };
    const frame = requestAnimationFrame(place);
    map.on('zoomend moveend resize', place);
    return () => {
      cancelAnimationFrame(frame);
      map.off('zoomend moveend resize', place);
    };
  }, [map, key]);
  return null;
}

export function StopsMap({ stops, tileUrl, attribution, label, onSelect, lineColor = '#0f6f7a', showLine = true }: StopsMapProps) {
  const line = useMemo(() => stops.map((s) => [s.lat, s.lng] as [number, number]), [stops]);
  // One icon per stop and look: a new icon object would rebuild the marker (and lose focus).
  const icons = useMemo(() => new Map(stops.map((s) => [s.id, stopIcon(s)])), [stops]);
  const markers = useRef(new Map<string, L.Marker>());
  const first = stops[0];
  return (
    <section aria-label={label} className={classes.frame}>
      <MapContainer
        className={classes.map ?? ''}
        center={first ? [first.lat, first.lng] : [27.9, -82.5]}
        zoom={11}
        zoomSnap={0.5}
        scrollWheelZoom
        style={{ height: '100%' }}
      >
        <TileLayer url={tileUrl} attribution={attribution} />
        {showLine && line.length > 1 ? <Polyline positions={line} pathOptions={{ color: lineColor, weight: 4, opacity: 0.85 }} /> : null}
        {stops.map((stop) => (
          <Marker
            key={stop.id}
            ref={(marker) => {
              if (marker) markers.current.set(stop.id, marker);
              else markers.current.delete(stop.id);
            }}
            position={[stop.lat, stop.lng]}
            icon={icons.get(stop.id) ?? stopIcon(stop)}
            keyboard
            zIndexOffset={stop.selected ? 1000 : 0}
            eventHandlers={{ click: () => onSelect(stop.id) }}
          >
            {stop.name ? (
              // 'auto': a name sits on the side of its marker facing the middle, so it stays inside the map.
              <Tooltip permanent direction="auto" className={classes.name}>
                {stop.name}
              </Tooltip>
            ) : null}
          </Marker>
        ))}
        <FitToStops stops={stops} />
        <DeclutterNames stops={stops} markers={markers} />
      </MapContainer>
    </section>
  );
}
