// What the coordinator's board remembers (SPEC §4: 'coordinator schedule and chosen clinician in
// local storage'): the clinician and the date, and the way they like to look at it (day or
// week, weekend view, status filter, show canceled). Malformed stored values are ignored.
import * as v from 'valibot';
import { BOARD_VIEWS, DEFAULT_STATUS_FILTER, SCHEDULER_VARIANTS } from '../../domain/scheduling/schedule-board';

export const BOARD_PREFERENCES_KEY = 'emr.schedule-board';

const Preferences = v.object({
  clinicianId: v.optional(v.nullable(v.string()), null),
  date: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))), null),
  view: v.optional(v.picklist(BOARD_VIEWS), 'week'),
  weekendView: v.optional(v.boolean(), false),
  statusFilter: v.optional(v.array(v.picklist(SCHEDULER_VARIANTS)), [...DEFAULT_STATUS_FILTER]),
  showCanceled: v.optional(v.boolean(), false),
});
export type BoardPreferences = v.InferOutput<typeof Preferences>;

export const DEFAULT_PREFERENCES: BoardPreferences = v.parse(Preferences, {});

export function readBoardPreferences(): BoardPreferences {
  try {
    const raw = localStorage.getItem(BOARD_PREFERENCES_KEY);
    if (!raw) return DEFAULT_PREFERENCES;
    const parsed = v.safeParse(Preferences, JSON.parse(raw));
    return parsed.success ? parsed.output : DEFAULT_PREFERENCES;
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

export function writeBoardPreferences(preferences: BoardPreferences): void {
  try {
    localStorage.setItem(BOARD_PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    // storage unavailable (private mode): kept for this page only
  }
}
