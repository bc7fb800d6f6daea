// The diagnosis list's rules (SPEC §3 'Diagnosis items: code index, icd10CmCode, title (max 4)',
// SPEC §9 'Max 4 diagnoses'), shared by the Problems List tab and the server: an active diagnosis
// holds a code index 1..4 (1 is the primary diagnosis); a fifth is refused with the words below;
// resolving or removing one closes the gap so the indexes stay 1..n; a resolved diagnosis keeps
// its history below the list and may come back while there is room.

export const MAX_DIAGNOSES = 4;

export const CLINICAL_STATUSES = [
  { code: 'active', label: 'Active', color: 'teal' },
  { code: 'resolved', label: 'Resolved', color: 'gray' },
] as const;
export type ClinicalStatus = (typeof CLINICAL_STATUSES)[number]['code'];
export const CLINICAL_STATUS_CODES: readonly ClinicalStatus[] = CLINICAL_STATUSES.map((s) => s.code);

export const clinicalStatusOf = (code: string) => CLINICAL_STATUSES.find((s) => s.code === code) ?? CLINICAL_STATUSES[0];

export const DIAGNOSIS_MESSAGES = {
  limit: `A patient can have at most ${MAX_DIAGNOSES} diagnoses on the diagnosis list. Resolve or remove one before adding another.`,
  duplicate: 'This diagnosis is already on the diagnosis list.',
  unknownCode: 'This is not an ICD-10-CM code of the code set.',
  notBillable: (code: string) => `${code} is a category heading, not a billable diagnosis. Choose one of its codes.`,
  onsetInFuture: 'The onset date cannot be after today.',
  resolvedBeforeOnset: 'The resolved date cannot be before the onset date.',
  resolvedInFuture: 'The resolved date cannot be after today.',
  conflict: 'This problem was changed by someone else. Refresh to see the change, then try again.',
} as const;

export interface RankedDiagnosis {
  id: string;
  clinicalStatus: string;
  rank?: number | null | undefined;
  code: string;
}

const isActive = (d: RankedDiagnosis) => d.clinicalStatus === 'active';

/** The active diagnoses in code-index order (ties, which a sound list never has, by code). */
export function activeInOrder<T extends RankedDiagnosis>(diagnoses: readonly T[]): T[] {
  return diagnoses
    .filter(isActive)
    .sort((a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER) || a.code.localeCompare(b.code));
}

/** Whether one more diagnosis fits on the list. */
export const hasRoomForDiagnosis = (diagnoses: readonly RankedDiagnosis[]): boolean => diagnoses.filter(isActive).length < MAX_DIAGNOSES;

/** Why `code` may not be added (or made active again) now, or null when it may. */
export function diagnosisRefusal(diagnoses: readonly RankedDiagnosis[], code: string, exceptId?: string): string | null {
  const others = diagnoses.filter((d) => d.id !== exceptId);
  if (others.some((d) => isActive(d) && d.code === code)) return DIAGNOSIS_MESSAGES.duplicate;
  if (!hasRoomForDiagnosis(others)) return DIAGNOSIS_MESSAGES.limit;
  return null;
}

/** The code index a newly active diagnosis takes: after the last one. */
export const nextCodeIndex = (diagnoses: readonly RankedDiagnosis[]): number => diagnoses.filter(isActive).length + 1;

/**
 * The new code index of each active diagnosis whose index changes when the list is numbered
 * 1..n again in its current order (after one was resolved or removed).
 */
export function renumbered(diagnoses: readonly RankedDiagnosis[]): Map<string, number> {
  const changes = new Map<string, number>();
  activeInOrder(diagnoses).forEach((d, i) => {
    if (d.rank !== i + 1) changes.set(d.id, i + 1);
  });
  return changes;
}

/**
 * The code indexes after moving `id` one place up or down (SPEC §3 'code index': the order of
 * the list); empty when it cannot move that way.
 */
export function moved(diagnoses: readonly RankedDiagnosis[], id: string, direction: 'up' | 'down'): Map<string, number> {
  const order = activeInOrder(diagnoses);
  const at = order.findIndex((d) => d.id === id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= order.length) return new Map();
  const swapped = [...order];
  [swapped[at], swapped[to]] = [swapped[to] as RankedDiagnosis, swapped[at] as RankedDiagnosis];
  const changes = new Map<string, number>();
  swapped.forEach((d, i) => {
    if (d.rank !== i + 1) changes.set(d.id, i + 1);
  });
  return changes;
}
