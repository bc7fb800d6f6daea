// What every My Schedule screen needs from the signed-in context, computed once by the
// /my-schedule layout route: whose device database to read, the map's tiles and whether the map
// may show patient names (feature flag 'show-patient-name-on-map', SPEC §6).
import type { FeatureFlags } from '../../domain/feature-flags';
import { DEFAULT_TILES, type MapTiles } from '../../ui/map-tiles';

export interface ScheduleContext {
  userId: string;
  practitionerId: string | null;
  showNames: boolean;
  /** SPEC §6 'enforced create route': the day's first check-in waits for a saved route. */
  enforceRoute: boolean;
  /** SPEC §6 'clinician routing': the map draws the day's route between the stops. */
  showRoute: boolean;
  tiles: MapTiles;
}

export function scheduleContext(
  user: { id: string; practitionerId: string | null },
  flags: FeatureFlags,
  mapTiles: MapTiles | undefined,
): ScheduleContext {
  return {
    userId: user.id,
    practitionerId: user.practitionerId,
    showNames: flags['show-patient-name-on-map'] === true,
    enforceRoute: flags['enforced-create-route'] === true,
    showRoute: flags['clinician-routing'] === true,
    tiles: mapTiles ?? DEFAULT_TILES,
  };
}
