// The app's own answer to "is the PIN asked?" (SPEC §4 'Please verify your PIN' / 'Unlock EMR'),
// written on <html data-gate> once the app has decided it: 'pin' while the lock screen is the page,
// 'open' while the frame is. Until then (the session or the device key still loading, or the
// first screen index.html painted) there is no attribute: a PIN field or a frame seen before
// that is not yet the app's answer (scripts/vite-prerender.ts paints one above #root).
import { useLayoutEffect } from 'react';

export type Gate = 'pin' | 'open';

export const GATE_ATTRIBUTE = 'data-gate';

export function useGateMarker(gate: Gate | undefined): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (gate) root.setAttribute(GATE_ATTRIBUTE, gate);
    else root.removeAttribute(GATE_ATTRIBUTE);
    return () => root.removeAttribute(GATE_ATTRIBUTE);
  }, [gate]);
}
