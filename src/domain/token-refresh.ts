// SPEC §7/§9: the access token is refreshed (GET /refreshToken) when its expiry is under
// 1000 s away. A token whose whole life is shorter than that would be refreshed before every
// call (and rotate the refresh token each time), so for such tokens the threshold is half
// their lifetime instead.
export const TOKEN_REFRESH_THRESHOLD_MS = 1_000_000;

export function needsRefresh(expiresAt: number, lifetimeMs: number, now: number): boolean {
  const threshold = Math.min(TOKEN_REFRESH_THRESHOLD_MS, lifetimeMs / 2);
  return expiresAt - now < threshold;
}
