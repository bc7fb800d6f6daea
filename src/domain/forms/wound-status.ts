// The wound status toggle (SPEC §2/§4): Active or Resolved. Resolving needs a resolved date that
// is not after now; once a resolved date exists the toggle is disabled (the wound stays
// resolved; a new problem is a new wound).
import { MESSAGES } from '../messages';

export const WOUND_STATUSES = ['Active', 'Resolved'] as const;
export type WoundStatus = (typeof WOUND_STATUSES)[number];

/** Whether the toggle can still be used: not once a resolved date has been saved. */
export const woundToggleEnabled = (savedResolvedDate: string | null | undefined): boolean => !savedResolvedDate;

/**
 * The message for choosing `status` with `resolvedDate` (YYYY-MM-DD, the clinician's calendar
 * day), or null when it may be saved. `today` is the clinician's calendar day, YYYY-MM-DD.
 */
export function woundStatusError(status: WoundStatus, resolvedDate: string | null | undefined, today: string): string | null {
  if (status === 'Active') return null;
  if (!resolvedDate) return MESSAGES.required;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(resolvedDate) || resolvedDate > today) return MESSAGES.incorrectValue;
  return null;
}
