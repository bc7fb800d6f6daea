// An admission's status history (SPEC §3 Admission statusHistory): a new status closes the open
// period at the moment it starts and opens its own. Every change of an admission's status goes
// through here (holds, readmits, discharge requests), so the history never has a gap or two open
// periods.
import type { AdmissionStatus, EpisodeOfCare } from '../resources';

/** `admission` with `status` from `at` (ISO): the open period closed at `at`, the new one opened. */
export function withAdmissionStatus(admission: EpisodeOfCare, status: AdmissionStatus, at: string): EpisodeOfCare {
  const history = admission.statusHistory.map((h, i, all) =>
    i === all.length - 1 && !h.period.end ? { ...h, period: { ...h.period, end: at } } : h,
  );
  return { ...admission, status, statusHistory: [...history, { status, period: { start: at } }] };
}
