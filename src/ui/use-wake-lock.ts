import { useEffect } from 'react';

/**
 * Keeps the screen on while `active` (SPEC §2 waiting-room kiosk: a facility tablet must not go
 * dark between patients). The Screen Wake Lock is released by the browser whenever the page is
 * hidden, so it is asked for again each time the page is shown. Where the browser has no wake
 * lock, or refuses it (battery saver), nothing happens.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const acquire = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock.request('screen').then(
        (lock) => {
          if (stopped) void lock.release();
          else sentinel = lock;
        },
        () => {},
      );
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release().catch(() => {});
    };
  }, [active]);
}
