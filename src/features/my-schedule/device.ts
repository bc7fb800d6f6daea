// What a check-in records about where and on what it happened (SPEC §4 "start (check-in with
// provenance)"): the position when the clinician allows it, and a device guess (SPEC §9).

export interface Position {
  latitude: number;
  longitude: number;
}

/** The device's position, or null when refused, unavailable or slower than `timeoutMs`. */
export function currentPosition(timeoutMs = 5_000): Promise<Position | null> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      resolve(null);
      return;
    }
    // Some browsers never call back when the prompt is ignored: our own timer ends the wait.
    const timer = setTimeout(() => resolve(null), timeoutMs + 500);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        clearTimeout(timer);
        resolve({ latitude: coords.latitude, longitude: coords.longitude });
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}

/** SPEC §9 device guess: Windows is a pc; Mac or Android a tablet, unless it has under 2 touch points. */
export function guessDevice(userAgent: string, maxTouchPoints: number): 'pc' | 'tablet' | 'phone' {
  if (/Windows/i.test(userAgent)) return 'pc';
  if (/iPhone|Android.*Mobile/i.test(userAgent)) return 'phone';
  if (/Macintosh|Mac OS|Android|iPad/i.test(userAgent)) return maxTouchPoints < 2 ? 'pc' : 'tablet';
  return 'pc';
}

/** The device description sent with a check-in, e.g. 'tablet (Android)'. */
export function deviceDescription(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): string {
  const ua = nav.userAgent;
  const system = /Windows/i.test(ua)
    ? 'Windows'
    : /iPhone|iPad/i.test(ua)
      ? 'iOS'
      : /Android/i.test(ua)
        ? 'Android'
        : /Mac/i.test(ua)
          ? 'macOS'
          : /Linux/i.test(ua)
            ? 'Linux'
            : 'unknown system';
  return `${guessDevice(ua, nav.maxTouchPoints ?? 0)} (${system})`;
}
